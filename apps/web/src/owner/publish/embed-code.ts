/**
 * What the publish section hands out: the embed snippet (core's rules: height and width
 * required, the query only with all networks and without quotes), the full-screen address,
 * and the white-label moderation links.
 */
import {
  embedQuery,
  formatMessageRef,
  validateEmbedOptions,
  type EmbedNetworkChoice,
  type MessageRef,
} from '@chorus/core';
import { whiteLabelModes } from '../../routes/route-match.ts';

/** What the owner chose in the embed code generator. */
export interface EmbedChoice {
  /** The site serving Chorus, e.g. `https://walls.example.org` (no trailing slash). */
  readonly origin: string;
  readonly userName: string;
  readonly height: string;
  readonly width: string;
  /** A network id, or `all`. */
  readonly network: EmbedNetworkChoice | string;
  /** Search words; used only with `all`. */
  readonly query: string;
}

/** The outcome: the snippet, or the spec's messages for what is missing. */
export type EmbedCodeResult =
  | {
      readonly ok: true;
      readonly code: string;
      readonly attributes: Readonly<Record<string, string>>;
    }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A length as CSS wants it: a bare number is pixels. */
export function cssLength(value: string): string {
  const trimmed = value.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? `${trimmed}px` : trimmed;
}

/**
 * The embed snippet: a `<div data-chorus-wall>` carrying the options as the data attributes
 * `/embed.js` reads (`data-height`, `data-network`, `data-query`; see src/embed), its width as
 * the element's own, and the loader script that turns it into the wall's frame. `format` says
 * the spec's messages (English by default; the generator passes the owner's language).
 */
export function embedCode(
  choice: EmbedChoice,
  format: (message: MessageRef) => string = formatMessageRef,
): EmbedCodeResult {
  const problems = validateEmbedOptions({ height: choice.height, width: choice.width });
  if (problems.length > 0) return { ok: false, problems: problems.map((ref) => format(ref)) };
  const network = choice.network === '' ? 'all' : choice.network;
  const attributes: Record<string, string> = {
    'data-chorus-wall': choice.userName,
    'data-height': choice.height.trim(),
  };
  if (network !== 'all') attributes['data-network'] = network;
  const query = embedQuery(choice.query, network as EmbedNetworkChoice);
  if (query !== null) attributes['data-query'] = query;
  // The frame fills its element, so the width is the element's own (embed.js reads no width).
  attributes['style'] = `width: ${cssLength(choice.width)}`;
  const div = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  const script = `<script async src="${escapeAttribute(`${choice.origin}/embed.js`)}"></script>`;
  return { ok: true, attributes, code: `<div ${div}></div>\n${script}` };
}

/** The wall full screen, for event screens. */
export function fullScreenWallUrl(origin: string, userName: string): string {
  return `${origin}/${encodeURIComponent(userName)}?fullscreen=true`;
}

/** The three white-label moderation addresses of a token, by mode. */
export function whiteLabelLinks(origin: string, userName: string, token: string) {
  const query = new URLSearchParams({ wl_token: token }).toString();
  return whiteLabelModes.map((mode) => ({
    mode,
    url: `${origin}/${encodeURIComponent(userName)}/${mode}?${query}`,
  }));
}
