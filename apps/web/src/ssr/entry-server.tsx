/**
 * The server entry of the web app (built with `vite build --ssr` into dist/server/, loaded by
 * apps/server/src/http/wall-render.ts): draws a wall route's screen — header and first page
 * of posts, by the chosen theme's own components — from data the server read from its API.
 * The client hydrates the same tree from the same data (src/main.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../App.tsx';
import { matchRoute } from '../routes/route-table.ts';
import { firstFeedUrl } from '../wall/first-feed.ts';
import type { InstalledTheme } from '../wall/installed-themes.ts';
import { chooseTheme } from '../wall/theme-choice.ts';
import { installedThemes } from 'virtual:chorus-themes';
import { ServedWallContext } from '../wall/served-wall.ts';
import type { WallProfile } from '../wall/wall-api.ts';
import { loadPlaceholderDecoder, wallAppearance } from '@chorus/theme-kit';
import { backgroundCss, pageBackgroundRule } from '../wall/page-parameters.ts';
import { loadLanguage } from '@chorus/core/i18n';
import { wallLanguageFor } from '../wall/wall-language.ts';
import { hoistStyleAttributes } from './hoist-styles.ts';
import type { WallPageData } from './page-data.ts';

export { pageDataElement, serializePageData, wallDataElementId } from './page-data.ts';
export type { WallPageData } from './page-data.ts';

/** A rendered wall: what goes into the page's head and its root element. */
export interface RenderedWall {
  /** `<title>` and preload links React hoisted out of the tree. */
  readonly head: string;
  /** The root element's content. */
  readonly body: string;
  /** The hoisted declarations the stylesheet cannot hold ('' for the rest): the page data's. */
  readonly styles: readonly string[];
  /** The rules for the page's one inline `<style>` element (hashed in the CSP). */
  readonly css: string;
  /** The wall's language, for `<html lang>` (the client preloads its catalogue from it). */
  readonly lang: string;
  /** The wall's writing direction, for `<html dir>`. */
  readonly dir: 'ltr' | 'rtl';
}

/** The user name of a wall address; null for any other page. */
export function wallUserName(pathname: string, search: string): string | null {
  const match = matchRoute(pathname, search);
  return match.kind === 'wall' ? match.userName : null;
}

/** The first feed request of the wall at this address, for this profile (desktop, unframed). */
export function wallFirstFeedUrl(pathname: string, search: string, profile: unknown): string {
  const match = matchRoute(pathname, search);
  if (match.kind !== 'wall') throw new Error(`${pathname} is not a wall address`);
  return firstFeedUrl(match, profile as WallProfile);
}

/**
 * The id of the installed theme that draws the wall at this address for this profile (the
 * `?theme=` override or the wall's own); null when the kit's plain list draws it. The server
 * puts that theme's stylesheets in the page.
 */
export function wallThemeId(pathname: string, search: string, profile: unknown): string | null {
  const match = matchRoute(pathname, search);
  if (match.kind !== 'wall') return null;
  const choice = chooseTheme(
    installedThemes as readonly InstalledTheme[],
    (profile as WallProfile).theme,
    match.query.theme,
  );
  return choice.kind === 'installed' ? choice.theme.id : null;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

// Hoisted elements React writes before the tree when it renders a part of a document.
const leadingHoistables = /^(?:<title>[^<]*<\/title>|<link [^<>]*\/?>|<meta [^<>]*\/?>)+/;

/**
 * Renders the wall at `url` (path and query) from `data`. Waits for every lazy part (the wall
 * chunk, the theme's component) so the HTML holds the posts, not a loading status.
 */
export async function renderWall(url: string, data: WallPageData): Promise<RenderedWall> {
  // The wall draws in its language: its catalogue is loaded before the first render.
  const address = new URL(url, 'http://chorus.invalid');
  const [translator] = await Promise.all([
    loadLanguage(wallLanguageFor(data.profile as Partial<WallProfile>, address.search)),
    // The pictures' placeholders are drawn into the HTML (the browser loads the decoder later).
    loadPlaceholderDecoder(),
  ]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServedWallContext.Provider value={{ data, used: false }}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ServedWallContext.Provider>
    </StrictMode>,
    // Every boundary inline, in order: an outlined one would need an inline script to move it
    // into place, which the wall's CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  if (/<script|<template/i.test(html)) throw new Error('The wall rendered with inline scripts.');
  const head = leadingHoistables.exec(html)?.[0] ?? '';
  const hoisted = hoistStyleAttributes(html.slice(head.length));
  const css = [pageBackgroundRule(wallPageBackground(url, data)), hoisted.css]
    .filter((rules) => rules !== '')
    .join('\n');
  return {
    head,
    body: hoisted.html,
    styles: hoisted.pageStyles,
    css,
    lang: translator.htmlLang,
    dir: translator.dir,
  };
}

/**
 * The page's CSS `background` for the wall at `url`: `background=` or else the owner's page
 * background, as WallFeedView's usePageBackground sets it after hydration; null for none.
 */
export function wallPageBackground(url: string, data: WallPageData): string | null {
  const address = new URL(url, 'http://chorus.invalid');
  const match = matchRoute(address.pathname, address.search);
  if (match.kind !== 'wall') return null;
  const profile = data.profile as Partial<WallProfile>;
  return (
    backgroundCss(match.query.background) ??
    wallAppearance(profile.settings, profile.display_profile).pageBackground
  );
}
