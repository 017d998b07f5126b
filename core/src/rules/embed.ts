import type { NetworkId } from '../domain/index.ts';
import { formatMessageRef, type MessageRef } from '../messages/index.ts';

/** The network choice of the embed generator: one network, or all of them. */
export type EmbedNetworkChoice = NetworkId | 'all';

/** What the owner typed into the embed code generator. */
export interface EmbedOptionsInput {
  /** Frame height, e.g. `600` or `100%`; required. */
  readonly height: string | number | null | undefined;
  /** Frame width, e.g. `100%`; required. */
  readonly width: string | number | null | undefined;
}

/** Embed generation needs a height ('Height required.') and a width ('Width required.'). */
export function validateEmbedOptions(input: EmbedOptionsInput): MessageRef[] {
  const problems: MessageRef[] = [];
  if (String(input.height ?? '').trim() === '') problems.push({ key: 'embedHeightRequired' });
  if (String(input.width ?? '').trim() === '') problems.push({ key: 'embedWidthRequired' });
  return problems;
}

/**
 * The search query an embed carries: quotes stripped, and only when all networks are shown
 * (a query is disabled when a specific network is chosen). Null when there is none.
 */
export function embedQuery(query: string | null | undefined, network: EmbedNetworkChoice) {
  if (network !== 'all') return null;
  const cleaned = (query ?? '').replace(/["'`]/g, '').trim();
  return cleaned === '' ? null : cleaned;
}

/** What the owner chose in the embed code generator (the publish section, `/templates/{id}`). */
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
 * `/embed.js` reads (`data-height`, `data-network`, `data-query`; see apps/web/src/embed), its
 * width as the element's own, and the loader script that turns it into the wall's frame.
 * `format` says the spec's messages (English by default; the generator passes the owner's).
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

/**
 * The wall in a plain `<iframe>`, for sites that take no script: the address `/embed.js` gives a
 * frame of fixed height (the wall, `/search` with the search words or the network's path,
 * `headingLevel=2` so the wall knows it sits inside another page), the chosen size, and a title
 * for screen readers. Unlike the script embed, it does not grow with the wall.
 */
export function embedFrameCode(choice: EmbedChoice): string {
  const network = choice.network === '' ? 'all' : choice.network;
  const query = embedQuery(choice.query, network as EmbedNetworkChoice);
  const segments = [
    choice.userName,
    ...(query !== null ? ['search'] : network === 'all' ? [] : [network]),
  ];
  const search = new URLSearchParams({ headingLevel: '2' });
  if (query !== null) search.set('query', query);
  const attributes = {
    src: `${choice.origin}/${segments.map(encodeURIComponent).join('/')}?${search.toString()}`,
    title: `${choice.userName} social wall`,
    style: `width: ${cssLength(choice.width)}; height: ${cssLength(choice.height)}; border: 0`,
    loading: 'lazy',
  };
  const iframe = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<iframe ${iframe}></iframe>`;
}

/** The template texts of a wall, by name (`GET /templates/{id}`, docs/api.md). */
export const embedTemplateNames = ['script', 'iframe', 'fullscreen'] as const;

/** One of {@link embedTemplateNames}. */
export type EmbedTemplateName = (typeof embedTemplateNames)[number];

/**
 * Every template text the publish section hands out for one choice: the script embed
 * ({@link embedCode}), the plain frame ({@link embedFrameCode}) and the full-screen address
 * ({@link fullScreenWallUrl}); or the spec's messages for what is missing.
 */
export function embedTemplates(
  choice: EmbedChoice,
  format: (message: MessageRef) => string = formatMessageRef,
):
  | { readonly ok: true; readonly templates: Readonly<Record<EmbedTemplateName, string>> }
  | { readonly ok: false; readonly problems: readonly string[] } {
  const script = embedCode(choice, format);
  if (!script.ok) return script;
  return {
    ok: true,
    templates: {
      script: script.code,
      iframe: embedFrameCode(choice),
      fullscreen: fullScreenWallUrl(choice.origin, choice.userName),
    },
  };
}
