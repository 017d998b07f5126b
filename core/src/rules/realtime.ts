import type { RealtimeInsertPosition } from '../domain/index.ts';
import {
  androidMinSearchLength,
  defaultPageSize,
  largeThemePageSize,
  mobileLoadCount,
  ownerPollIntervalMs,
  wallPollIntervalMs,
} from './constants.ts';

/** Realtime insertion skips posts without a title. */
export function canInsertLive(post: { readonly title: string | null | undefined }): boolean {
  return (post.title ?? '').trim() !== '';
}

/**
 * Where a live post goes in the list shown, by the theme's `realtimeInsert` capability: the
 * front, or the current position; `null` when the theme takes no live posts.
 */
export function realtimeInsertIndex(
  where: RealtimeInsertPosition,
  currentIndex: number,
): number | null {
  if (where === 'none') return null;
  return where === 'position' ? Math.max(0, currentIndex) : 0;
}

/** New posts are polled only with live updates on and outside the edit and moderate views. */
export function shouldPollForNewPosts(enableRealtime: boolean, inEditOrModerate: boolean) {
  return enableRealtime && !inEditOrModerate;
}

/** Polling interval: 12 s on the public wall, 25 s on the owner side. */
export function pollIntervalMs(side: 'wall' | 'owner'): number {
  return side === 'wall' ? wallPollIntervalMs : ownerPollIntervalMs;
}

/** Extra parameters of a post page request. */
export interface PostPageRequest {
  /** Page size. */
  readonly count: number;
  /** `image_only` for photo themes with text updates off. */
  readonly select?: 'image_only';
  /** Mobile requests bypass caches. */
  readonly nocache?: true;
}

/** The capabilities a page request reads. */
export interface PageCapabilities {
  /** 60 for large themes, else 20. */
  readonly pageSize: number;
  /** Image posts only when text updates are off. */
  readonly imageOnly: boolean;
}

/** Page size and filters: the theme's page size (mobile 10); image-only themes without text updates. */
export function postPageRequest(
  capabilities: PageCapabilities,
  options: { readonly mobile: boolean; readonly textUpdates: boolean },
): PostPageRequest {
  const count = options.mobile
    ? mobileLoadCount
    : capabilities.pageSize === largeThemePageSize
      ? largeThemePageSize
      : defaultPageSize;
  return {
    count,
    ...(capabilities.imageOnly && !options.textUpdates ? { select: 'image_only' as const } : {}),
    ...(options.mobile ? { nocache: true as const } : {}),
  };
}

/** Forward and back in a slideshow wrap around. */
export function wrapSlideIndex(current: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((current + step) % length) + length) % length;
}

/** What the search box does: restore all posts for an empty (or, on android, too short) query. */
export function searchAction(
  query: string,
  options: { readonly android: boolean } = { android: false },
): { readonly kind: 'restore' } | { readonly kind: 'search'; readonly query: string } {
  const trimmed = query.trim();
  const tooShort = options.android && trimmed.length < androidMinSearchLength;
  return trimmed === '' || tooShort ? { kind: 'restore' } : { kind: 'search', query: trimmed };
}
