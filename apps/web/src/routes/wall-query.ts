/**
 * Query parameters of wall, editor and dashboard addresses, as both specs list them.
 * A parameter that is absent or unreadable is left out, so a screen applies its own default.
 */
export interface WallQuery {
  /** `nolinkredir=true`: clicking a post does not follow its link. */
  nolinkredir?: boolean;
  /** `noimages=true`: every image is blank. */
  noimages?: boolean;
  /** `noimagescaling=true`: images are not scaled. */
  noimagescaling?: boolean;
  /** `slideshowctrl=true`: slideshow controls show even inside a frame. */
  slideshowctrl?: boolean;
  /** A theme id (or legacy theme name) overriding the wall's theme. */
  theme?: string;
  /** Minimum column width in pixels. */
  mincolumnwidth?: number;
  /** Number of columns. */
  cols?: number;
  /** Number of posts to load. */
  count?: number;
  /** Paging offset. */
  offset?: number;
  /** Search text of the search view. */
  query?: string;
  /** Full-screen display (event screens). */
  fullscreen?: boolean;
  /** Forces the mobile layout. */
  mobile?: boolean;
  /** The page is embedded in another site. */
  embed?: boolean;
  /** A background override (colour, `transparent` or image address). */
  background?: string;
  /** Posts are shown expanded. */
  expand?: boolean;
  /** Hides the navigation menu on mobile. */
  nomobilenavmenu?: boolean;
  /** Lets the wall scroll on mobile. */
  mobilescroll?: boolean;
  /** The wall fills the frame to its edges. */
  fitToEdge?: boolean;
  /** Posts open their link instead of the single-post overlay. */
  noPopup?: boolean;
  /**
   * `headingLevel=2`…`6`: the page is embedded in another site (the embed script sets it): its
   * root is a labelled region, not a second `main`, and its heading has this level, not `h1`.
   */
  headingLevel?: EmbedHeadingLevel;
  /** A white-label token: moderation without sign-in; turns edit mode off. */
  wl_token?: string;
  /** Opens the how-to-embed dialog. */
  show_publish_popup?: boolean;
  /** Opens the help. */
  help?: boolean;
  /** `showhappy=true`: shows the thank-you message. */
  showhappy?: boolean;
  /** Suppresses alerts. */
  noalert?: boolean;
  /** Marks a test visit. */
  testing?: boolean;
  /** Opened from the dashboard. */
  dash?: boolean;
  /** Overrides the fluid width of an embed. */
  fluidWidthOverride?: boolean;
  /** Turns console logging on. */
  log?: boolean;
}

/** The heading levels an embedded wall may use: the embedding page keeps its own `h1`. */
export type EmbedHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The heading level of an embedded wall when the embedding page does not choose one. */
export const defaultEmbedHeadingLevel: EmbedHeadingLevel = 2;

/** Reads a heading level for an embedded wall: 2 to 6, anything else is unreadable. */
export function readEmbedHeadingLevel(value: string): EmbedHeadingLevel | undefined {
  return /^[2-6]$/.test(value.trim()) ? (Number(value.trim()) as EmbedHeadingLevel) : undefined;
}

/** Whether the address is a wall embedded in another site (`embed=true` or `headingLevel`). */
export function isEmbeddedQuery(query: WallQuery): boolean {
  return query.embed === true || query.headingLevel !== undefined;
}

type FlagName = {
  [K in keyof WallQuery]-?: WallQuery[K] extends boolean | undefined ? K : never;
}[keyof WallQuery];
type NumberName = Exclude<
  {
    [K in keyof WallQuery]-?: WallQuery[K] extends number | undefined ? K : never;
  }[keyof WallQuery],
  'headingLevel'
>;
type TextName = {
  [K in keyof WallQuery]-?: WallQuery[K] extends string | undefined ? K : never;
}[keyof WallQuery];

const flagNames: readonly FlagName[] = [
  'nolinkredir',
  'noimages',
  'noimagescaling',
  'slideshowctrl',
  'fullscreen',
  'mobile',
  'embed',
  'expand',
  'nomobilenavmenu',
  'mobilescroll',
  'fitToEdge',
  'noPopup',
  'show_publish_popup',
  'help',
  'showhappy',
  'noalert',
  'testing',
  'dash',
  'fluidWidthOverride',
  'log',
];
const numberNames: readonly NumberName[] = ['mincolumnwidth', 'cols', 'count', 'offset'];
const textNames: readonly TextName[] = ['theme', 'query', 'background', 'wl_token'];

/** Reads a flag: `?x`, `?x=true`, `?x=1` are on; `?x=false`, `?x=0` are off. */
function readFlag(value: string): boolean | undefined {
  if (value === '' || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** Reads a whole number of zero or more; anything else is unreadable. */
function readCount(value: string): number | undefined {
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** Parses a query string (with or without its leading `?`) into a {@link WallQuery}. */
export function parseWallQuery(search: string | URLSearchParams): WallQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: WallQuery = {};
  for (const name of flagNames) {
    const raw = params.get(name);
    const value = raw === null ? undefined : readFlag(raw);
    if (value !== undefined) query[name] = value;
  }
  for (const name of numberNames) {
    const raw = params.get(name);
    const value = raw === null ? undefined : readCount(raw);
    if (value !== undefined) query[name] = value;
  }
  const level = params.get('headingLevel');
  const headingLevel = level === null ? undefined : readEmbedHeadingLevel(level);
  if (headingLevel !== undefined) query.headingLevel = headingLevel;
  for (const name of textNames) {
    const raw = params.get(name);
    // An empty wl_token grants nothing, so it must not switch edit mode off either.
    if (raw !== null && raw !== '') query[name] = raw;
  }
  return query;
}
