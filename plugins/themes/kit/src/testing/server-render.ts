/** Rendering a theme the way the server does (no `window`), for theme packages' tests. */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { WallThemeProps } from '../theme-props.ts';
import type { WallPost } from '../wall-data.ts';

/** Wall props as a server render gets them: a loaded first page, no handlers that fire. */
export function serverRenderProps(
  posts: readonly WallPost[],
  overrides: Partial<WallThemeProps> = {},
): WallThemeProps {
  return {
    posts,
    feed: {
      state: { phase: 'loaded', posts, cursor: null, loadingMore: false, query: null },
      hasMore: false,
      loadMore: () => undefined,
      refresh: () => undefined,
      showMoreButton: false,
      onControl: () => () => undefined,
    },
    options: {},
    now: 1_700_000_000,
    card: { showAuthor: true, showShare: true, noImages: false },
    postWidth: 340,
    postPadding: 20,
    view: {
      fullscreen: false,
      mobile: false,
      expand: false,
      fitToEdge: false,
      noImageScaling: false,
      noLinkRedirect: false,
      embedded: false,
      controls: 'reduced',
    },
    ...overrides,
  };
}

/**
 * The HTML `renderToString` makes of the theme, checking first that this runs where a server
 * render does: with no `window` or `document` (the theme contract, docs/themes.md).
 */
export function renderThemeOnServer(
  Component: ComponentType<WallThemeProps>,
  props: WallThemeProps,
): string {
  if (typeof window !== 'undefined' || typeof document !== 'undefined') {
    throw new Error('renderThemeOnServer runs in a node environment without window or document');
  }
  return renderToString(createElement(Component, props));
}
