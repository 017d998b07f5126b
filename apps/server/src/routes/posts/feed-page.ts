/** The feed's paging: defaults from the wall's theme, the cache key, and the next page. */
import { postPageRequest } from '@chorus/core';
import type { z } from 'zod';
import type { WallPostsPage } from '../../db/repositories/post-feed.ts';
import { installedPluginHost, installedThemeOf } from '../../plugins.ts';
import type { PostRow, WallRow } from '../../db/schema.ts';
import type { feedQuerySchema } from './schemas.ts';

/** Finds a network by the short code an address may name it with (the server's plugin host). */
export interface ShortCodeRegistry {
  connectorByShortCode(shortCode: string): { readonly id: string } | undefined;
}

/** A feed request with its defaults resolved. */
export interface FeedPage {
  readonly count: number;
  readonly offset: number;
  readonly refTimestamp: number | null;
  readonly imageOnly: boolean;
  readonly network: string | null;
  readonly sourceId: number | null;
}

/** Resolves a feed query on a wall: page size 20, or 60 for the large themes (core's rule). */
export function resolveFeedPage(
  wall: Pick<WallRow, 'theme'>,
  query: z.infer<typeof feedQuerySchema>,
  connectors: ShortCodeRegistry = installedPluginHost(),
): FeedPage {
  const defaults = postPageRequest(installedThemeOf(wall.theme).capabilities, {
    mobile: false,
    textUpdates: true,
  });
  const network =
    query.network === undefined
      ? null
      : (connectors.connectorByShortCode(query.network)?.id ?? query.network);
  return {
    count: query.count ?? defaults.count,
    offset: query.offset ?? 0,
    refTimestamp: query.ref_timestamp ?? null,
    imageOnly: query.select === 'image_only',
    network,
    sourceId: query.source ?? null,
  };
}

/** The cache key of a resolved page: equal for requests that must get the same bytes. */
export function feedPageKey(page: FeedPage): string {
  return [
    page.count,
    page.offset,
    page.refTimestamp ?? '',
    page.imageOnly ? 'i' : '',
    page.network ?? '',
    page.sourceId ?? '',
  ].join('|');
}

/** The repository's page for a resolved request. */
export function repositoryPage(page: FeedPage): WallPostsPage {
  return {
    limit: page.count,
    offset: page.offset,
    ...(page.refTimestamp !== null ? { beforeCreatedAt: page.refTimestamp } : {}),
    ...(page.imageOnly ? { imageOnly: true } : {}),
    ...(page.network !== null ? { network: page.network } : {}),
    ...(page.sourceId !== null ? { sourceId: page.sourceId } : {}),
  };
}

/** Where the next page starts; null when this one was not full. */
export interface NextPage {
  readonly ref_timestamp: number | null;
  readonly offset: number;
}

/**
 * The next page after `rows`. While pinned posts fill the page, paging goes on by offset.
 * After an unpinned post, it goes on by time: `ref_timestamp` one second after the last post
 * (the repository keeps posts strictly before it) and `offset` skipping the posts of that
 * same second already shown, so posts sharing a second are neither lost nor repeated.
 */
export function nextPage(
  page: FeedPage,
  rows: readonly Pick<PostRow, 'pinned_at' | 'created_at'>[],
): NextPage | null {
  if (rows.length < page.count) return null;
  const last = rows.at(-1);
  if (!last) return null;
  if (last.pinned_at !== null) {
    return { ref_timestamp: page.refTimestamp, offset: page.offset + rows.length };
  }
  const ref = last.created_at + 1;
  const sameSecond = rows.filter(
    (row) => row.pinned_at === null && row.created_at === last.created_at,
  ).length;
  const carried = page.refTimestamp === ref ? page.offset : 0;
  return { ref_timestamp: ref, offset: carried + sameSecond };
}
