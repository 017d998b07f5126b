/**
 * How `/embed.js` reads an embed element's `data-*` options and turns them into the wall's
 * address: `<div data-chorus-wall="demo" data-noimages data-cols="3">` frames
 * `https://host/demo?embed=true&noimages=true&cols=3`. Pure, so it is tested without a browser.
 */
import {
  rtlPseudoLocale,
  shippedLanguages,
  wallLanguageOf,
  type WallLanguage,
} from '@chorus/core/i18n';
import {
  defaultEmbedHeadingLevel,
  readEmbedHeadingLevel,
  type EmbedHeadingLevel,
} from '../routes/wall-query.ts';

/** The wall query parameters an embed element may set with `data-<name>` (any letter case). */
export const embedParameters = [
  'nolinkredir',
  'noimages',
  'noimagescaling',
  'slideshowctrl',
  'theme',
  'mincolumnwidth',
  'cols',
  'count',
  'offset',
  'query',
  'fullscreen',
  'mobile',
  'background',
  'expand',
  'nomobilenavmenu',
  'mobilescroll',
  'fitToEdge',
  'noPopup',
] as const;

/** What an embed element asks for. */
export interface EmbedOptions {
  /** The wall's user name (`data-chorus-wall`). */
  readonly wall: string;
  /** `data-network`: one network of the wall (`/{user}/{network}`). */
  readonly network?: string;
  /** `data-source`: one source of that network (`/{user}/{network}/{id}`). */
  readonly source?: string;
  /**
   * `data-height`: a fixed frame height (`600` or `600px`, `80vh`); the wall then scrolls inside
   * its frame. Without it the frame grows with the wall (`embed=true`).
   */
  readonly height?: string;
  /** `data-title`: the frame's accessible name. */
  readonly title: string;
  /**
   * `data-heading-level`: the level (2 to 6) of the wall's heading inside the page, which keeps
   * its own `h1`; absent or unreadable: the wall's default, 2.
   */
  readonly headingLevel?: EmbedHeadingLevel;
  /**
   * `data-lang`: the wall's language in this frame (`de`; a regional tag such as `de-AT` counts
   * as `de`; `ar-XB` the right-to-left pseudo-locale), passed as `lang`. Without it, or with a
   * value that is none of these, the wall's own language setting.
   */
  readonly lang?: WallLanguage;
  /** The wall query parameters, by their exact names. */
  readonly parameters: Readonly<Record<string, string>>;
  /** What was set but ignored, for the console (`/embed.js` warns with each). */
  readonly warnings: readonly string[];
}

const lengthPattern = /^(\d{1,5})(px|vh|%)?$/;
const segmentPattern = /^[\w.-]{1,200}$/;

/** Reads an element's dataset (`element.dataset`); null without a valid `data-chorus-wall`. */
export function readEmbedOptions(
  dataset: Readonly<Record<string, string | undefined>>,
): EmbedOptions | null {
  const wall = dataset.chorusWall?.trim() ?? '';
  if (!segmentPattern.test(wall)) return null;
  const lowered = new Map<string, string>();
  for (const [key, value] of Object.entries(dataset)) {
    if (value !== undefined) lowered.set(key.toLowerCase(), value);
  }
  const parameters: Record<string, string> = {};
  for (const name of embedParameters) {
    const value = lowered.get(name.toLowerCase());
    // A bare attribute (`data-noimages`) is on.
    if (value !== undefined) parameters[name] = value === '' ? 'true' : value;
  }
  const height = lengthPattern.exec(dataset.height?.trim() ?? '');
  const network = dataset.network?.trim();
  const source = dataset.source?.trim();
  const headingLevel = readEmbedHeadingLevel(lowered.get('headinglevel') ?? '');
  const askedLang = lowered.get('lang')?.trim();
  const lang = wallLanguageOf(askedLang);
  const warnings: string[] = [];
  if (askedLang !== undefined && lang === null) {
    warnings.push(
      `Chorus embed "${wall}": data-lang="${askedLang}" is not a wall language ` +
        `(${[...shippedLanguages, rtlPseudoLocale].join(', ')}); the wall's own language is used.`,
    );
  }
  return {
    wall,
    ...(network && segmentPattern.test(network) ? { network } : {}),
    ...(network && source && segmentPattern.test(source) ? { source } : {}),
    ...(height ? { height: `${height[1]}${height[2] ?? 'px'}` } : {}),
    title: dataset.title?.trim() || `Social wall ${wall}`,
    ...(headingLevel ? { headingLevel } : {}),
    ...(lang ? { lang } : {}),
    parameters,
    warnings,
  };
}

/**
 * The address the frame shows: the wall's route, `embed=true` when it grows, then the options.
 * `headingLevel` goes with a chosen level, and always without `embed=true` (a fixed height), so
 * the wall still knows it is inside another page (no second `main` or `h1` there).
 */
export function embedAddress(wallOrigin: string, options: EmbedOptions): string {
  const search = 'query' in options.parameters;
  const segments = [
    options.wall,
    ...(search ? ['search'] : [options.network, options.source]),
  ].filter((segment): segment is string => segment !== undefined);
  const url = new URL(`/${segments.map(encodeURIComponent).join('/')}`, wallOrigin);
  if (options.height === undefined) url.searchParams.set('embed', 'true');
  if (options.headingLevel !== undefined || options.height !== undefined) {
    url.searchParams.set('headingLevel', String(options.headingLevel ?? defaultEmbedHeadingLevel));
  }
  if (options.lang !== undefined) url.searchParams.set('lang', options.lang);
  for (const [name, value] of Object.entries(options.parameters)) {
    url.searchParams.set(name, value);
  }
  return url.href;
}
