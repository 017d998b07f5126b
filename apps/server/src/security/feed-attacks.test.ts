/**
 * Feed attacks against a running server: each hostile feed, served from loopback, is crawled by
 * the server's own crawl engine (RSS connector, safe client, pipeline) and must end within the
 * configured bounds (10 MB body, a crawl time limit set small here) with the right health on
 * its source, while `/health` keeps answering. No timing is asserted: the bound that stopped
 * each attack is read from the error it left.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSourceById } from '../db/repositories/sources.ts';
import type { SourceRow } from '../db/schema.ts';
import { seedSource, seedWall } from '../db/testing-fixtures.ts';
import { eventually } from '../ingest/testing.ts';
import { startServer, type RunningServer } from '../server.ts';
import { testConfig } from '../testing/app.ts';
import { startStandIn, type StandIn } from './testing.ts';

const mb = 1024 * 1024;
const crawlTimeoutSeconds = 3;

/** A feed with one item whose title (or description) is `content`, after a DOCTYPE. */
function feed(options: { doctype?: string; title?: string; description?: string }): string {
  return `<?xml version="1.0"?>
${options.doctype ?? ''}
<rss version="2.0"><channel><title>Attack</title><link>https://attack.example/</link>
<item><guid>attack-1</guid><title>${options.title ?? 'An item'}</title>
<description>${options.description ?? 'Text'}</description></item>
</channel></rss>`;
}

