import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveFrame } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchPostgres, type AddressedDatabase } from '../db/testing.ts';
import { seedSource, seedWall } from '../db/testing-fixtures.ts';
import { silentLogger } from '../ingest/deps.ts';
import { numberedEntries, rssDocument } from '../ingest/testing.ts';
import { LiveClient } from '../realtime/testing.ts';
import { startServer, type RunningServer } from '../server.ts';
import { testConfig } from '../testing/app.ts';
import {
  startWorker,
  workerHasNothingToRunMessage,
  workerNeedsPostgresMessage,
  workerRefusal,
  type RunningWorker,
} from './worker.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('which configurations chorus worker runs with', () => {
  it('refuses embedded PGlite and CHORUS_WORKERS=0', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-worker-'));
    expect(workerRefusal(testConfig({ CHORUS_DATA_DIR: dataDir }))).toBe(
      workerNeedsPostgresMessage,
    );
    const url = 'postgres://postgres@127.0.0.1:5432/none';
    expect(workerRefusal(testConfig({ DATABASE_URL: url, CHORUS_WORKERS: '0' }))).toBe(
      workerHasNothingToRunMessage,
    );
    expect(workerRefusal(testConfig({ DATABASE_URL: url, CHORUS_WORKERS: '1' }))).toBeUndefined();
  });
});

describe.skipIf(!serverUrl)('a chorus worker beside a web server on PostgreSQL', () => {
  let scratch: AddressedDatabase;
  let network: FakeNetwork;
  let server: RunningServer | undefined;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    scratch = await openScratchPostgres(serverUrl as string);
    network = await startFakeNetwork([
      {
        path: '/feed',
        respond: {
          headers: { 'content-type': 'application/rss+xml' },
          body: rssDocument(numberedEntries('worker', 3)),
        },
      },
    ]);
    const databaseUrl = scratch.databaseUrl as string;
    // The web server crawls nothing itself: every post comes from the worker.
    server = await startServer(
      testConfig({ DATABASE_URL: databaseUrl, PORT: '0', CHORUS_DEMO: '0', CHORUS_WORKERS: '0' }),
      new PluginHost([rssConnector()]),
    );
    worker = await startWorker(
      testConfig({
        DATABASE_URL: databaseUrl,
        CHORUS_WORKERS: '1',
        CHORUS_FETCH_ALLOW: '127.0.0.1/32',
      }),
      { plugins: new PluginHost([rssConnector()]), logger: silentLogger },
    );
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.stop();
    await network?.close();
    await scratch?.database.close();
  });

  it("pushes the worker's crawled posts to a viewer of the web server", async () => {
    const db = scratch.database.db;
    const { wall } = await seedWall(db);
    const viewer = await LiveClient.ready(
      `${server!.address.replace('http', 'ws')}/api/walls/${wall.user_name}/live`,
    );
    try {
      const source = await seedSource(db, wall.id, {
        network: 'rss',
        feedType: 'url',
        options: { url: `${network.baseUrl}/feed` },
      });
      await worker!.ingestion.requestCrawl(source.id);
      const titles: string[] = [];
      for (let index = 0; index < 3; index++) {
        const frame = await viewer.next(
          (candidate: LiveFrame) => candidate.type === 'post',
          20_000,
        );
        if (frame.type === 'post') titles.push(frame.post.title);
      }
      expect(titles.sort()).toEqual(['Entry 1', 'Entry 2', 'Entry 3']);
    } finally {
      await viewer.close();
    }
  });

  it('stops crawling before it lets its database go', async () => {
    await worker!.stop();
    // The engine is stopped and the connections are closed: a second stop is a no-op.
    await worker!.stop();
    const rows = await scratch.database.db.selectFrom('posts').select('external_id').execute();
    expect(rows.map((row) => row.external_id).sort()).toEqual(['worker-1', 'worker-2', 'worker-3']);
  });
});
