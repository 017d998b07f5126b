/**
 * SSRF through the feed URL: an owner connects an RSS source (`POST /api/rss`), the server
 * crawls it through the crawl engine's code path, and every private or local address form —
 * direct, behind a redirect, or behind a DNS answer that changes — ends as the source's health
 * ("Refusing to fetch ...") with nothing reaching the internal server.
 */
import { rssConnector } from '@chorus/connector-rss';
import { createSafeFetch, type SafeFetch } from '@chorus/connector-kit';
import { forbiddenAddressForms } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWall } from '../db/repositories/walls.ts';
import type { WallRow } from '../db/schema.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { crawlSource, type CrawlOutcome } from '../ingest/crawl.ts';
import { rssDocument, testIngestDeps } from '../ingest/testing.ts';
import { testConfig } from '../testing/app.ts';
import { publicStandInAddress, startSecurityApp, startSsrfFixtures } from './testing.ts';
import type { SecurityApp, SsrfFixtures, StandIn } from './testing.ts';

let fixtures: SsrfFixtures;
let site: StandIn;
let twin: StandIn;
let security: SecurityApp;
let http: SafeFetch;
let wall: WallRow;
const crawls: Promise<CrawlOutcome>[] = [];

beforeAll(async () => {
  const feed = rssDocument([{ id: 'public-1', title: 'From the public site' }]);
  fixtures = await startSsrfFixtures(rssDocument([{ id: 'secret', title: 'Internal' }]));
  ({ site, twin } = await fixtures.startSite(
    (request, response) => {
      const url = new URL(request.url ?? '/', 'http://site');
      if (url.pathname === '/to') {
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
    },
    rssDocument([{ id: 'twin', title: 'Internal twin' }]),
  ));
  security = await startSecurityApp({
    plugins: [rssConnector()],
    config: testConfig({ RATE_LIMIT_MAX: '100000' }),
    // The check at connection time asks a DNS of its own, so a rebinding name's first (public)
    // answer is left for the crawl, whose client these tests are about.
    sourceAddresses: {
      lookup: (name) =>
        name.startsWith('rebind')
          ? Promise.resolve([{ address: publicStandInAddress }])
          : fixtures.lookup(name),
      allowAddresses: fixtures.allowAddresses,
    },
  });
  // The engine's client as startIngestion builds it (no allow list by default), with this
  // test's DNS; 127.0.0.2 plays the internet, the redirector is reachable on its port only.
  http = createSafeFetch({
    lookup: fixtures.lookup,
    retries: 0,
    allowAddresses: fixtures.allowAddresses,
  });
  const deps = { ...testIngestDeps(security.database.db, security.app.plugins), http };
  // The crawl engine of this process: each crawl-now request runs the worker's crawl.
  security.app.crawls.attach({
    requestCrawl: (sourceId) => {
      crawls.push(crawlSource(deps, sourceId));
      return Promise.resolve(`crawl-${sourceId}`);
    },
  });
  const owner = security.owner.user;
  if (!owner) throw new Error('the owner role has an account');
  wall = await createWall(security.database.db, {
    userId: owner.id,
    userName: uniqueName('feeds'),
    name: 'Feeds',
  });
});

afterAll(async () => {
  await Promise.allSettled(crawls);
  await http.close();
  await security.close();
  await fixtures.close();
});

interface SourceAnswer {
  id: number;
  health: { state: string; last_error: string | null };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `POST /api/rss` of a feed on the test wall. */
function createFeed(url: string) {
  return security.app.inject({
    method: 'POST',
    url: '/api/rss',
    headers: security.owner.headers,
    payload: { wall: wall.user_name, feed_type: 'url', options: { url } },
  });
}

async function sourceCount(): Promise<number> {
  const rows = await security.database.db.selectFrom('sources').select('id').execute();
  return rows.length;
}

/** Connects a feed through the API, waits for the crawl it starts, and reads the source back. */
async function connectFeed(url: string): Promise<SourceAnswer> {
  const created = await createFeed(url);
  if (created.statusCode !== 201) {
    throw new Error(`POST /api/rss ${url}: ${created.statusCode} ${created.body}`);
  }
  const { id } = created.json<{ id: number }>();
  await crawls.at(-1);
  const read = await security.app.inject({
    method: 'GET',
    url: `/api/rss/${id}`,
    headers: security.owner.headers,
  });
  return read.json<SourceAnswer>();
}

async function postsOf(sourceId: number): Promise<string[]> {
  const rows = await security.database.db
    .selectFrom('posts')
    .select('external_id')
    .where('source_id', '=', sourceId)
    .execute();
  return rows.map((row) => row.external_id);
}

describe('a feed URL cannot reach a private or local address', () => {
  it('crawls a feed on a public address (the control case)', async () => {
    const source = await connectFeed(`${site.baseUrl}/feed.xml`);
    expect(source.health.state).toBe('ok');
    expect(await postsOf(source.id)).toEqual(['public-1']);
  });

  it('refuses each form of the matrix when it is connected, saying why', async () => {
    const port = Number(new URL(fixtures.internal.baseUrl).port);
    const forms = forbiddenAddressForms(port);
    const before = await sourceCount();
    const answers: string[] = [];
    for (const url of forms) {
      const created = await createFeed(url);
      const body = created.json<{ issues?: { path: string; message: string }[] }>();
      const issue = body.issues?.[0];
      answers.push(`${url} ${created.statusCode} ${issue?.path ?? ''} ${issue?.message ?? ''}`);
    }
    expect(answers).toEqual(
      forms.map((url) =>
        expect.stringMatching(
          new RegExp(
            `^${escaped(url)} 400 options\\.url \\S+ is a private or local address \\(\\S+\\), which this server does not read\\.`,
          ),
        ),
      ),
    );
    expect(await sourceCount()).toBe(before);
    expect(fixtures.internal.requests).toEqual([]);
  });

  it('connects a private address the allow list admits (an intranet feed)', async () => {
    const intranet = await startSecurityApp({
      plugins: [rssConnector()],
      config: testConfig({ CHORUS_FETCH_ALLOW: '127.0.0.0/8' }),
    });
    try {
      const owner = intranet.owner.user;
      if (!owner) throw new Error('the owner role has an account');
      const lan = await createWall(intranet.database.db, {
        userId: owner.id,
        userName: uniqueName('lan'),
        name: 'LAN',
      });
      const created = await intranet.app.inject({
        method: 'POST',
        url: '/api/rss',
        headers: intranet.owner.headers,
        payload: { wall: lan.user_name, feed_type: 'url', options: { url: `${site.baseUrl}/f` } },
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await intranet.close();
    }
  });

  it('refuses each form behind a redirect from an allowed server', async () => {
    const port = Number(new URL(fixtures.internal.baseUrl).port);
    const forms = forbiddenAddressForms(port);
    const states: string[] = [];
    for (const url of forms) {
      const source = await connectFeed(
        `${fixtures.redirector.baseUrl}/go?to=${encodeURIComponent(url)}`,
      );
      states.push(`${url} ${source.health.state} ${source.health.last_error ?? ''}`);
    }
    expect(states).toEqual(
      forms.map((url) =>
        expect.stringMatching(
          new RegExp(
            `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} failing Refusing to follow a redirect from .*: it points to a private or local address\\.$`,
          ),
        ),
      ),
    );
    expect(fixtures.internal.requests).toEqual([]);
  });

  it('connects to the address it checked when the name later answers 127.0.0.1', async () => {
    const source = await connectFeed(`http://rebind-feed.test:${site.port}/feed.xml`);
    expect(source.health.state).toBe('ok');
    expect(await postsOf(source.id)).toEqual(['public-1']);
    expect(fixtures.lookups.get('rebind-feed.test')).toBe(1);
    expect(twin.requests).toEqual([]);
  });

  it('re-checks DNS on a redirect to a name that now answers 127.0.0.1', async () => {
    const name = 'rebind-redirect.test';
    await fixtures.lookup(name);
    const target = `http://${name}:${site.port}/feed.xml`;
    const source = await connectFeed(`${site.baseUrl}/to?to=${encodeURIComponent(target)}`);
    expect(source.health.state).toBe('failing');
    expect(source.health.last_error).toMatch(/it points to a private or local address\.$/);
    expect(twin.requests).toEqual([]);
  });

  it('gives up after five redirects', async () => {
    let url = `${site.baseUrl}/feed.xml`;
    for (let hop = 0; hop < 6; hop++) url = `${site.baseUrl}/to?to=${encodeURIComponent(url)}`;
    const source = await connectFeed(url);
    expect(source.health.state).toBe('failing');
    expect(source.health.last_error).toMatch(/more than 5 redirects\.$/);
  });
});
