/**
 * What to request for each feed type: the X API v2 endpoint, its query, how it pages and how it
 * tells new posts from those an earlier crawl already collected.
 */
import { SourceError } from '@chorus/core';
import { collectPages, compareNumericIds, newestNumericId } from '@chorus/connector-kit';
import type { XGet, XQuery } from './client.ts';
import { maxGeoRadiusKm } from './feed-types.ts';
import type { SourceFeed } from './source-feed.ts';
import { ownedListsSchema, userLookupSchema, type TwitterItem } from './wire.ts';

/** Posts per page: the most every endpoint used here allows. */
export const pageSize = 100;
/** Pages of owned lists read to find a list by name. */
const maxListPages = 5;

/** Fields and expansions every post request asks for. */
export const postFields: XQuery = {
  expansions: 'author_id,attachments.media_keys',
  'tweet.fields': 'created_at,entities,public_metrics,attachments,lang,note_tweet',
  'user.fields': 'name,username,profile_image_url',
  'media.fields': 'url,preview_image_url,width,height,alt_text,type',
  max_results: String(pageSize),
};

/** Ids resolved on the first crawl and kept in the cursor, so later crawls skip the lookups. */
export interface ResolvedIds {
  readonly userId?: string;
  readonly listId?: string;
}

/** How one feed type is crawled. */
export interface CrawlPlan {
  readonly path: string;
  /** The query of the first page (fields, search query, `since_id`). */
  readonly query: XQuery;
  /** The parameter that carries `meta.next_token` to the next page. */
  readonly tokenParam: 'next_token' | 'pagination_token';
  /** The ids to remember. */
  readonly ids: ResolvedIds;
  /**
   * The items of one page that the previous crawl had not seen, and whether the page reached
   * posts it had (then paging stops).
   */
  keep(items: readonly TwitterItem[]): { fresh: readonly TwitterItem[]; reachedSeen: boolean };
  /** What the next crawl starts from, given this crawl's items and the previous value. */
  newestSeen(items: readonly TwitterItem[], previous: string | undefined): string | undefined;
}

/** The newest post id among the items (for feeds ordered by post id). */
const newestPostId: CrawlPlan['newestSeen'] = (items, previous) =>
  newestNumericId(
    items.map((item) => item.tweet.id),
    previous ?? null,
  ) ?? undefined;

/** The first item, i.e. the most recently liked post (likes are ordered by when they were liked). */
const firstItemId: CrawlPlan['newestSeen'] = (items, previous) => items[0]?.tweet.id ?? previous;

const keepAll: CrawlPlan['keep'] = (items) => ({ fresh: items, reachedSeen: false });

/** For endpoints without `since_id` whose pages run from the newest post id down. */
function keepNewerThan(sinceId: string | undefined): CrawlPlan['keep'] {
  if (sinceId === undefined) return keepAll;
  return (items) => {
    const fresh = items.filter((item) => compareNumericIds(item.tweet.id, sinceId) > 0);
    return { fresh, reachedSeen: fresh.length < items.length };
  };
}

/** For liked posts, ordered by when they were liked: stop at the first one seen last time. */
function keepBefore(markerId: string | undefined): CrawlPlan['keep'] {
  if (markerId === undefined) return keepAll;
  return (items) => {
    const index = items.findIndex((item) => item.tweet.id === markerId);
    return index < 0
      ? { fresh: items, reachedSeen: false }
      : { fresh: items.slice(0, index), reachedSeen: true };
  };
}

async function lookupUserId(get: XGet, username: string): Promise<string> {
  const path = `/2/users/by/username/${encodeURIComponent(username)}`;
  const body = await get(path, {}, userLookupSchema);
  if (body.data) return body.data.id;
  const detail = body.errors?.[0]?.detail;
  throw new SourceError(
    'invalid_source',
    `X has no account @${username}${detail ? ` (${detail})` : ''}.`,
  );
}

