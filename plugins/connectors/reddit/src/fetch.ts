/**
 * One crawl of a Reddit source: Listing pages (`limit`, then `after` the last fullname) of a
 * subreddit's new posts, a user's submissions or a search inside a subreddit, newest first,
 * until the posts the previous crawl saw, at most `maxPages` pages. NSFW and removed posts are
 * dropped here: they never reach the wall.
 */
import type { FetchContext, FetchResult } from '@chorus/core';
import {
  collectPages,
  countOption,
  createQuotaMeter,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { bareName, redditFeedSchemas } from './feed-types.ts';
import { withAppToken } from './token.ts';
import { listingSchema, type RedditItem } from './wire.ts';

/** Default base URLs; `CHORUS_BASE_URL_REDDIT_API` / `_AUTH` and tests replace them. */
export const redditBaseUrls = {
  api: 'https://oauth.reddit.com',
  auth: 'https://www.reddit.com',
} as const;

/** The plugin options, given in `chorus.config.ts`: `redditConnector({ operator: 'me' })`. */
export const redditOptionsSchema = z.object({
  platform: z.string().default('server').meta({ title: 'Platform in the User-Agent' }),
  appId: z.string().default('chorus').meta({ title: 'App id in the User-Agent' }),
  version: z.string().default('1.0.0').meta({ title: 'Version in the User-Agent' }),
  operator: z
    .string()
    .default('chorus')
    .meta({ title: 'Reddit username of the operator', description: 'Named in the User-Agent.' }),
  clientId: z.string().min(1).optional().meta({
    title: "Client id of the operator's Reddit app",
    description: 'Used by every source.',
  }),
  clientSecret: z.string().min(1).optional().meta({ title: 'Client secret of that app' }),
  pageSize: countOption({ max: 100, default: 50, title: 'Posts per request' }),
  maxPages: countOption({ max: 10, default: 3, title: 'Pages per crawl' }),
});

type Options = z.output<typeof redditOptionsSchema>;

/** Reddit asks for `<platform>:<app id>:<version> (by /u/<username>)`. */
export const userAgentOf = (options: Options): string =>
  `${options.platform}:${options.appId}:${options.version} (by /u/${options.operator})`;

const cursorSchema = z.object({
  /** The feed the cursor was made for: another feed starts afresh. */
  key: z.string(),
  /** `created_utc` of the newest post seen; older pages are not read again. */
  newest: z.number(),
});

/** Where the previous crawl stopped. */
export type RedditCursor = z.output<typeof cursorSchema>;

type Feed = ReturnType<typeof readStoredFeed<typeof redditFeedSchemas>>;

function listingPath(feed: Feed): { path: string; query: Record<string, string> } {
  switch (feed.type) {
    case 'subreddit':
      return { path: `/r/${bareName(feed.options.subreddit)}/new`, query: {} };
    case 'user':
      return { path: `/user/${bareName(feed.options.user)}/submitted`, query: { sort: 'new' } };
    case 'search':
      return {
        path: `/r/${bareName(feed.options.subreddit)}/search`,
        query: { q: feed.options.query, restrict_sr: '1', sort: 'new' },
      };
  }
}

/** A post the wall never shows: NSFW, or removed or deleted by anyone. */
export function isHidden(post: RedditItem): boolean {
  const gone = (text: string) => text === '[removed]' || text === '[deleted]';
  return (
    post.over_18 ||
    (post.removed_by_category ?? null) !== null ||
    gone(post.selftext) ||
    gone(post.author)
  );
}

/** The operator's app from the plugin options, when given: sources without their own use it. */
function operatorApp(options: Options): Record<string, string> | null {
  const { clientId, clientSecret } = options;
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** Reads the newest posts of a source, back to those the previous crawl saw. */
export async function fetchReddit(
  context: FetchContext<RedditCursor, Options>,
): Promise<FetchResult<RedditItem, RedditCursor>> {
  const feed = readStoredFeed(context.source, redditFeedSchemas, 'Reddit');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const seenUntil = previous?.newest ?? Number.NEGATIVE_INFINITY;
  const { path, query } = listingPath(feed);
  // The listing calls' window (`X-Ratelimit-Used/-Remaining/-Reset`; the token call counts
  // apart), shown to the owner beside the source.
  const meter = createQuotaMeter(context.clock);

  const crawl = (api: JsonClient) =>
    collectPages<RedditItem, string>({
      maxPages: context.options.maxPages,
      signal: context.signal,
      fetchPage: async (after) => {
        const answer = await api.request(path, listingSchema, {
          query: { ...query, limit: context.options.pageSize, after: after ?? undefined },
        });
        meter.see(answer.rateLimit);
        const page = answer.data;
        const items = page.data.children.filter((child) => child.kind === 't3');
        const posts = items.map((child) => child.data);
        const reachedSeen = posts.some((post) => post.created_utc <= seenUntil);
        // A spent window (`X-Ratelimit-Remaining` under 1) ends the crawl before Reddit says 429.
        const spent = (answer.rateLimit.remaining ?? Number.POSITIVE_INFINITY) < 1;
        if (spent) context.logger.info('rate limit spent', { resetAt: answer.rateLimit.resetAt });
        return { items: posts, next: reachedSeen || spent ? null : page.data.after };
      },
    });

  const collected = await withAppToken(
    {
      http: context.http,
      apiBaseUrl: context.baseUrls['api'] ?? redditBaseUrls.api,
      authBaseUrl: context.baseUrls['auth'] ?? redditBaseUrls.auth,
      userAgent: userAgentOf(context.options),
      signal: context.signal,
      clock: context.clock,
    },
    context.credentials ?? operatorApp(context.options),
    crawl,
  );

  const fresh = collected.items.filter((post) => post.created_utc > seenUntil);
  const shown = fresh.filter((post) => !isHidden(post));
  const unique = [...new Map(shown.map((post) => [post.name, post])).values()];
  context.logger.debug('pages read', { pages: collected.pages, posts: unique.length });
  const newest = fresh.reduce((latest, post) => Math.max(latest, post.created_utc), seenUntil);
  return {
    items: unique,
    cursor: Number.isFinite(newest) ? keyCursor(feed, { newest }) : null,
    ...(meter.quota ? { quota: meter.quota } : {}),
  };
}
