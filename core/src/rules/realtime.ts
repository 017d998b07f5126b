import { themes, type ThemeId } from '../domain/index.ts';
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

/** Where a live post goes in the list shown: the front, or the current position (mosaic). */
export function liveInsertIndex(theme: ThemeId, currentIndex: number): number {
  return themes[theme].realtimeInsert === 'current' ? Math.max(0, currentIndex) : 0;
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

/** Page size and filters: large themes 60, mobile 10, else 20; photo themes image-only without text updates. */
export function postPageRequest(
  theme: ThemeId,
  options: { readonly mobile: boolean; readonly textUpdates: boolean },
): PostPageRequest {
  const info = themes[theme];
  const count = options.mobile
    ? mobileLoadCount
    : info.isLarge
      ? largeThemePageSize
      : defaultPageSize;
  return {
    count,
    ...(info.isPhoto && !options.textUpdates ? { select: 'image_only' as const } : {}),
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
