/**
 * One crawl of a TikTok source: the signed-in account (`GET /v2/user/info/`, the author of
 * every video), then its videos newest first (`POST /v2/video/list/`, `max_count` at most 20,
 * the next page from the answer's `cursor` while `has_more`), until videos the previous crawl
 * saw or `maxPages`. Each video is checked on its own; one TikTok lists without any link
 * (taken down, made private) is skipped.
 */
import type { FetchContext, FetchResult } from '@chorus/core';
import { SourceError } from '@chorus/core';
import {
  bearerTokenOf,
  collectPages,
  countOption,
  createJsonClient,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { tiktokApiError, tiktokCodeError, withRateWindow } from './api-errors.ts';
import { tiktokFeedSchemas } from './feed-types.ts';
import { tiktokMessages } from './messages.ts';
import {
  tiktokVideoSchema,
  userFields,
  userInfoSchema,
  videoFields,
  videoListSchema,
  type TiktokAccount,
  type TiktokItem,
} from './wire.ts';

/** Default base URLs; `CHORUS_BASE_URL_TIKTOK_API` and tests replace them. */
export const tiktokBaseUrls = { api: 'https://open.tiktokapis.com' } as const;

/** The plugin options, given in `chorus.config.ts`: `tiktokConnector({ maxPages: 5 })`. */
export const tiktokOptionsSchema = z.object({
  maxCount: countOption({
    max: 20,
    default: 20,
    title: 'Videos per request',
    description: 'TikTok sends at most 20.',
  }),
  maxPages: countOption({
    max: 10,
    default: 3,
    title: 'Pages per crawl',
    description: 'Older pages wait for the next crawl.',
  }),
});

const cursorSchema = z.object({
  key: z.string(),
  /** The account the cursor was made for: another account starts afresh. */
  openId: z.string().optional(),
  /** The `create_time` (unix seconds) of the newest video seen. */
  newest: z.number().int().optional(),
});

/** Where the previous crawl stopped. */
export type TiktokCursor = z.output<typeof cursorSchema>;

type Context = FetchContext<TiktokCursor, z.output<typeof tiktokOptionsSchema>>;

/** Reads the videos the previous crawl had not seen. */
export async function fetchTiktok(
  context: Context,
): Promise<FetchResult<TiktokItem, TiktokCursor>> {
  const feed = readStoredFeed(context.source, tiktokFeedSchemas, 'TikTok');
  const token = bearerTokenOf(context.credentials);
  if (!token) throw new SourceError('needs_reauth', tiktokMessages.notSignedIn);
  const openId = context.credentials?.['openId'] || undefined;
  const stored = readKeyedCursor(context.cursor, cursorSchema, feed);
  const previous =
    stored && (!openId || !stored.openId || stored.openId === openId) ? stored : null;
  const seen = previous?.newest;
  const now = context.clock.now();
  const api = createJsonClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? tiktokBaseUrls.api,
    network: 'TikTok',
    access: 'signedIn',
    headers: { authorization: `Bearer ${token}` },
    signal: context.signal,
    clock: context.clock,
    mapError: (failure) => tiktokApiError(failure, now),
  });

  let items: TiktokItem[];
  let account: TiktokAccount;
  try {
    account = await readAccount(api, now);
    const collected = await collectPages<TiktokItem, number>({
      maxPages: context.options.maxPages,
      signal: context.signal,
      fetchPage: async (cursor) => {
        const answer = await api.request('/v2/video/list/', videoListSchema, {
          method: 'POST',
          query: { fields: videoFields.join(',') },
          json: { max_count: context.options.maxCount, ...(cursor === null ? {} : { cursor }) },
        });
        const refused = tiktokCodeError(answer.data.error.code, answer.data.error.message, now);
        if (refused) throw refused;
        const page = answer.data.data;
        const pageItems = page.videos.map((raw) => itemOf(raw, account));
        const reachedSeen =
          seen !== undefined &&
          pageItems.some((item) => item.kind === 'video' && item.video.create_time <= seen);
        return {
          items: pageItems,
          next: page.has_more && !reachedSeen ? (page.cursor ?? null) : null,
        };
      },
    });
    items = collected.items;
    context.logger.debug('pages read', { pages: collected.pages, items: items.length });
  } catch (error) {
    throw withRateWindow(error, now);
  }

  const fresh = items.filter((item) => {
    if (item.kind === 'malformed') return true;
    if (seen !== undefined && item.video.create_time <= seen) return false;
    if (!item.video.share_url && !item.video.embed_link) {
      context.logger.info('a video without a link was skipped (removed or private)', {
        id: item.video.id,
      });
      return false;
    }
    return true;
  });
  const newest = items.reduce<number | undefined>(
    (latest, item) =>
      item.kind === 'video' && (latest === undefined || item.video.create_time > latest)
        ? item.video.create_time
        : latest,
    seen,
  );
  const accountId = openId ?? account.open_id;
  return {
    items: fresh,
    cursor: keyCursor(feed, {
      ...(accountId ? { openId: accountId } : {}),
      ...(newest !== undefined ? { newest } : {}),
    }),
  };
}

/** The signed-in account: its name and picture sign every video. */
async function readAccount(api: JsonClient, now: Date): Promise<TiktokAccount> {
  const answer = await api.get('/v2/user/info/', userInfoSchema, { fields: userFields.join(',') });
  const refused = tiktokCodeError(answer.error.code, answer.error.message, now);
  if (refused) throw refused;
  return answer.data.user;
}

/** One listed video, checked on its own: a malformed one is reported, not the whole page lost. */
function itemOf(raw: unknown, account: TiktokAccount): TiktokItem {
  const parsed = tiktokVideoSchema.safeParse(raw);
  if (parsed.success) return { kind: 'video', video: parsed.data, account };
  const issue = parsed.error.issues[0];
  const id = (raw as { id?: unknown } | null)?.id;
  return {
    kind: 'malformed',
    id: typeof id === 'string' ? id : null,
    problem: issue ? `${issue.path.join('.') || 'the video'}: ${issue.message}` : 'unreadable',
  };
}
