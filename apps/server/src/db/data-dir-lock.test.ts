import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_NAME, lockDataDir } from './data-dir-lock.ts';

const run = promisify(execFile);
const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Tries to take the lock from a separate Node process; resolves with what it printed. */
async function lockFromAnotherProcess(dataDir: string): Promise<string> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    try { const release = await lockDataDir(${JSON.stringify(dataDir)}); await release(); console.log('locked'); }
    catch (error) { console.log(error.message); }`;
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ]);
  return stdout.trim();
}

describe('the data-directory lock', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'chorus-lock-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses another process while held, and lets it in once released', async () => {
    const dataDir = join(parent, 'shared');
    const release = await lockDataDir(dataDir);
    expect(await lockFromAnotherProcess(dataDir)).toBe(new DataDirInUseError(dataDir).message);
    await release();
    expect(await lockFromAnotherProcess(dataDir)).toBe('locked');
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = join(parent, 'abandoned');
    await mkdir(join(dataDir, LOCK_NAME), { recursive: true });
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(join(dataDir, LOCK_NAME), aMinuteAgo, aMinuteAgo);
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('creates a data directory that does not exist yet', async () => {
    const release = await lockDataDir(join(parent, 'new', 'nested'));
    await release();
  });
});
