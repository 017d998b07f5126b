/**
 * One crawl of an Instagram source through the Graph API:
 *
 * - `profile` (Instagram Login, `graph.instagram.com`): `/{ig-user-id}/media`, newest first, pages followed by their `after` cursor
 *   until posts the previous crawl saw;
 * - `tagged` (Facebook Login, `graph.facebook.com`, as is hashtag): `/{ig-user-id}/tags`, the
 *   same way;
 * - `hashtag`: the hashtag's node id (from the ledger, else `ig_hashtag_search`, once), then
 *   `/{ig-hashtag-id}/recent_media` or `/top_media` with `user_id`. Instagram's hashtag limit
 *   is checked first (hashtag-ledger.ts) and reported as the source's quota.
 *
 * The token and the account id come from the sign-in (oauth.ts) as the source's credentials.
 * Each media object is checked alone: a malformed one is refused with a warning, a stub left by
 * a removed post is skipped, and the others are kept.
 */
import { SourceError, type FetchContext, type FetchResult, type SourceQuota } from '@chorus/core';
import {
  bearerTokenOf,
  collectPages,
  graphPageSchema,
  keyCursor,
  nextGraphCursor,
  readKeyedCursor,
  readStoredFeed,
} from '@chorus/connector-kit';
import { z } from 'zod';
import {
  hashtagOptionsSchema,
  hashtagsPerWeek,
  profileOptionsSchema,
  taggedOptionsSchema,
  type InstagramFeedType,
} from './feed-types.ts';
import { graphClient, instagramBaseUrls, type InstagramLogin } from './graph.ts';
import { instagramLoginMark } from './instagram-login.ts';
import {
  judgeHashtag,
  ledgerEntrySchema,
  updateLedger,
  type LedgerEntry,
} from './hashtag-ledger.ts';
import { instagramMessage } from './messages.ts';
import { parseGraphTime } from './normalize.ts';
import {
  hashtagSearchSchema,
  instagramMediaSchema,
  mediaFields,
  recentlySearchedSchema,
  removedMediaSchema,
  type InstagramItem,
} from './wire.ts';

export { instagramBaseUrls } from './graph.ts';

/** The plugin options, given in `chorus.config.ts`: `instagramConnector({ pageSize: 25 })`. */
export const instagramOptionsSchema = z.object({
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(50)
    .default(25)
    .meta({ title: 'Posts per request', description: 'At most 50 (the hashtag edges’ limit).' }),
  maxPages: z
    .number()
    .int()
    .min(1)
    .max(10)
    .default(3)
    .meta({ title: 'Pages per crawl', description: 'Pages read at most in one crawl.' }),
});

export type InstagramOptions = z.output<typeof instagramOptionsSchema>;

const cursorSchema = z.object({
  /** The feed the cursor was made for: another hashtag or account starts afresh. */
  key: z.string(),
  /** The account that read it. */
  igUserId: z.string(),
  /** Newest post time seen (unix seconds), for profile and tagged feeds. */
  newest: z.number().optional(),
  /** The hashtag's node id, once found. */
  hashtagId: z.string().optional(),
  /** When this source searched its hashtag (unix ms). */
  searchedAt: z.number().optional(),
  /** The account's searched hashtags, as last read (hashtag-ledger.ts). */
  ledger: z.array(ledgerEntrySchema).optional(),
});

/** Where the previous crawl stopped. */
export type InstagramCursor = z.output<typeof cursorSchema>;

const schemas = {
  profile: profileOptionsSchema,
  tagged: taggedOptionsSchema,
  hashtag: hashtagOptionsSchema,
};

/** The signed-in account, as the sign-in stored it beside the token. */
export function signedInAccount(
  credentials: Readonly<Record<string, string>> | null,
  feedType: InstagramFeedType,
): {
  token: string;
  igUserId: string;
  username: string;
  /** Which login made the token: it decides the API host. */
  login: InstagramLogin;
} {
  const token = bearerTokenOf(credentials);
  const igUserId = credentials?.['igUserId'];
  if (!token || !igUserId) {
    throw new SourceError(
      'needs_reauth',
      feedType === 'profile'
        ? 'Instagram is not signed in for this source: sign in to Instagram to connect it.'
        : 'Instagram is not signed in for this source: sign in with Facebook to connect it.',
    );
  }
  return {
    token,
    igUserId,
    username: credentials['igUsername'] ?? igUserId,
    login: credentials['login'] === instagramLoginMark.login ? 'instagram' : 'facebook',
  };
}

