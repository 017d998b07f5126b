/**
 * A PostgreSQL cluster of the test's own, on a free loopback port, made with Debian's
 * binaries (/usr/lib/postgresql/<version>/bin): the fault tests stop and restart it, which
 * they must never do to the machine's shared server. As root the binaries run as the
 * `postgres` user (they refuse root), in a temporary directory that user owns.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL with initdb and pg_ctl, if any. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** Why the private cluster cannot run here, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  if (!postgresBinaries()) return `no PostgreSQL binaries under ${root}/<version>/bin`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run PostgreSQL as';
    }
  }
  return undefined;
}

/** A running private cluster. */
export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** Fast shutdown: connections are cut, the server is down until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it immediately and deletes its files. */
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Creates and starts a cluster; `privateClusterUnavailable()` says whether it can. */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(privateClusterUnavailable());
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'chorus-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir });
  const data = path.join(dir, 'data');
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      serverOptions,
      '-w',
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await tool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => stop('fast'),
    dispose: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
