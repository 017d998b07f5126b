import type { NetworkId } from '../domain/index.ts';
import {
  infiniteScrollOffsetPx,
  mobileInfiniteScrollOffsetPx,
  overlayMaxWidthPx,
  overlayNarrowWidthRatio,
} from './constants.ts';

/** An entry of the collection navigation bar. */
export type NavEntry = 'home' | 'search' | NetworkId;

/**
 * The collection bar shows unless the theme hides it, the feed reported an error, or home
 * would be its only entry (no network has sources and search is not offered).
 */
export function showsCollectionBar(input: {
  /** Whether the theme shows the bar at all (its `collectionBar` capability). */
  readonly themeShowsBar: boolean;
  readonly networksWithSources: readonly NetworkId[];
  readonly searchShown: boolean;
  readonly feedError: boolean;
}): boolean {
  if (!input.themeShowsBar || input.feedError) return false;
  return input.networksWithSources.length > 0 || input.searchShown;
}

/** The active bar entry: search after a search, else the network in the address, else home. */
export function activeNavEntry(input: {
  readonly searched: boolean;
  readonly networkInPath: NetworkId | null;
}): NavEntry {
  if (input.searched) return 'search';
  return input.networkInPath ?? 'home';
}

/** The overlay is at most 600 px wide, and 90% of the window when the window is narrower. */
export function overlayWidth(windowWidth: number): number {
  return windowWidth > overlayMaxWidthPx
    ? overlayMaxWidthPx
    : Math.floor(windowWidth * overlayNarrowWidthRatio);
}

/** Distance from the bottom at which infinite scroll loads more: 1100 px, or -1 (off) on mobile. */
export function infiniteScrollOffset(mobile: boolean): number {
  return mobile ? mobileInfiniteScrollOffsetPx : infiniteScrollOffsetPx;
}

/** Edit mode is on when the path contains /edit and no wl_token parameter is given. */
export function isEditMode(pathname: string, query: string): boolean {
  const hasWhiteLabelToken = new URLSearchParams(query).has('wl_token');
  return /\/edit(\/|$)/.test(pathname) && !hasWhiteLabelToken;
}