/** Checks every item alone: malformed ones are refused, removed ones skipped. */
function readItems(
  data: readonly unknown[],
  feed: InstagramItem['feed'],
  logger: FetchContext<unknown>['logger'],
): InstagramItem[] {
  const items: InstagramItem[] = [];
  for (const raw of data) {
    const parsed = instagramMediaSchema.safeParse(raw);
    if (parsed.success) {
      items.push({ media: parsed.data, feed });
      continue;
    }
    if (removedMediaSchema.safeParse(raw).success) {
      logger.debug('removed media skipped', { id: (raw as { id: string }).id });
      continue;
    }
    const issue = parsed.error.issues[0];
    const id =
      typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string'
        ? (raw as { id: string }).id
        : '(no id)';
    logger.warn('malformed media refused', {
      id,
      at: issue?.path.join('.') ?? '',
      problem: issue?.message ?? '',
    });
  }
  return items;
}

/** Reads one crawl of a source. */
export async function fetchInstagram(
  context: FetchContext<InstagramCursor, InstagramOptions>,
): Promise<FetchResult<InstagramItem, InstagramCursor>> {
  const feed = readStoredFeed(context.source, schemas, 'Instagram');
  const account = signedInAccount(context.credentials, feed.type);
  const stored = readKeyedCursor(context.cursor, cursorSchema, feed);
  // A cursor of another account (signed in again as someone else) starts afresh.
  const previous = stored?.igUserId === account.igUserId ? stored : null;
  // Instagram Login's tokens read graph.instagram.com; Facebook Login's graph.facebook.com (a
  // profile signed in that way before profiles had their own sign-in still reads there).
  const api = graphClient({
    http: context.http,
    baseUrl:
      account.login === 'instagram'
        ? (context.baseUrls['igApi'] ?? instagramBaseUrls.igApi)
        : (context.baseUrls['api'] ?? instagramBaseUrls.api),
    token: account.token,
    signal: context.signal,
    clock: context.clock,
    login: account.login,
  });
  const { pageSize, maxPages } = context.options;

  if (feed.type === 'hashtag') {
    return fetchHashtag(context, api, account, feed, previous);
  }

  const edge = feed.type === 'profile' ? 'media' : 'tags';
  const fields = [...mediaFields, 'username'].join(',');
  const since = previous?.newest ?? null;
  let reachedSeen = false;
  const pages = await collectPages<InstagramItem, string>({
    maxPages,
    signal: context.signal,
    fetchPage: async (after) => {
      const page = await api.get(
        `${encodeURIComponent(account.igUserId)}/${edge}`,
        graphPageSchema,
        { fields, limit: pageSize, after: after ?? undefined },
      );
      const items = readItems(
        page.data,
        feed.type === 'profile' ? 'profile' : 'tagged',
        context.logger,
      );
      const fresh = items.filter((item) => {
        const time = parseGraphTime(item.media.timestamp);
        return since === null || time === null || time > since;
      });
      reachedSeen = fresh.length < items.length;
      return { items: fresh, next: reachedSeen ? null : nextGraphCursor(page.paging) };
    },
  });
  context.logger.debug('pages read', {
    pages: pages.pages,
    posts: pages.items.length,
    reachedSeen,
  });
  const times = pages.items
    .map((item) => parseGraphTime(item.media.timestamp))
    .filter((time): time is number => time !== null);
  const newest = Math.max(since ?? 0, ...times);
  return {
    items: pages.items,
    cursor: keyCursor(feed, {
      igUserId: account.igUserId,
      ...(newest > 0 ? { newest } : {}),
    }),
  };
}

type GraphApi = ReturnType<typeof graphClient>;

/** Reads the account's searched hashtags and updates the ledger. */
export async function readLedger(
  api: GraphApi,
  igUserId: string,
  previous: readonly LedgerEntry[],
  now: Date,
): Promise<LedgerEntry[]> {
  const searched = await api.get(
    `${encodeURIComponent(igUserId)}/recently_searched_hashtags`,
    recentlySearchedSchema,
    { fields: 'id,name', limit: hashtagsPerWeek },
  );
  return updateLedger(previous, searched.data, now);
}

/** The refusal of a 31st hashtag, for the crawl and for the sign-in. */
export function hashtagLimitError(
  username: string,
  hashtag: string,
  freesAt: Date | null,
  now: Date,
): SourceError {
  const message = instagramMessage('instagramHashtagLimit', {
    account: username,
    hashtag,
    after: freesAt ? ` (about ${freesAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)` : '',
  });
  const retryAt = freesAt && freesAt > now ? freesAt : new Date(now.getTime() + 24 * 3600_000);
  return new SourceError('rate_limited', message, retryAt, {
    quota: hashtagQuota(hashtagsPerWeek, freesAt),
  });
}

