/**
 * One crawl of a Tumblr source through API v2 with the operator's key: a blog's posts
 * (`/v2/blog/{blog}/posts`, paged by `_links.next`) or a tag's (`/v2/tagged`, paged by
 * `before`), in the Neue Post Format, newest first, until a post the previous crawl saw. The
 * cursor keeps the newest post time and the key's tightest rate-limit window.
 */
import type { FetchContext, FetchResult } from '@chorus/core';
import { isSourceError, SourceError } from '@chorus/core';
import {
  collectPages,
  countOption,
  createJsonClient,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { tumblrApiError } from './api-errors.ts';
import { tumblrFeedSchemas } from './feed-types.ts';
import { isSpent, limitOf, limitSchema, quotaOf, type TumblrLimit } from './limits.ts';
import { tumblrMessages } from './messages.ts';
import { shownPostOf } from './shown-post.ts';
import {
  blogPostsAnswerSchema,
  taggedAnswerSchema,
  type TumblrItem,
  type TumblrPost,
} from './wire.ts';

/** Default base URL; `CHORUS_BASE_URL_TUMBLR_API` and tests replace it. */
export const tumblrBaseUrls = { api: 'https://api.tumblr.com' } as const;

/** The plugin options, given in `chorus.config.ts`: `tumblrConnector({ apiKey: … })`. */
export const tumblrOptionsSchema = z.object({
  apiKey: z.string().trim().optional().meta({
    title: 'API key',
    description: 'The OAuth consumer key of a Tumblr app (https://www.tumblr.com/oauth/apps).',
  }),
  pageSize: countOption({ max: 20, default: 20, title: 'Posts per request' }),
  maxPages: countOption({
    max: 10,
    default: 3,
    title: 'Pages per crawl',
    description: 'Older pages wait for the next crawl.',
  }),
});

const cursorSchema = z.object({
  key: z.string(),
  /** The time (unix seconds) of the newest post seen; older ones are not read again. */
  newest: z.number().int().optional(),
  /** The key's tightest rate-limit window at the end of the crawl. */
  limit: limitSchema.optional(),
});

/** Where the previous crawl stopped, and the rate limit it left. */
export type TumblrCursor = z.output<typeof cursorSchema>;

type Options = z.output<typeof tumblrOptionsSchema>;
type Context = FetchContext<TumblrCursor, Options>;
type Feed = ReturnType<typeof readStoredFeed<typeof tumblrFeedSchemas>>;
type Query = Record<string, string | number>;
interface Page {
  readonly posts: TumblrPost[];
  /** The query of the next page, as URL search text; null on the last. */
  readonly next: string | null;
}
/** One API call with the key, its rate-limit headers read. */
type Call = <S extends z.ZodType>(path: string, schema: S, query: Query) => Promise<z.output<S>>;

const hourMs = 3_600_000;

/** Reads what the previous crawl had not seen. */
export async function fetchTumblr(
  context: Context,
): Promise<FetchResult<TumblrItem, TumblrCursor>> {
  const feed = readStoredFeed(context.source, tumblrFeedSchemas, 'Tumblr');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const now = context.clock.now();
  const sourceKey = context.credentials?.['key'] || undefined;
  const key = sourceKey ?? context.options.apiKey;
  if (!key) throw new SourceError('failing', tumblrMessages.needsKey);
  if (isSpent(previous?.limit, now)) throw spentError(previous.limit);

  const apiBase = context.baseUrls['api'] ?? tumblrBaseUrls.api;
  const api = createJsonClient({
    http: context.http,
    baseUrl: apiBase,
    network: 'Tumblr',
    access: 'apiKey',
    signal: context.signal,
    clock: context.clock,
    mapError: (failure) => tumblrApiError(failure, sourceKey !== undefined),
  });
  const state: { limit: TumblrLimit | null } = { limit: previous?.limit ?? null };
  const call: Call = async (path, schema, query) => {
    try {
      const answer = await api.request(path, schema, {
        query: { ...query, api_key: key, npf: 'true' },
      });
      state.limit = limitOf(answer.headers, context.clock.now()) ?? state.limit;
      return answer.data;
    } catch (error) {
      throw withResumeTime(error, path, state.limit, context.clock.now());
    }
  };

  const seenUntil = previous?.newest ?? Number.NEGATIVE_INFINITY;
  const isOld = (post: TumblrPost) => post.timestamp <= seenUntil;
  const readPage = pageReader(call, feed, context.options.pageSize);
  const collected = await collectPages<TumblrPost, string>({
    maxPages: context.options.maxPages,
    signal: context.signal,
    fetchPage: async (token) => {
      const page = await readPage(token);
      // A pinned post stays on top however old it is: it does not end the reading.
      const reachedOld = page.posts.some((post) => !post.is_pinned && isOld(post));
      const spent = isSpent(state.limit, context.clock.now());
      return { items: page.posts, next: reachedOld || spent ? null : page.next };
    },
  });
  context.logger.info('rate limit', {
    pages: collected.pages,
    posts: collected.items.length,
    ...(state.limit ?? {}),
  });

  const fresh = collected.items.filter((post) => !isOld(post));
  const newest = fresh.reduce((latest, post) => Math.max(latest, post.timestamp), seenUntil);
  const shown = new Map<string, TumblrItem>();
  for (const post of fresh) {
    // Private posts and reblogs of deleted posts that add nothing are not shown.
    const view = shownPostOf(post);
    if (view && !shown.has(view.id)) shown.set(view.id, { post, apiBase });
  }
  return {
    items: [...shown.values()],
    cursor: keyCursor(feed, {
      ...(Number.isFinite(newest) ? { newest } : {}),
      ...(state.limit ? { limit: state.limit } : {}),
    }),
    // Tumblr names its windows its own way: the server could not read them from the headers.
    ...(state.limit ? { quota: quotaOf(state.limit) } : {}),
  };
}

/** Reads one page of a feed from a page token (null for the first). */
function pageReader(
  call: Call,
  feed: Feed,
  pageSize: number,
): (token: string | null) => Promise<Page> {
  const nextQuery = (token: string | null): Query =>
    token === null ? {} : Object.fromEntries(new URLSearchParams(token));
  switch (feed.type) {
    case 'blog':
      return async (token) => {
        const path = `/v2/blog/${encodeURIComponent(feed.options.blog)}/posts`;
        const data = await call(path, blogPostsAnswerSchema, {
          limit: pageSize,
          ...nextQuery(token),
        });
        const params = data.response._links?.next?.query_params;
        const next =
          params && data.response.posts.length > 0
            ? new URLSearchParams(
                Object.entries(params)
                  .filter(([name]) => name !== 'api_key')
                  .map(([name, value]): [string, string] => [name, String(value)]),
              ).toString()
            : null;
        // Posts name their blog briefly; the blog's avatar comes with the page.
        const { blog } = data.response;
        const posts = data.response.posts.map((post) =>
          post.blog && !post.blog.avatar && post.blog.name === blog.name && blog.avatar
            ? { ...post, blog: { ...post.blog, avatar: blog.avatar } }
            : post,
        );
        return { posts, next };
      };
    case 'tag':
      return async (token) => {
        const data = await call('/v2/tagged', taggedAnswerSchema, {
          tag: feed.options.tag,
          limit: pageSize,
          ...nextQuery(token),
        });
        const posts = data.response;
        // Posts of a featured tag are ordered, and paged, by the time they were featured.
        const oldest = Math.min(...posts.map((post) => post.featured_timestamp ?? post.timestamp));
        return {
          posts,
          next: posts.length > 0 && Number.isFinite(oldest) ? `before=${oldest}` : null,
        };
      };
  }
}

/** The crawl does not call while the key's window is spent. */
function spentError(limit: TumblrLimit): SourceError {
  return new SourceError(
    'rate_limited',
    `Tumblr's rate limit for this server's API key is spent until ${limit.resetAt}.`,
    new Date(limit.resetAt),
    { quota: quotaOf(limit) },
  );
}

/**
 * A 429 whose headers the safe client could not read a time from (Tumblr states its windows
 * in its own `X-Ratelimit-Per…` headers) resumes when the window last seen reopens, else after
 * the hour Tumblr counts a key's calls in.
 */
function withResumeTime(
  error: unknown,
  path: string,
  limit: TumblrLimit | null,
  now: Date,
): unknown {
  if (!isSourceError(error) || error.kind !== 'rate_limited' || error.retryAt) return error;
  const known = limit && Date.parse(limit.resetAt) > now.getTime() ? new Date(limit.resetAt) : null;
  const resumes = known ?? new Date(now.getTime() + hourMs);
  return new SourceError(
    'rate_limited',
    `Tumblr limits requests to ${path} until ${resumes.toISOString()}.`,
    resumes,
    { cause: error, ...(known && limit ? { quota: quotaOf({ ...limit, remaining: 0 }) } : {}) },
  );
}