/** Compares list names as people type them: case and spaces or dashes aside (slug or name). */
function sameListName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-');
  return plain(a) === plain(b);
}

async function findOwnedList(
  get: XGet,
  handle: string,
  userId: string,
  name: string,
): Promise<string> {
  const { items } = await collectPages<string, string>({
    maxPages: maxListPages,
    async fetchPage(token) {
      const query = { max_results: '100', pagination_token: token ?? undefined };
      const body = await get(`/2/users/${userId}/owned_lists`, query, ownedListsSchema);
      const found = body.data?.find((list) => sameListName(list.name, name));
      return found ? { items: [found.id], next: null } : { items: [], next: body.meta?.next_token };
    },
  });
  const [listId] = items;
  if (listId) return listId;
  throw new SourceError('invalid_source', `@${handle} has no list named “${name}” on X.`);
}

function searchPlan(query: string, sinceId: string | undefined): CrawlPlan {
  return {
    path: '/2/tweets/search/recent',
    query: { ...postFields, query, since_id: sinceId },
    tokenParam: 'next_token',
    ids: {},
    keep: keepAll,
    newestSeen: newestPostId,
  };
}

/** A number as X's query parser reads it: plain decimals (never `1e-7`), 6 places at most. */
function decimal(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * The search query of a geo feed. The v2 recent search has no geocode parameter; the
 * `point_radius:[lon lat radius]` operator (longitude first, radius at most 40 km) needs Pro or
 * Enterprise access, and matches only posts that carry a location.
 */
export function geoQuery(
  latitude: number,
  longitude: number,
  radiusKm: number,
  hashtag: string,
): string {
  const radius = Math.min(radiusKm, maxGeoRadiusKm);
  const point = `point_radius:[${decimal(longitude)} ${decimal(latitude)} ${decimal(radius)}km]`;
  return `${hashtag ? `#${hashtag} ` : ''}${point} -is:retweet`;
}

/** The plan of one crawl of a source; looks up the user or list id when the cursor has none. */
export async function planCrawl(
  feed: SourceFeed,
  known: ResolvedIds & { readonly sinceId?: string },
  get: XGet,
): Promise<CrawlPlan> {
  const { sinceId } = known;
  switch (feed.type) {
    case 'hashtag':
      return searchPlan(`#${feed.options.hashtag} -is:retweet`, sinceId);
    case 'advanced':
      return searchPlan(feed.options.query, sinceId);
    case 'geo': {
      const { latitude, longitude, radius, hashtag } = feed.options;
      return searchPlan(geoQuery(latitude, longitude, radius, hashtag), sinceId);
    }
    case 'handle': {
      const userId = known.userId ?? (await lookupUserId(get, feed.options.handle));
      return {
        path: `/2/users/${userId}/tweets`,
        // A wall shows what the account says: retweets and replies stay out.
        query: { ...postFields, exclude: 'retweets,replies', since_id: sinceId },
        tokenParam: 'pagination_token',
        ids: { userId },
        keep: keepAll,
        newestSeen: newestPostId,
      };
    }
    case 'favorites': {
      const userId = known.userId ?? (await lookupUserId(get, feed.options.handle));
      return {
        path: `/2/users/${userId}/liked_tweets`,
        query: postFields,
        tokenParam: 'pagination_token',
        ids: { userId },
        keep: keepBefore(sinceId),
        newestSeen: firstItemId,
      };
    }
    case 'list': {
      const { handle, list } = feed.options;
      let listId = known.listId ?? (/^\d+$/.test(list) ? list : undefined);
      let userId = known.userId;
      if (listId === undefined) {
        userId ??= await lookupUserId(get, handle);
        listId = await findOwnedList(get, handle, userId, list);
      }
      return {
        path: `/2/lists/${listId}/tweets`,
        query: postFields,
        tokenParam: 'pagination_token',
        ids: { listId, ...(userId ? { userId } : {}) },
        keep: keepNewerThan(sinceId),
        newestSeen: newestPostId,
      };
    }
  }
}
