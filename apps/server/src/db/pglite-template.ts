/**
 * A freshly initialised PGlite cluster, kept as a tarball in the system's temporary directory
 * and loaded by every new in-memory database (and by a new data directory when
 * CHORUS_PGLITE_TEMPLATE=1). Starting PGlite from its own dump skips `initdb`, which is most of
 * its start-up: about 0.3 s instead of 2 s on a quiet two-core machine, and the test suite opens
 * hundreds (docs/testing.md). The tarball holds an empty cluster, never data or migrations; it
 * is named by PGlite's version, written atomically, and rebuilt when it cannot be read.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const require = createRequire(import.meta.url);

/** PGlite's installed version (its package.json, found above its entry: exports hide it). */
function pgliteVersion(): string {
  try {
    let dir = dirname(require.resolve('@electric-sql/pglite'));
    for (let depth = 0; depth < 5; depth += 1) {
      const manifest = join(dir, 'package.json');
      if (existsSync(manifest)) {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as {
          name?: string;
          version?: string;
        };
        if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
      }
      dir = dirname(dir);
    }
  } catch {
    // Not resolvable this way: one name for every version, rebuilt if it fails to load.
  }
  return 'unknown';
}

/**
 * `chorus-pglite-{name}-{uid}.tar` in the system's temporary directory: a cluster tarball of
 * this user's (the empty template here, the migrated one of the tests in db/testing.ts).
 */
export function tarballPath(name: string): string {
  let user = 'user';
  try {
    user = String(userInfo().uid);
  } catch {
    // No user database entry: one shared name is fine.
  }
  return join(tmpdir(), `chorus-pglite-${name}-${user}.tar`);
}

/**
 * The tarball at `path`, or else the one `build` makes, written there atomically (a reader
 * never sees half a file; of two processes building at once, the last rename wins).
 */
export async function readOrBuildTarball(path: string, build: () => Promise<Blob>): Promise<Blob> {
  try {
    return new Blob([await readFile(path)]);
  } catch {
    // Not built yet (or unreadable): build it below.
  }
  const dump = await build();
  const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return dump;
}

/** Where the template of this PGlite version lives (CHORUS_PGLITE_TEMPLATE_PATH overrides). */
export function templatePath(): string {
  return process.env.CHORUS_PGLITE_TEMPLATE_PATH || tarballPath(`template-${pgliteVersion()}`);
}

let cached: Promise<Blob | undefined> | undefined;

async function readOrBuild(): Promise<Blob | undefined> {
  try {
    return await readOrBuildTarball(templatePath(), async () => {
      const fresh = await PGlite.create();
      const dump = await fresh.dumpDataDir('none');
      await fresh.close();
      return dump;
    });
  } catch {
    return undefined;
  }
}

/** The template's tarball, or undefined when it cannot be made (PGlite then runs initdb). */
export function pgliteTemplate(): Promise<Blob | undefined> {
  cached ??= readOrBuild();
  return cached;
}

/** Forgets a template that failed to load, so the next open builds a new one. */
export async function discardTemplate(): Promise<void> {
  cached = undefined;
  await rm(templatePath(), { force: true });
}
