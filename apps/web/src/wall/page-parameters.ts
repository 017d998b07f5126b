/**
 * The page-level effects of the wall's query parameters (the card-level ones go to themes as
 * `view`): the background, the wall's classes, when the collection bar hides, which links
 * `nolinkredir` stops. Pure; docs/embedding.md lists every parameter.
 */
import { cssBackground } from '@chorus/theme-kit';
import type { WallQuery } from '../routes/wall-query.ts';

/**
 * The CSS `background` of `background=`: `transparent`, a colour (`#fff`, `fff`, `red`,
 * `rgb(0,0,0)`) or an http(s) image address (covering the page); null for anything else.
 * The same rule as the owner's page background (the kit's `cssBackground`).
 */
export function backgroundCss(value: string | undefined): string | null {
  return cssBackground(value);
}

/**
 * The wall element's classes for the page-level parameters (`nameBarAtBottom`: the owner put
 * the name bar at the bottom).
 */
export function wallClassName(
  query: WallQuery,
  fillsWindow: boolean,
  nameBarAtBottom = false,
): string {
  return [
    'chorus-wall',
    fillsWindow ? 'chorus-wall--fills-window' : '',
    nameBarAtBottom ? 'chorus-wall--namebar-bottom' : '',
    query.fitToEdge || query.fullscreen ? 'chorus-wall--edge' : '',
    query.noimagescaling ? 'chorus-wall--natural-images' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** `nomobilenavmenu`: the collection bar hides on a mobile layout. */
export function hidesCollectionBar(query: WallQuery, mobile: boolean): boolean {
  return mobile && query.nomobilenavmenu === true;
}

/**
 * Whether `nolinkredir` stops a click on this link: every link that leaves the wall (another
 * site, mail, share links, a post's own link). Links within the wall (collection bar, search,
 * hashtags) still work.
 */
export function leavesWall(href: string, pageOrigin: string): boolean {
  try {
    return new URL(href, pageOrigin).origin !== pageOrigin;
  } catch {
    return true;
  }
}

/**
 * The rule that paints the page with a `background` ({@link backgroundCss} or the owner's page
 * background) from the first paint of a server-drawn wall, for its hashed `<style>` element
 * (after the app's stylesheet, whose `:root` rule it overrides at the same specificity); ''
 * for none, or for a value that could end the element. The client's usePageBackground sets
 * the same value on the elements after hydration.
 */
export function pageBackgroundRule(css: string | null): string {
  if (css === null || /[<>]/.test(css)) return '';
  return `:root,body{background:${css}}`;
}