/** The hashtag limit as the source's quota: "N of 30 ... left". */
export function hashtagQuota(used: number, freesAt: Date | null): SourceQuota {
  return {
    unit: 'searches',
    period: 'window',
    limit: hashtagsPerWeek,
    remaining: Math.max(0, hashtagsPerWeek - used),
    resetsAt: freesAt,
  };
}

/**
 * The hashtag's node id: known to the cursor or the ledger, else searched (which spends one of
 * the 30 when the account has not searched it this week); a 31st is refused before searching.
 */
export async function resolveHashtag(
  api: GraphApi,
  account: { igUserId: string; username: string },
  hashtag: string,
  ledger: readonly LedgerEntry[],
  now: Date,
): Promise<{ id: string; searched: boolean; ledger: LedgerEntry[] }> {
  const verdict = judgeHashtag(ledger, hashtag);
  if (verdict.knownId !== null)
    return { id: verdict.knownId, searched: false, ledger: [...ledger] };
  if (!verdict.allowed) throw hashtagLimitError(account.username, hashtag, verdict.freesAt, now);
  const found = await api.get('ig_hashtag_search', hashtagSearchSchema, {
    user_id: account.igUserId,
    q: hashtag.toLowerCase(),
  });
  const id = found.data[0]?.id;
  if (id === undefined) {
    throw new SourceError(
      'invalid_source',
      instagramMessage('instagramHashtagUnknown', { hashtag }),
    );
  }
  const entry = { id, name: hashtag.toLowerCase(), since: now.getTime() };
  return {
    id,
    searched: true,
    ledger: [...ledger.filter((other) => other.id !== id), entry],
  };
}

async function fetchHashtag(
  context: FetchContext<InstagramCursor, InstagramOptions>,
  api: GraphApi,
  account: { igUserId: string; username: string },
  feed: { type: 'hashtag'; options: z.output<typeof hashtagOptionsSchema> },
  previous: InstagramCursor | null,
): Promise<FetchResult<InstagramItem, InstagramCursor>> {
  const now = context.clock.now();
  const { hashtag, order } = feed.options;
  let ledger = await readLedger(api, account.igUserId, previous?.ledger ?? [], now);
  let hashtagId = previous?.hashtagId;
  let searchedAt = previous?.searchedAt;
  if (hashtagId === undefined) {
    const resolved = await resolveHashtag(api, account, hashtag, ledger, now);
    hashtagId = resolved.id;
    ledger = resolved.ledger;
    if (resolved.searched) searchedAt = now.getTime();
  } else if (!ledger.some((entry) => entry.id === hashtagId)) {
    // Its 7 days are over: reading it again counts anew, so it needs a free slot.
    const verdict = judgeHashtag(ledger, hashtag);
    if (!verdict.allowed) throw hashtagLimitError(account.username, hashtag, verdict.freesAt, now);
    ledger = [...ledger, { id: hashtagId, name: hashtag.toLowerCase(), since: now.getTime() }];
    searchedAt = now.getTime();
  }
  const verdict = judgeHashtag(ledger, hashtag);
  context.logger.debug('hashtag limit', { used: verdict.used, limit: hashtagsPerWeek });
  const fields = mediaFields.join(',');
  const pages = await collectPages<InstagramItem, string>({
    // Top media change slowly: one page is enough.
    maxPages: order === 'top' ? 1 : context.options.maxPages,
    signal: context.signal,
    fetchPage: async (after) => {
      const page = await api.get(
        `${encodeURIComponent(hashtagId)}/${order === 'top' ? 'top_media' : 'recent_media'}`,
        graphPageSchema,
        {
          user_id: account.igUserId,
          fields,
          limit: context.options.pageSize,
          after: after ?? undefined,
        },
      );
      return {
        items: readItems(page.data, 'hashtag', context.logger),
        next: nextGraphCursor(page.paging),
      };
    },
  });
  return {
    items: pages.items,
    cursor: keyCursor(feed, {
      igUserId: account.igUserId,
      hashtagId,
      ...(searchedAt !== undefined ? { searchedAt } : {}),
      ledger,
    }),
    quota: hashtagQuota(verdict.used, verdict.freesAt),
  };
}
