/**
 * One crawl of an X source: the request of its feed type, up to a few pages newest first, and
 * the cursor the next crawl starts from (`since_id` and the ids already looked up).
 */
import { z } from 'zod';
import { SourceError, type FetchContext, type FetchResult } from '@chorus/core';
import { collectPages, createQuotaMeter, keyCursor, readKeyedCursor } from '@chorus/connector-kit';
import { createXClient, tokenFromCredentials } from './client.ts';
import { planCrawl } from './plans.ts';
import { readSourceFeed } from './source-feed.ts';
import { itemsOfPage, tweetPageSchema, type TwitterItem, type TwitterProblem } from './wire.ts';

/** Default base URLs; configuration (and tests) may point `api` elsewhere. */
export const twitterBaseUrls = { api: 'https://api.x.com' } as const;

/**
 * Pages read per crawl (100 posts each). A busy hashtag may have more new posts between two
 * crawls; a wall shows the newest, so older ones beyond this are left out rather than spending
 * the app's monthly read allowance on them.
 */
export const maxPagesPerCrawl = 5;

const snowflake = z.string().regex(/^\d+$/);

/** Where the previous crawl of a source stopped. */
export const twitterCursorSchema = z.object({
  /** What the cursor was made for (feed type and options); another one starts afresh. */
  key: z.string(),
  /**
   * The newest post seen (search, timeline, list: used as `since_id` or an id floor); for
   * likes, the most recently liked post seen, where the next crawl stops.
   */
  sinceId: snowflake.optional(),
  /** The user id of the handle, looked up once. */
  userId: snowflake.optional(),
  /** The list id, found once from the handle and list name. */
  listId: snowflake.optional(),
});

/** Where the previous crawl of a source stopped. */
export type TwitterCursor = z.output<typeof twitterCursorSchema>;

/**
 * A page with `errors[]` and no posts: X answers 200 when a timeline is protected, suspended or
 * gone, and the owner must change the source.
 */
function refusedFeed(path: string, errors: readonly TwitterProblem[]): SourceError {
  const detail = errors[0]?.detail ?? errors[0]?.title ?? 'no reason given';
  return new SourceError('invalid_source', `X would not show ${path} (${detail}).`);
}

/** Crawls one X source: every new post (up to {@link maxPagesPerCrawl} pages) and the cursor. */
export async function fetchTwitter(
  context: FetchContext<TwitterCursor>,
): Promise<FetchResult<TwitterItem, TwitterCursor>> {
  const feed = readSourceFeed(context.source);
  const previous = readKeyedCursor(context.cursor, twitterCursorSchema, feed);
  let remaining: number | undefined;
  // X's window for the endpoint (`x-rate-limit-*`), shown to the owner beside the source.
  const meter = createQuotaMeter(context.clock);
  const get = createXClient({
    http: context.http,
    apiBase: context.baseUrls['api'] ?? twitterBaseUrls.api,
    token: tokenFromCredentials(context.credentials),
    signal: context.signal,
    clock: context.clock,
    onRateLimit: (limit) => {
      remaining = limit.remaining;
      meter.see(limit);
    },
  });
  const plan = await planCrawl(feed, previous ?? {}, get);

  const { items } = await collectPages<TwitterItem, string>({
    maxPages: maxPagesPerCrawl,
    signal: context.signal,
    async fetchPage(token) {
      const query = { ...plan.query, [plan.tokenParam]: token ?? undefined };
      const body = await get(plan.path, query, tweetPageSchema);
      if (!body.data && body.errors?.length) throw refusedFeed(plan.path, body.errors);
      const { fresh, reachedSeen } = plan.keep(itemsOfPage(body));
      // With no request left in X's window, the next page would only earn a 429.
      const stop = reachedSeen || remaining === 0;
      return { items: fresh, next: stop ? null : body.meta?.next_token };
    },
  });

  const sinceId = plan.newestSeen(items, previous?.sinceId);
  return {
    items,
    cursor: keyCursor(feed, { ...plan.ids, ...(sinceId ? { sinceId } : {}) }),
    ...(meter.quota ? { quota: meter.quota } : {}),
  };
}
