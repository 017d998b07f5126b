import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another Chorus process holds the data directory. */
export class DataDirInUseError extends Error {
  /** The absolute path of the directory in use. */
  readonly dataDir: string;

  constructor(dataDir: string) {
    super(
      `The Chorus data directory ${dataDir} is in use by another Chorus process. ` +
        'Stop the other Chorus, or set CHORUS_DATA_DIR to a different directory, ' +
        'or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
  }
}

/** The name of the lock, inside the data directory. */
export const LOCK_NAME = 'chorus.lock';

/**
 * Takes the data directory for this process, creating it if needed, and returns the function
 * that gives it back. A lock left by a process that died is taken over once it is stale (10 s
 * without its owner refreshing it).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const absolute = resolve(dataDir);
  await mkdir(absolute, { recursive: true });
  try {
    return await lockfile.lock(absolute, {
      lockfilePath: join(absolute, LOCK_NAME),
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(absolute);
    throw error;
  }
}