const laughs = Array.from(
  { length: 9 },
  (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
).join('');

/** Gzip of `size` zero bytes, compressed as a stream (about 1/1000 of the size). */
async function gzipOfZeros(size: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  const zeros = Buffer.alloc(mb);
  for (let written = 0; written < size; written += mb) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

let hostile: FakeNetwork;
let internal: FakeNetwork;
let trickle: StandIn;
let server: RunningServer;
let wallId: number;

beforeAll(async () => {
  internal = await startFakeNetwork([{ path: /.*/, respond: { body: 'root:x:0:0' } }]);
  const fiftyMb = Buffer.alloc(50 * mb, 'a');
  const bomb = await gzipOfZeros(200 * mb);
  const xml = { 'content-type': 'application/rss+xml' };
  hostile = await startFakeNetwork([
    {
      path: '/billion-laughs',
      respond: {
        headers: xml,
        body: feed({
          doctype: `<!DOCTYPE rss [<!ENTITY lol0 "lol">${laughs}]>`,
          title: '&lol9;',
        }),
      },
    },
    {
      path: '/xxe-file',
      respond: {
        headers: xml,
        body: feed({
          doctype: '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
          title: '&xxe;',
        }),
      },
    },
    {
      path: '/xxe-http',
      respond: (request) => ({
        headers: xml,
        body: feed({
          doctype: `<!DOCTYPE rss [<!ENTITY xxe SYSTEM "${request.query.get('to') ?? ''}">]>`,
          title: '&xxe;',
        }),
      }),
    },
    {
      path: '/external-dtd',
      respond: (request) => ({
        headers: xml,
        body: feed({
          doctype: `<!DOCTYPE rss SYSTEM "${request.query.get('to') ?? ''}">`,
          title: 'Plain &amp; simple',
        }),
      }),
    },
    {
      path: '/huge-entity',
      respond: {
        headers: xml,
        body: feed({
          doctype: `<!DOCTYPE rss [<!ENTITY big "${'A'.repeat(4 * mb)}">]>`,
          title: '&big;&big;&big;',
        }),
      },
    },
    {
      path: '/numeric-references',
      respond: { headers: xml, body: feed({ description: '&#65;'.repeat(1_000_000) }) },
    },
    {
      path: '/deep-xml',
      respond: {
        headers: xml,
        body: feed({ description: `${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}` }),
      },
    },
    {
      path: '/deep-html',
      respond: {
        headers: xml,
        body: feed({ description: `<![CDATA[<p>kept</p>${'<div>'.repeat(200_000)}]]>` }),
      },
    },
    { path: '/fifty-mb', respond: { headers: xml, body: fiftyMb } },
    {
      path: '/fifty-mb-chunked',
      respond: { headers: { ...xml, 'transfer-encoding': 'chunked' }, body: fiftyMb },
    },
    {
      path: '/gzip-bomb',
      respond: { headers: { ...xml, 'content-encoding': 'gzip' }, body: bomb },
    },
  ]);
  // One byte a second, for ever: only the crawl's time limit ends it.
  trickle = await startStandIn(
    (_request, response) => {
      response.writeHead(200, xml);
      const timer = setInterval(() => response.write('<'), 1000);
      response.on('close', () => clearInterval(timer));
    },
    { address: '127.0.0.1' },
  );
  server = await startServer(
    testConfig({
      PORT: '0',
      CHORUS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chorus-feed-attacks-')),
      CHORUS_DEMO: '0',
      CHORUS_WORKERS: '2',
      // The fixtures are on loopback; the internal target shares the address, not the port.
      CHORUS_FETCH_ALLOW: '127.0.0.1/32',
      CHORUS_CRAWL_TIMEOUT_SECONDS: String(crawlTimeoutSeconds),
    }),
    new PluginHost([rssConnector()]),
  );
  wallId = (await seedWall(server.database.db)).wall.id;
}, 120_000);

afterAll(async () => {
  await server.stop();
  await Promise.all([hostile.close(), internal.close(), trickle.close()]);
});

interface AttackResult {
  row: SourceRow;
  /** Status of every /health answer received while the crawl ran (and one after). */
  health: number[];
}

/** Crawls `url` as a new source, asking /health all along, until the crawl has ended. */
async function attack(url: string): Promise<AttackResult> {
  const source = await seedSource(server.database.db, wallId, {
    network: 'rss',
    feedType: 'url',
    options: { url },
  });
  await server.ingestion?.requestCrawl(source.id);
  const health: number[] = [];
  const row = await eventually(
    'the crawl to end',
    async () => {
      const answer = await fetch(`${server.address}/health`, {
        signal: AbortSignal.timeout(30_000),
      });
      health.push(answer.status);
      const current = await findSourceById(server.database.db, source.id);
      const ended = current && (current.health.lastErrorAt !== null || current.last_crawled_at);
      return ended ? current : undefined;
    },
    60_000,
  );
  return { row, health };
}

function expectServerAnswered(result: AttackResult): void {
  expect(result.health.length).toBeGreaterThan(0);
  expect(result.health.every((status) => status === 200)).toBe(true);
}

describe('hostile feeds end within bounds while /health answers', () => {
  it.each([
    ['billion laughs', '/billion-laughs'],
    ['an external entity on file://', '/xxe-file'],
    ['a huge internal entity', '/huge-entity'],
  ])('refuses %s: the feed declares its own entities', async (_name, feedPath) => {
    const result = await attack(`${hostile.baseUrl}${feedPath}`);
    expectServerAnswered(result);
    expect(result.row.health.state).toBe('failing');
    expect(result.row.health.lastError).toBe(
      'This feed declares its own XML entities (a DOCTYPE internal subset); Chorus does not read such feeds.',
    );
  });

  it('refuses an external entity on http:// without fetching it', async () => {
    const to = `${internal.baseUrl}/secret`;
    const result = await attack(`${hostile.baseUrl}/xxe-http?to=${encodeURIComponent(to)}`);
    expectServerAnswered(result);
    expect(result.row.health.lastError).toMatch(/declares its own XML entities/);
    expect(internal.requests).toEqual([]);
  });

  it('never fetches an external DTD: the feed is read, the reference left unresolved', async () => {
    const to = `${internal.baseUrl}/evil.dtd`;
    const result = await attack(`${hostile.baseUrl}/external-dtd?to=${encodeURIComponent(to)}`);
    expectServerAnswered(result);
    expect(result.row.health.state).toBe('ok');
    expect(internal.requests).toEqual([]);
  });

  it('refuses a million numeric character references', async () => {
    const result = await attack(`${hostile.baseUrl}/numeric-references`);
    expectServerAnswered(result);
    expect(result.row.health.lastError).toBe(
      'This feed has more than 500000 character references.',
    );
  });

  it('refuses XML nested 100,000 deep', async () => {
    const result = await attack(`${hostile.baseUrl}/deep-xml`);
    expectServerAnswered(result);
    expect(result.row.health.lastError).toBe('This feed nests elements deeper than 64.');
  });

  it('stores an item whose HTML nests 200,000 deep, its markup cut at the nesting limit', async () => {
    const result = await attack(`${hostile.baseUrl}/deep-html`);
    expectServerAnswered(result);
    expect(result.row.health.state).toBe('ok');
    const post = await server.database.db
      .selectFrom('posts')
      .select('description')
      .where('source_id', '=', result.row.id)
      .executeTakeFirstOrThrow();
    expect(post.description).toBe('<p>kept</p>');
  });

  it.each([
    ['a 50 MB body with its length declared', '/fifty-mb'],
    ['a 50 MB body sent in chunks', '/fifty-mb-chunked'],
    ['a gzip bomb (200 MB of zeros)', '/gzip-bomb'],
  ])('cuts off %s at the 10 MB cap', async (_name, feedPath) => {
    const url = `${hostile.baseUrl}${feedPath}`;
    const result = await attack(url);
    expectServerAnswered(result);
    expect(result.row.health.state).toBe('failing');
    expect(result.row.health.lastError).toBe(`The answer from ${url} is larger than 10 MB.`);
  });

  it('stops a feed that sends one byte a second at the crawl time limit', async () => {
    const result = await attack(`${trickle.baseUrl}/feed.xml`);
    expectServerAnswered(result);
    // Asked once, not retried on its own.
    expect(trickle.requests.length).toBe(1);
    expect(result.row.health.state).toBe('failing');
    expect(result.row.health.lastError).toBe(
      `The crawl took longer than ${crawlTimeoutSeconds} s and was stopped.`,
    );
  });
});
