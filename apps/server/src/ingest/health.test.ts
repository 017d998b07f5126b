import { randomBytes } from 'node:crypto';
import { PluginHost } from '@chorus/core/host';
import {
  startFakeNetwork,
  type FakeNetwork,
  type FakeResponse,
} from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createKeyring } from '../credentials/keyring.ts';
import { saveCredentials } from '../credentials/store.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crawlSource } from './crawl.ts';
import { unexpectedErrorMessage } from './health.ts';
import { probeConnector, testIngestDeps } from './testing.ts';

const now = new Date('2026-11-22T03:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

describe.each(testDatabases())('source health on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  let answer: FakeResponse = { body: { items: [] } };
  const plugins = new PluginHost([probeConnector()]);
  let deps: ReturnType<typeof testIngestDeps>;

  beforeAll(async () => {
    database = await openMigrated(target);
    network = await startFakeNetwork([{ path: '/items', respond: () => answer }]);
    deps = testIngestDeps(database.db, plugins, {
      baseUrls: { api: network.baseUrl },
      settings: { crawlIntervalSeconds: 300, maxBackoffSeconds: 3600 },
      now: () => now,
    });
  });
  afterAll(async () => {
    await deps.close();
    await network.close();
    await database.close();
  });

  async function probeSource() {
    const { wall } = await seedWall(database.db);
    return seedSource(database.db, wall.id);
  }

  async function crawlWith(sourceId: number, response: FakeResponse) {
    answer = response;
    const outcome = await crawlSource(deps, sourceId);
    const source = await findSourceById(database.db, sourceId);
    return { outcome, source };
  }

  it('is ok after a good crawl, through the configured base URL', async () => {
    const source = await probeSource();
    const { outcome, source: after } = await crawlWith(source.id, {
      body: { items: [{ id: '1', text: 'hello' }] },
    });
    expect(outcome).toMatchObject({ result: 'ok', inserted: 1 });
    expect(after?.health).toEqual({
      state: 'ok',
      lastError: null,
      lastErrorAt: null,
      retryAt: null,
    });
    expect(after?.status).toBe('active');
  });

  it('needs re-authorisation on a 401, and the source stops until reconnected', async () => {
    const source = await probeSource();
    const { outcome, source: after } = await crawlWith(source.id, {
      status: 401,
      body: { title: 'Unauthorized' },
    });
    expect(outcome.result).toBe('needs_reauth');
    expect(after?.status).toBe('needs_reauth');
    expect(after?.health).toMatchObject({
      state: 'needs_reauth',
      lastErrorAt: nowSeconds,
      retryAt: null,
    });
    expect(after?.health.lastError).toMatch(/authorised again/);
    expect(await crawlSource(deps, source.id)).toMatchObject({ result: 'skipped' });
  });

  it('is rate limited until the time the network gave on a 429', async () => {
    const source = await probeSource();
    const { source: after } = await crawlWith(source.id, {
      status: 429,
      headers: { 'retry-after': '900' },
      body: { title: 'Too Many Requests' },
    });
    expect(after?.health.state).toBe('rate_limited');
    // Retry-After is relative to the real clock at the time of the answer.
    const expected = Math.floor(Date.now() / 1000) + 900;
    expect(Math.abs((after?.health.retryAt ?? 0) - expected)).toBeLessThanOrEqual(5);
    expect(after?.health.lastError).toMatch(/too many requests/);
    expect(after?.status).toBe('active');
  });

  it('is failing with the last error, backing off exponentially up to an hour', async () => {
    const source = await probeSource();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { source: after } = await crawlWith(source.id, { status: 503, body: 'down' });
      expect(after?.health).toMatchObject({ state: 'failing', lastErrorAt: nowSeconds });
      expect(after?.health.lastError).toMatch(/503/);
      waits.push((after?.health.retryAt ?? 0) - nowSeconds);
    }
    expect(waits).toEqual([300, 600, 1200, 2400, 3600, 3600]);
    const { source: recovered } = await crawlWith(source.id, { body: { items: [] } });
    expect(recovered?.health.state).toBe('ok');
  });

  it('names a missing feed, and hides unexpected errors behind a generic message', async () => {
    const source = await probeSource();
    const { source: missing } = await crawlWith(source.id, { status: 404, body: 'nope' });
    expect(missing?.health).toMatchObject({ state: 'failing' });
    expect(missing?.health.lastError).toMatch(/not found/);
    const { source: crashed } = await crawlWith(source.id, {
      body: { crash: 'TypeError: secret internals at line 42' },
    });
    expect(crashed?.health).toMatchObject({ state: 'failing', lastError: unexpectedErrorMessage });
  });

  it('stops a crawl that takes longer than the crawl timeout, and says so', async () => {
    const hurried = testIngestDeps(database.db, plugins, {
      baseUrls: { api: network.baseUrl },
      settings: { crawlTimeoutMs: 300 },
      now: () => now,
    });
    const source = await probeSource();
    answer = { body: { items: [] }, delayMs: 5_000 };
    try {
      expect(await crawlSource(hurried, source.id)).toMatchObject({ result: 'failing' });
    } finally {
      await hurried.close();
    }
    const after = await findSourceById(database.db, source.id);
    expect(after?.health).toMatchObject({
      state: 'failing',
      lastError: 'The crawl took longer than 0.3 s and was stopped.',
    });
  });

  it('fails a source whose network has no installed connector', async () => {
    const { wall } = await seedWall(database.db);
    const orphan = await seedSource(database.db, wall.id, { network: 'vine', feedType: 'user' });
    expect(await crawlSource(deps, orphan.id)).toMatchObject({ result: 'failing' });
    expect((await findSourceById(database.db, orphan.id))?.health.lastError).toBe(
      'No connector for the network "vine" is installed.',
    );
  });

  it("hands the connector the source's decrypted credentials", async () => {
    const keyring = createKeyring([randomBytes(32)]);
    const authed = new PluginHost([probeConnector({ kind: 'apiKey', fields: z.object({}) })]);
    const authedDeps = {
      ...testIngestDeps(database.db, authed, { baseUrls: { api: network.baseUrl } }),
      keyring: () => Promise.resolve(keyring),
    };
    const source = await probeSource();
    await saveCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
      payload: { access_token: 'sealed-token' },
    });
    const before = network.requests.length;
    await crawlWith(source.id, { body: { items: [] } });
    answer = { body: { items: [] } };
    await crawlSource(authedDeps, source.id);
    await authedDeps.close();
    const seen = network.requests.slice(before).map((request) => request.headers['authorization']);
    expect(seen).toEqual([undefined, 'Bearer sealed-token']);
  });
});
