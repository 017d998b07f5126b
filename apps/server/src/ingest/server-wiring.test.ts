import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli/main.ts';
import { workerNeedsPostgresMessage } from '../cli/worker.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { seedSource, seedWall } from '../db/testing-fixtures.ts';
import { startServer, type RunningServer } from '../server.ts';
import { testConfig } from '../testing/app.ts';
import { eventually, numberedEntries, rssDocument } from './testing.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'chorus-ingest-'));

describe('ingestion in the server process', () => {
  let network: FakeNetwork;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    network = await startFakeNetwork([
      {
        path: '/feed',
        respond: {
          headers: { 'content-type': 'application/rss+xml' },
          body: rssDocument(numberedEntries('wired', 4)),
        },
      },
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await network.close();
  });

  it('runs with the server and crawls a source on request', async () => {
    const server = await startServer(
      testConfig({
        PORT: '0',
        CHORUS_DATA_DIR: dataDir(),
        CHORUS_DEMO: '0',
        CHORUS_FETCH_ALLOW: '127.0.0.1/32',
        CHORUS_WORKERS: '1',
      }),
      new PluginHost([rssConnector()]),
    );
    servers.push(server);
    expect(server.ingestion).toBeDefined();
    const { wall } = await seedWall(server.database.db);
    const source = await seedSource(server.database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}/feed` },
    });
    await server.ingestion?.requestCrawl(source.id);
    await eventually('the source to be crawled', async () => {
      const row = await findSourceById(server.database.db, source.id);
      return row?.last_crawled_at ?? undefined;
    });
    const posts = await server.database.db
      .selectFrom('posts')
      .select('external_id')
      .where('source_id', '=', source.id)
      .execute();
    expect(posts).toHaveLength(4);
    await server.stop();
  });

  it('is not started with CHORUS_WORKERS=0', async () => {
    const server = await startServer(
      testConfig({ PORT: '0', CHORUS_DATA_DIR: dataDir(), CHORUS_WORKERS: '0' }),
      new PluginHost([rssConnector()]),
    );
    servers.push(server);
    expect(server.ingestion).toBeUndefined();
    await server.stop();
  });
});

describe('chorus worker', () => {
  it('refuses embedded PGlite with a clear message and a non-zero exit code', async () => {
    vi.stubEnv('DATABASE_URL', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runCli(['worker'])).toBe(2);
      expect(error).toHaveBeenCalledWith(workerNeedsPostgresMessage);
      expect(workerNeedsPostgresMessage).toMatch(/needs DATABASE_URL/);
    } finally {
      error.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
