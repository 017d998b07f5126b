import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineConnector, defineFeedType, type FetchContext } from '@chorus/core';
import { createJsonClient } from '../api/json-client.ts';
import { idPagingOf } from '../paging/link-header.ts';
import { keyCursor, readKeyedCursor } from '../source/keyed-cursor.ts';
import { readStoredFeed } from '../source/stored-feed.ts';
import { crawlOnce } from './crawl-once.ts';
import { startFakeNetwork } from './fake-network.ts';
import type { FakeNetwork } from './types.ts';

// A Mastodon-sized connector made only of kit pieces, as a connector package would write it.
const hashtagSchema = z.object({ hashtag: z.string().min(1, 'Please enter a hashtag.') });
const statusSchema = z.object({ id: z.string(), content: z.string() });
type Status = z.output<typeof statusSchema>;
const cursorSchema = z.object({ key: z.string(), minId: z.string() });
type Cursor = z.output<typeof cursorSchema>;
const optionsSchema = z.object({ pageSize: z.number().int().default(2) });

async function fetchTag(
  context: FetchContext<Cursor, z.output<typeof optionsSchema>>,
): Promise<{ items: Status[]; cursor: Cursor | null }> {
  const feed = readStoredFeed(context.source, { hashtag: hashtagSchema }, 'Pigeon');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const api = createJsonClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? '',
    network: 'Pigeon',
    access: 'public',
    signal: context.signal,
    clock: context.clock,
  });
  const answer = await api.request(
    `/api/v1/timelines/tag/${feed.options.hashtag}`,
    z.array(statusSchema),
    {
      query: { limit: context.options.pageSize, min_id: previous?.minId },
    },
  );
  context.logger.info('page read', { count: answer.data.length });
  const paging = idPagingOf(answer.headers, answer.url);
  const minId = paging.minId ?? previous?.minId;
  return { items: answer.data, cursor: minId ? keyCursor(feed, { minId }) : null };
}

const pigeonConnector = defineConnector<Status, Cursor, typeof optionsSchema>({
  id: 'pigeon',
  shortCode: 'pg',
  sourceNumber: 99,
  displayName: 'Pigeon',
  icon: 'M0 0h24v24H0z',
  feedTypes: {
    hashtag: defineFeedType({
      title: 'Hashtag',
      schema: hashtagSchema,
      label: (o) => `#${o.hashtag}`,
    }),
  },
  auth: { kind: 'none' },
  baseUrls: { api: 'https://pigeon.invalid' },
  pluginOptionsSchema: optionsSchema,
  fetch: fetchTag,
  normalize: (status) => ({
    externalId: status.id,
    network: 'pigeon',
    author: {},
    title: '',
    description: status.content,
    url: null,
    media: [],
    createdAt: 0,
    likes: 0,
    comments: 0,
  }),
});

const link = (base: string, minId: string) =>
  `<${base}/api/v1/timelines/tag/a?max_id=1>; rel="next", <${base}/api/v1/timelines/tag/a?min_id=${minId}>; rel="prev"`;

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
});

describe('crawlOnce', () => {
  it('crawls with validated plugin options, a logger and a clock, and normalizes', async () => {
    network = await startFakeNetwork([
      {
        path: '/api/v1/timelines/tag/a',
        respond: (request) => ({
          body:
            request.query.get('min_id') === '2'
              ? []
              : [
                  { id: '2', content: 'b' },
                  { id: '1', content: 'a' },
                ],
          headers: { link: link(network!.baseUrl, '2') },
        }),
      },
    ]);
    const result = await crawlOnce({
      connector: pigeonConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'a' },
      network,
      crawls: 2,
    });
    expect(result.errors).toEqual([]);
    expect(result.posts.map((post) => post.description)).toEqual(['b', 'a']);
    expect(result.cursor).toEqual({ key: 'hashtag:{"hashtag":"a"}', minId: '2' });
    // The second crawl continued from the first one's cursor, with the default page size.
    expect(network.requests.map((request) => request.query.toString())).toEqual([
      'limit=2',
      'limit=2&min_id=2',
    ]);
    expect(result.logs).toEqual([
      { level: 'info', message: 'page read', data: { count: 2 } },
      { level: 'info', message: 'page read', data: { count: 0 } },
    ]);
  });

  it('passes the plugin options given to the factory', async () => {
    network = await startFakeNetwork([{ path: '/api/v1/timelines/tag/a', respond: { body: [] } }]);
    await crawlOnce({
      connector: pigeonConnector({ pageSize: 40 }),
      feedType: 'hashtag',
      options: { hashtag: 'a' },
      network,
    });
    expect(network.requests[0]?.query.get('limit')).toBe('40');
  });

  it('returns the failure the owner would read instead of throwing', async () => {
    network = await startFakeNetwork([
      {
        path: '/api/v1/timelines/tag/a',
        respond: { status: 401, body: { error: 'Sign in first' } },
      },
    ]);
    const result = await crawlOnce({
      connector: pigeonConnector(),
      feedType: 'hashtag',
      options: { hashtag: 'a' },
      network,
      cursor: { key: 'hashtag:{"hashtag":"old"}', minId: '7' },
    });
    expect(result.posts).toEqual([]);
    expect(result.errors).toMatchObject([
      {
        kind: 'invalid_source',
        message:
          'Pigeon answered 401 Unauthorized: this feed now asks to sign in, which Chorus cannot do for it (Sign in first).',
      },
    ]);
    // The cursor made for #old was not used for #a.
    expect(network.requests[0]?.query.has('min_id')).toBe(false);
  });
});
