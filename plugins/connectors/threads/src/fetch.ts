/**
 * One crawl of a Threads source through the Threads Graph API (graph.threads.net, v1.0) with
 * the owner's token: a profile's newest posts (`/me/threads`, cursor paging until posts the
 * last crawl saw), or one keyword or topic-tag search (`/keyword_search`), counted against the
 * account's 2,200 searches a rolling day (see `search-quota.ts`). Refusals are read by the
 * kit's Graph error mapping (190 → needs_reauth, 4/17/32/613 → rate_limited...).
 */
import { SourceError, type FetchContext, type FetchResult } from '@chorus/core';
import {
  bearerTokenOf,
  countOption,
  createJsonClient,
  graphMapError,
  graphPageSchema,
  keyCursor,
  nextGraphPageQuery,
  readKeyedCursor,
  readStoredFeed,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { threadsFeedSchemas } from './feed-types.ts';
import { fillMessage, threadsMessages } from './messages.ts';
import {
  defaultSearchLimit,
  searchEntrySchema,
  searchLedger,
  searchQuota,
  windowFreesAt,
  type SearchEntry,
} from './search-quota.ts';
import {
  threadsMediaFields,
  threadsMediaSchema,
  threadsProfileFields,
  threadsProfileSchema,
  type ThreadsItem,
  isRemoved,
  timestampOf,
  type ThreadsMedia,
  type ThreadsProfile,
} from './wire.ts';

/** Default base URLs; configuration (`CHORUS_BASE_URL_THREADS_API`) and tests replace them. */
export const threadsBaseUrls = { api: 'https://graph.threads.net' } as const;

/** The API version every path is under. */
export const threadsApiVersion = 'v1.0';

/** The plugin options, given in `chorus.config.ts`: `threadsConnector({ searchLimit: 1000 })`. */
export const threadsOptionsSchema = z.object({
  pageSize: countOption({
    max: 100,
    default: 50,
    title: 'Posts per request',
    description: 'Threads allows at most 100.',
  }),
  profilePages: countOption({
    max: 10,
    default: 5,
    title: 'Profile pages per crawl',
    description: 'Pages of a profile read at most.',
  }),
  searchPages: countOption({
    max: 5,
    default: 1,
    title: 'Search pages per crawl',
    description: 'Each page is one search of the daily limit.',
  }),
  searchLimit: z
    .number()
    .int()
    .min(1)
    .max(defaultSearchLimit)
    .default(defaultSearchLimit)
    .meta({
      title: 'Searches per account in 24 hours',
      description:
        'Threads allows 2,200 for each account, across every app it uses; set fewer to leave ' +
        'some to other apps.',
    }),
});

/** The plugin options, validated. */
export type ThreadsOptions = z.output<typeof threadsOptionsSchema>;

const cursorSchema = z.object({
  /** The feed the cursor was made for: another query or profile starts afresh. */
  key: z.string(),
  /** The newest post time seen (unix seconds); the next crawl stops there. */
  newest: z.number().int().nonnegative(),
  /** The ids seen at that time, so a post of the same second is not taken for new. */
  seen: z.array(z.string()).max(100),
  /** The account's searches in the window, as this source last knew them (search only). */
  searches: z.array(searchEntrySchema).optional(),
  /** The account they were made by: a source signed in again as another starts afresh. */
  account: z.string().optional(),
});

/** Where the previous crawl stopped. */
export type ThreadsCursor = z.output<typeof cursorSchema>;

/** The searches kept in any cursor, whatever feed it was made for (the account's, not the feed's). */
const storedSearchesSchema = z.object({
  searches: z.array(searchEntrySchema),
  account: z.string().optional(),
});

/** The time a wire entry is ordered by: the repost's own time, else the original's. */
function entryTime(media: ThreadsMedia): number | null {
  return timestampOf(media.timestamp ?? media.reposted_post?.timestamp);
}

interface Paged {
  readonly items: ThreadsItem[];
  /** The newest time and its ids among the posts read. */
  readonly newest: number;
  readonly seen: string[];
}

/** Reads pages newest first until a post the last crawl saw, the last page or the page limit. */
async function readPages(
  context: FetchContext<ThreadsCursor, ThreadsOptions>,
  api: JsonClient,
  request: {
    readonly path: string;
    readonly query: Readonly<Record<string, string | number | undefined>>;
    readonly maxPages: number;
    /**
     * Whether the answer is newest first, so the first post the last crawl saw ends the crawl;
     * a most-popular search is not, and gives every post (the store keeps one of each).
     */
    readonly newestFirst: boolean;
    readonly profile: ThreadsProfile | null;
    /** Before each page is asked for; false stops (a spent search limit). */
    readonly beforePage?: (page: number) => boolean;
    /** After each page, with how many entries it had. */
    readonly afterPage?: (entries: number) => void;
  },
  previous: ThreadsCursor | null,
): Promise<Paged> {
  const items: ThreadsItem[] = [];
  let newest = previous?.newest ?? 0;
  let seen = new Set(previous?.seen ?? []);
  const seenBefore = new Set(previous?.seen ?? []);
  let after: Record<string, string> | null = {};
  let removed = 0;
  for (let page = 0; page < request.maxPages && after !== null; page++) {
    if (request.beforePage && !request.beforePage(page)) break;
    const answer = await api.request(`/${threadsApiVersion}${request.path}`, graphPageSchema, {
      query: { ...request.query, ...after },
    });
    request.afterPage?.(answer.data.data.length);
    let reachedSeen = false;
    for (const entry of answer.data.data) {
      const parsed = threadsMediaSchema.safeParse(entry);
      if (!parsed.success) {
        // Refused alone by normalize (the crawl records why); the rest of the page goes on.
        items.push({ media: entry, profile: request.profile });
        continue;
      }
      const media = parsed.data;
      const time = entryTime(media);
      const seenAlready =
        previous !== null && time !== null && (time < previous.newest || seenBefore.has(media.id));
      if (request.newestFirst && seenAlready) {
        reachedSeen = true;
        continue;
      }
      if (isRemoved(media)) {
        removed += 1;
        continue;
      }
      items.push({ media: entry, profile: request.profile });
      if (time !== null && time > newest) {
        newest = time;
        seen = new Set([media.id]);
      } else if (time !== null && time === newest) {
        seen.add(media.id);
      }
    }
    if (reachedSeen) break;
    after = nextGraphPageQuery(answer.data.paging);
  }
  if (removed > 0) context.logger.debug('removed posts left out', { removed });
  return { items, newest, seen: [...seen].slice(-100) };
}

/** The account a search is counted for: the signed-in Threads user, else this source alone. */
function accountOf(context: FetchContext<ThreadsCursor, ThreadsOptions>): string {
  return context.credentials?.['userId'] || `source:${context.source.id}`;
}

/** Reads the newest posts of a Threads source. */
export async function fetchThreads(
  context: FetchContext<ThreadsCursor, ThreadsOptions>,
): Promise<FetchResult<ThreadsItem, ThreadsCursor>> {
  const feed = readStoredFeed(context.source, threadsFeedSchemas, 'Threads');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const token = bearerTokenOf(context.credentials);
  if (!token) {
    throw new SourceError(
      'needs_reauth',
      'This Threads source has no sign-in yet: sign in to Threads to read it.',
    );
  }
  const now = () => context.clock.now();
  const api = createJsonClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? threadsBaseUrls.api,
    network: 'Threads',
    access: 'signedIn',
    headers: { authorization: `Bearer ${token}` },
    signal: context.signal,
    clock: context.clock,
    mapError: graphMapError({
      network: 'Threads',
      now,
      permissionMessage: () =>
        feed.type === 'search'
          ? threadsMessages.searchNotAllowed
          : 'Threads did not give Chorus permission to read this account (threads_basic). ' +
            'Sign in again and allow every permission Chorus asks for.',
    }),
  });

  if (feed.type === 'profile') {
    const profile = await api.get(`/${threadsApiVersion}/me`, threadsProfileSchema, {
      fields: threadsProfileFields,
    });
    const wanted = feed.options.username;
    if (wanted && wanted.toLowerCase() !== profile.username.toLowerCase()) {
      throw new SourceError(
        'needs_reauth',
        fillMessage(threadsMessages.otherAccount, { signedIn: profile.username, wanted }),
      );
    }
    const paged = await readPages(
      context,
      api,
      {
        path: '/me/threads',
        query: {
          fields: threadsMediaFields,
          limit: context.options.pageSize,
          // Threads refuses a `since` before 2023-07-05; a first crawl reads the newest pages.
          since: previous && previous.newest >= 1688540400 ? previous.newest : undefined,
        },
        maxPages: context.options.profilePages,
        newestFirst: true,
        profile,
      },
      previous,
    );
    return {
      items: paged.items,
      cursor: keyCursor(feed, { newest: paged.newest, seen: paged.seen }),
    };
  }

  if (feed.type !== 'search') {
    // Never reached: an unavailable feed type's options never parse.
    throw new SourceError('invalid_source', threadsMessages.otherProfileReason);
  }
  // A search: count it against the account's rolling-day limit, and stop before the limit.
  const { query, mode, order } = feed.options;
  const account = accountOf(context);
  const limit = context.options.searchLimit;
  const stored = storedSearchesSchema.safeParse(context.cursor);
  if (stored.success && (stored.data.account ?? account) === account) {
    searchLedger.learn(account, stored.data.searches, now());
  }
  let spent: SearchEntry[] | null = null;
  const paged = await readPages(
    context,
    api,
    {
      path: '/keyword_search',
      query: {
        q: query,
        search_type: order,
        search_mode: mode,
        fields: threadsMediaFields,
        limit: context.options.pageSize,
        since:
          order === 'RECENT' && previous && previous.newest >= 1688540400
            ? previous.newest
            : undefined,
      },
      maxPages: context.options.searchPages,
      newestFirst: order === 'RECENT',
      profile: null,
      beforePage: () => {
        const used = searchLedger.inWindow(account, now());
        if (used.length < limit) return true;
        spent = used;
        return false;
      },
      // A search that finds nothing does not count (Meta's documentation).
      afterPage: (entries) => {
        if (entries > 0) searchLedger.record(account, context.source.id, now());
      },
    },
    previous,
  );
  const used = searchLedger.inWindow(account, now());
  const quota = searchQuota(used, limit);
  const username = context.credentials?.['username'];
  context.logger.info('searches used in the last 24 hours', { used: used.length, limit });
  if (spent !== null && paged.items.length === 0) {
    const retryAt = windowFreesAt(used, now());
    const words = {
      limit: limit.toLocaleString('en-US'),
      used: used.length.toLocaleString('en-US'),
      time: retryAt.toISOString().slice(11, 16),
      account: username ?? '',
    };
    throw new SourceError(
      'rate_limited',
      fillMessage(
        username ? threadsMessages.searchLimitReached : threadsMessages.searchLimitReachedUnnamed,
        words,
      ),
      retryAt,
      { quota },
    );
  }
  return {
    items: paged.items,
    cursor: keyCursor(feed, {
      newest: paged.newest,
      seen: paged.seen,
      searches: used.slice(-limit),
      account,
    }),
    quota,
  };
}
