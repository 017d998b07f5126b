/**
 * A worker killed with SIGKILL in the middle of a crawl loses nothing and duplicates nothing:
 * its job expires, pg-boss retries it, and the retried crawl leaves exactly the feed's items.
 * Separate processes share only PostgreSQL, so this runs when TEST_DATABASE_URL is set; the
 * PGlite variant reopens the killed worker's data directory once its lock is stale.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crashTestQueueTuning } from './crash-tuning.ts';
import { silentLogger } from './deps.ts';
import { startIngestion } from './engine.ts';
import { postBatchSize } from './pipeline.ts';
import { eventually, numberedEntries, rssDocument } from './testing.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const childScript = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const children = new Set<ChildProcess>();

const slowEntries = numberedEntries('slow', 40);
// More than one batch of the pipeline, so a worker can die with one batch stored.
const fastEntries = numberedEntries('fast', postBatchSize + 20);

let network: FakeNetwork;
beforeAll(async () => {
  const feed = { headers: { 'content-type': 'application/rss+xml' } };
  network = await startFakeNetwork([
    // About 10 kB sent 64 bytes every 15 ms: a few seconds of download to be killed in.
    { path: '/slow', respond: { ...feed, body: rssDocument(slowEntries), chunkDelayMs: 15 } },
    { path: '/fast', respond: { ...feed, body: rssDocument(fastEntries) } },
  ]);
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await network.close();
});

/** Where each variant keeps its data, and how the parent opens it after the kill. */
interface Target {
  childEnv: Record<string, string>;
  open(): Promise<ChorusDatabase>;
  dispose(): Promise<void>;
}

async function postgresTarget(url: string): Promise<Target> {
  const name = `chorus_crash_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    childEnv: { CHILD_DATABASE_URL: scratch.toString() },
    open: () => openDatabase({ databaseUrl: scratch.toString() }),
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-crash-'));
  return {
    childEnv: { CHILD_DATA_DIR: dataDir },
    // The killed worker's lock goes stale after 10 s; until then the directory is refused.
    open: () =>
      eventually(
        'the killed worker’s data-directory lock to go stale',
        async () => {
          try {
            return await openDatabase({ dataDir });
          } catch (error) {
            if (error instanceof DataDirInUseError) return undefined;
            throw error;
          }
        },
        30_000,
      ),
    dispose: async () => {},
  };
}

/** Starts the worker process; resolves once it says `expect` on stdout. */
function startChild(env: Record<string, string>, expect: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', childScript], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The worker never said "${expect}". Output:\n${output}`));
    }, 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${expect}\n`)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The worker exited (${code}) before saying "${expect}":\n${output}`));
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function seed(target: Target, feedPath: string): Promise<number> {
  const database = await target.open();
  try {
    await migrateToLatest(database.db);
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}${feedPath}` },
    });
    return source.id;
  } finally {
    await database.close();
  }
}

async function externalIds(database: ChorusDatabase, sourceId: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('posts')
    .select('external_id')
    .where('source_id', '=', sourceId)
    .orderBy('external_id')
    .execute();
  return rows.map((row) => row.external_id);
}

/** Restarts a worker on the data after the kill; resolves once the retried crawl finished. */
async function retryAndCollect(target: Target, sourceId: number): Promise<string[]> {
  const database = await target.open();
  const engine = await startIngestion({
    database,
    plugins: new PluginHost([rssConnector()]),
    config: loadConfig({ CHORUS_FETCH_ALLOW: '127.0.0.1/32', CHORUS_WORKERS: '1' }),
    logger: silentLogger,
    overrides: { queue: crashTestQueueTuning, tickMs: 3_600_000 },
  });
  try {
    await eventually(
      'the retried crawl to finish',
      async () => {
        const source = await database.db
          .selectFrom('sources')
          .select('last_crawled_at')
          .where('id', '=', sourceId)
          .executeTakeFirstOrThrow();
        return source.last_crawled_at ?? undefined;
      },
      40_000,
    );
    return await externalIds(database, sourceId);
  } finally {
    await engine.stop();
    await database.close();
  }
}

const expectedIds = (entries: { id: string }[]) => entries.map((entry) => entry.id).sort();

const variants: { name: string; make: () => Promise<Target>; skip: boolean }[] = [
  { name: 'PostgreSQL', make: () => postgresTarget(serverUrl ?? ''), skip: !serverUrl },
  { name: 'a PGlite data directory', make: async () => pgliteTarget(), skip: false },
];

for (const variant of variants) {
  describe.skipIf(variant.skip)(`a worker killed mid-crawl, on ${variant.name}`, () => {
    it(
      'while the feed downloads: the retried job stores every item once',
      { timeout: 90_000 },
      async () => {
        const target = await variant.make();
        try {
          const sourceId = await seed(target, '/slow');
          const before = network.requests.filter((request) => request.path === '/slow').length;
          const child = await startChild(
            { ...target.childEnv, CHILD_SOURCE_ID: String(sourceId) },
            'ready',
          );
          await eventually('the worker to start downloading', async () =>
            network.requests.filter((request) => request.path === '/slow').length > before
              ? true
              : undefined,
          );
          await kill(child);
          expect(await retryAndCollect(target, sourceId)).toEqual(expectedIds(slowEntries));
          const downloads = network.requests.filter((request) => request.path === '/slow').length;
          expect(downloads - before).toBeGreaterThanOrEqual(2);
        } finally {
          await target.dispose();
        }
      },
    );

    it(
      'half-way through storing: no duplicates and no missing posts after the retry',
      { timeout: 90_000 },
      async () => {
        const target = await variant.make();
        try {
          const sourceId = await seed(target, '/fast');
          const child = await startChild(
            {
              ...target.childEnv,
              CHILD_SOURCE_ID: String(sourceId),
              // Screening the first post of the second batch hangs: the first batch is stored.
              CHILD_HANG_AFTER: String(postBatchSize),
            },
            'hung',
          );
          await kill(child);
          const database = await target.open();
          const stored = await externalIds(database, sourceId);
          await database.close();
          expect(stored).toHaveLength(postBatchSize);
          expect(await retryAndCollect(target, sourceId)).toEqual(expectedIds(fastEntries));
        } finally {
          await target.dispose();
        }
      },
    );
  });
}

describe.skipIf(Boolean(serverUrl))('a worker killed mid-crawl, on PostgreSQL', () => {
  it.skip('needs TEST_DATABASE_URL (separate worker processes share a PostgreSQL server)', () => {});
});
