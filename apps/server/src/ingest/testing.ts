/**
 * Helpers for the ingestion tests (not used by the server): RSS documents, a probe connector
 * that reads a JSON API through the kit's error mapping, and ready-made dependencies.
 */
import { randomBytes } from 'node:crypto';
import {
  defineConnector,
  defineFeedType,
  type ConnectorAuth,
  type NormalizedPost,
} from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import { createSafeFetch, httpErrorToSourceError } from '@chorus/connector-kit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createKeyring } from '../credentials/keyring.ts';
import type { Database } from '../db/schema.ts';
import { defaultCrawlSettings, silentLogger, type CrawlSettings, type IngestDeps } from './deps.ts';

/** One entry of a test feed. */
export interface FeedEntry {
  id: string;
  title: string;
  body?: string;
  link?: string;
  /** Unix seconds. */
  at?: number;
  /** The item's `dc:creator`. */
  author?: string;
  /** The item's `content:encoded` (a reader prefers it to the description). */
  contentEncoded?: string;
}

/** Text inside CDATA sections: a `]]>` in it is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** An RSS 2.0 document with these entries, in order. */
export function rssDocument(entries: readonly FeedEntry[]): string {
  const items = entries
    .map(
      (entry, index) => `<item>
  <guid isPermaLink="false">${entry.id}</guid>
  <title>${cdata(entry.title)}</title>
  <link>${entry.link ?? `https://news.example.org/${entry.id}`}</link>
  <description>${cdata(entry.body ?? `<p>Body of ${entry.id}</p>`)}</description>${entry.author === undefined ? '' : `\n  <dc:creator>${cdata(entry.author)}</dc:creator>`}${entry.contentEncoded === undefined ? '' : `\n  <content:encoded>${cdata(entry.contentEncoded)}</content:encoded>`}
  <pubDate>${new Date((entry.at ?? 1_763_000_000 + index * 60) * 1000).toUTCString()}</pubDate>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Test feed</title><link>https://news.example.org/</link>
<description>Test</description>
${items}
</channel></rss>`;
}

/** Entries `prefix-1` .. `prefix-count`. */
export function numberedEntries(prefix: string, count: number): FeedEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index + 1}`,
    title: `Entry ${index + 1}`,
  }));
}

/** A wire item of the probe network. */
export interface ProbeItem {
  id: string;
  text: string;
}

/**
 * A connector for the "probe" network (stored under network `twitter`, so the source is a
 * real network id): `GET {api}/items` answering `{ items: [...] }`, with the kit's reading of
 * HTTP errors (401 needs reauth, 429 rate limited, other failing) and the credentials' token
 * sent as a bearer.
 */
export function probeConnector(auth: ConnectorAuth = { kind: 'none' }) {
  return defineConnector<ProbeItem, null>({
    id: 'twitter',
    shortCode: 'tw',
    sourceNumber: 2,
    displayName: 'Probe',
    icon: 'M4 4h16v16H4z',
    auth,
    baseUrls: { api: 'https://probe.invalid' },
    feedTypes: {
      hashtag: defineFeedType({
        title: 'Hashtag',
        schema: z.object({ hashtag: z.string() }),
        label: (options) => options.hashtag,
      }),
    },
    async fetch({ http, baseUrls, signal, credentials }) {
      const headers: Record<string, string> = {};
      if (credentials?.['access_token']) {
        headers['authorization'] = `Bearer ${credentials['access_token']}`;
      }
      const response = await http(`${baseUrls['api']}/items`, { signal, headers });
      if (!response.ok) throw httpErrorToSourceError(response, 'Probe');
      const body = (await response.json()) as { items?: ProbeItem[]; crash?: string };
      if (body.crash) throw new Error(body.crash);
      return { items: body.items ?? [], cursor: null };
    },
    normalize(item, source): NormalizedPost {
      return {
        externalId: item.id,
        network: source.network,
        author: { name: 'Probe' },
        title: '',
        description: item.text,
        url: null,
        media: [],
        createdAt: 1_763_000_000,
        likes: 0,
        comments: 0,
      };
    },
  })();
}

/** Dependencies for calling `crawlSource` directly, reaching only loopback fixtures. */
export function testIngestDeps(
  db: Kysely<Database>,
  plugins: PluginHost,
  options: {
    baseUrls?: Record<string, string>;
    settings?: Partial<CrawlSettings>;
    now?: () => Date;
  } = {},
): IngestDeps & { close(): Promise<void> } {
  const http = createSafeFetch({ allowAddresses: ['127.0.0.1/32'], retries: 0 });
  const keyring = createKeyring([randomBytes(32)]);
  return {
    db,
    plugins,
    http,
    keyring: () => Promise.resolve(keyring),
    baseUrls: (connector) => ({ ...connector.baseUrls, ...options.baseUrls }),
    settings: { ...defaultCrawlSettings, ...options.settings },
    logger: silentLogger,
    ...(options.now ? { now: options.now } : {}),
    close: () => http.close(),
  };
}

/** Polls `probe` until it returns a value other than undefined; fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
