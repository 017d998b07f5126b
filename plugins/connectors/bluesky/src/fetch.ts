/**
 * One crawl of a Bluesky source: the newest posts of an account, a search, a custom feed or a
 * list, page after page (the XRPC `cursor`) until the posts the previous crawl had seen, at
 * most `maxPages` pages. Reposts come as the original post by its author; replies are left out
 * unless the source asks for them.
 */
import type { FetchContext, FetchResult } from '@chorus/core';
import { SourceError } from '@chorus/core';
import {
  collectPages,
  countOption,
  createJsonClient,
  createQuotaMeter,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { blueskyFeedSchemas } from './feed-types.ts';
import { blueskyMessages } from './messages.ts';
import { blueskyCredentialsSchema, withSession } from './session.ts';
import {
  feedPageSchema,
  searchPageSchema,
  type BlueskyItem,
  type feedViewPostSchema,
} from './wire.ts';

/**
 * Default base URLs; `CHORUS_BASE_URL_BLUESKY_APPVIEW` / `_PDS` and tests replace them. The
 * public AppView answers without sign-in; signed-in calls go to the account's service (PDS),
 * which passes `app.bsky.*` calls on to the AppView.
 */
export const blueskyBaseUrls = {
  appview: 'https://public.api.bsky.app',
  pds: 'https://bsky.social',
} as const;

/** The plugin options, given in `chorus.config.ts`: `blueskyConnector({ maxPages: 2 })`. */
export const blueskyOptionsSchema = z.object({
  pageSize: countOption({
    max: 100,
    default: 50,
    title: 'Posts per request',
    description: 'At most 100.',
  }),
  maxPages: countOption({
    max: 10,
    default: 3,
    title: 'Pages per crawl',
    description: 'Older pages wait for the next crawl.',
  }),
});

const cursorSchema = z.object({
  /** The feed the cursor was made for: another feed starts afresh. */
  key: z.string(),
  /** When the newest post seen was indexed (or reposted); older pages are not read again. */
  newest: z.string(),
});

/** Where the previous crawl stopped. */
export type BlueskyCursor = z.output<typeof cursorSchema>;

type Context = FetchContext<BlueskyCursor, z.output<typeof blueskyOptionsSchema>>;
type Feed = ReturnType<typeof readStoredFeed<typeof blueskyFeedSchemas>>;
type Entry = z.output<typeof feedViewPostSchema>;
/** One post with the time it entered the feed (a repost's time for a repost). */
interface Dated {
  readonly post: BlueskyItem;
  readonly at: string;
}

const xrpc = (method: string) => `/xrpc/${method}`;

/** The request of one page of a feed type. */
async function readPage(
  api: JsonClient,
  feed: Feed,
  limit: number,
  cursor: string | null,
): Promise<{ items: Dated[]; next: string | undefined }> {
  const page = { limit, cursor: cursor ?? undefined };
  const entries = (data: { feed: Entry[]; cursor?: string | undefined }) => ({
    items: data.feed.map((entry) => ({
      post: entry.post,
      at:
        typeof entry.reason?.['indexedAt'] === 'string'
          ? entry.reason['indexedAt']
          : entry.post.indexedAt,
    })),
    next: data.cursor,
  });
  switch (feed.type) {
    case 'account': {
      const filter = feed.options.includeReplies ? 'posts_with_replies' : 'posts_no_replies';
      const query = { ...page, actor: feed.options.actor.replace(/^@/, ''), filter };
      return entries(await api.get(xrpc('app.bsky.feed.getAuthorFeed'), feedPageSchema, query));
    }
    case 'feed':
      return entries(
        await api.get(xrpc('app.bsky.feed.getFeed'), feedPageSchema, {
          ...page,
          feed: feed.options.uri,
        }),
      );
    case 'list':
      return entries(
        await api.get(xrpc('app.bsky.feed.getListFeed'), feedPageSchema, {
          ...page,
          list: feed.options.uri,
        }),
      );
    case 'search': {
      const query = { ...page, q: feed.options.query, sort: 'latest' };
      const data = await api.get(xrpc('app.bsky.feed.searchPosts'), searchPageSchema, query);
      return { items: data.posts.map((post) => ({ post, at: post.indexedAt })), next: data.cursor };
    }
  }
}

/** A search without sign-in that the AppView refuses says what to do. */
function searchRefused(failure: { status: number; suffix: string }): SourceError | undefined {
  if (failure.status !== 401 && failure.status !== 403) return undefined;
  return new SourceError('needs_reauth', `${blueskyMessages.searchNeedsSignIn}${failure.suffix}`);
}

/** Reads the newest posts of a source, back to those the previous crawl saw. */
export async function fetchBluesky(
  context: Context,
): Promise<FetchResult<BlueskyItem, BlueskyCursor>> {
  const feed = readStoredFeed(context.source, blueskyFeedSchemas, 'Bluesky');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  // A custom feed orders posts as its generator likes (by popularity, say), not by time: its
  // first pages are read again each crawl and the upsert keeps what it already has.
  const seenUntil =
    previous && feed.type !== 'feed' ? Date.parse(previous.newest) : Number.NEGATIVE_INFINITY;
  const isOld = (item: Dated) => Date.parse(item.at) <= seenUntil;

  const crawl = (api: JsonClient) =>
    collectPages<Dated, string>({
      maxPages: context.options.maxPages,
      signal: context.signal,
      fetchPage: async (token) => {
        const page = await readPage(api, feed, context.options.pageSize, token);
        return { items: page.items, next: page.items.some(isOld) ? null : page.next };
      },
    });

  // The reads' rate limit (`ratelimit-*` headers), shown to the owner beside the source.
  const meter = createQuotaMeter(context.clock);
  const credentials = blueskyCredentialsSchema.safeParse(context.credentials ?? {});
  const collected = credentials.success
    ? await withSession(
        {
          http: context.http,
          service: context.baseUrls['pds'] ?? blueskyBaseUrls.pds,
          signal: context.signal,
          clock: context.clock,
          onRateLimit: meter.see,
        },
        credentials.data,
        crawl,
      )
    : await crawl(
        createJsonClient({
          http: context.http,
          baseUrl: context.baseUrls['appview'] ?? blueskyBaseUrls.appview,
          network: 'Bluesky',
          access: 'public',
          signal: context.signal,
          clock: context.clock,
          onRateLimit: meter.see,
          ...(feed.type === 'search' ? { mapError: searchRefused } : {}),
        }),
      );

  const fresh = collected.items.filter((item) => !isOld(item));
  const kept = fresh.filter(
    (item) => feed.options.includeReplies || item.post.record.reply === undefined,
  );
  const unique = [...new Map(kept.map((item) => [item.post.uri, item.post])).values()];
  context.logger.debug('pages read', { pages: collected.pages, posts: unique.length });

  const newest = fresh.reduce<string | undefined>(
    (latest, item) =>
      latest === undefined || Date.parse(item.at) > Date.parse(latest) ? item.at : latest,
    previous?.newest,
  );
  return {
    items: unique,
    cursor: newest ? keyCursor(feed, { newest }) : null,
    ...(meter.quota ? { quota: meter.quota } : {}),
  };
}
