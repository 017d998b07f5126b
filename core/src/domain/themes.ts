import { z } from 'zod';

/** Every built-in theme id. Variants of one layout share a package (see {@link ThemeInfo}). */
export const themeIds = [
  'standard',
  'photo',
  'photo_tall',
  'news',
  'pin',
  'inverse',
  'tano',
  'horizontal',
  'realtime',
  'slideshow',
  'kenburns',
  'qa',
  'waterfall',
  'waterfall_events',
  'mosaic',
] as const;

/** A theme id, validated. */
// Pure, so bundles that read only the plain tables here leave zod out (docs/performance.md).
export const themeIdSchema = /* @__PURE__ */ z.enum(themeIds).meta({
  title: 'Theme',
  description: 'How the wall lays out its posts.',
});

/** A theme id such as `standard` or `waterfall`. */
export type ThemeId = z.infer<typeof themeIdSchema>;

/** Where a theme puts a post that arrives live. */
export type RealtimeInsertPosition = 'start' | 'current';

/** Server-safe facts about one built-in theme. */
export interface ThemeInfo {
  /** The theme id. */
  readonly id: ThemeId;
  /** Human name shown in the personalize panel. */
  readonly displayName: string;
  /** Legacy spec names (`hypeTemplate_...`) that select this theme. */
  readonly legacyNames: readonly string[];
  /** Short name of the theme package that draws it (`@chorus/theme-<package>`). */
  readonly package: string;
  /** Default post width in px (display profile `postwidth`). */
  readonly defaultPostWidth: number;
  /** Default post padding in px (display profile `postpadding`). */
  readonly defaultPostPadding: number;
  /** Whether the collection navigation bar is shown above the posts. */
  readonly showsCollectionBar: boolean;
  /** Whether the theme asks for 60 posts a page instead of the default page size. */
  readonly isLarge: boolean;
  /** Whether the theme asks for image posts only when text updates are off. */
  readonly isPhoto: boolean;
  /** Where live posts are inserted: at the start, or at the current position (mosaic). */
  readonly realtimeInsert: RealtimeInsertPosition;
}

type ThemeRow = Omit<ThemeInfo, 'id' | 'realtimeInsert'> &
  Partial<Pick<ThemeInfo, 'realtimeInsert'>>;

const masonry = { package: 'masonry', showsCollectionBar: true, isLarge: false } as const;
const fullScreen = { showsCollectionBar: false, isLarge: true, isPhoto: false } as const;
// Themes the spec gives no post width for: they size cards themselves, so the standard
// 280/20 only matters if an owner switches back to a masonry theme.
const unsizedDefaults = { defaultPostWidth: 280, defaultPostPadding: 20 } as const;

const themeRows: Record<ThemeId, ThemeRow> = {
  standard: {
    ...masonry,
    displayName: 'Standard',
    legacyNames: ['hypeTemplate', 'basic'],
    defaultPostWidth: 280,
    defaultPostPadding: 20,
    isPhoto: false,
  },
  photo: {
    ...masonry,
    displayName: 'Photo',
    legacyNames: ['hypeTemplate_photo', 'hypeTemplate_photo_large'],
    defaultPostWidth: 340,
    defaultPostPadding: 20,
    isPhoto: true,
  },
  photo_tall: {
    ...masonry,
    displayName: 'Photo (tall)',
    legacyNames: ['hypeTemplate_photo_tall'],
    defaultPostWidth: 280,
    defaultPostPadding: 20,
    isPhoto: true,
  },
  news: {
    ...masonry,
    displayName: 'News',
    legacyNames: ['hypeTemplate_news'],
    defaultPostWidth: 280,
    defaultPostPadding: 2,
    isPhoto: false,
  },
  pin: {
    ...masonry,
    displayName: 'Pin',
    legacyNames: ['hypeTemplate_pin'],
    defaultPostWidth: 222,
    defaultPostPadding: 16,
    isPhoto: false,
  },
  inverse: {
    ...masonry,
    displayName: 'Inverse',
    legacyNames: ['hypeTemplate_inverse'],
    defaultPostWidth: 250,
    defaultPostPadding: 10,
    isPhoto: false,
  },
  tano: {
    ...masonry,
    displayName: 'Tano',
    legacyNames: ['hypeTemplate_tano'],
    defaultPostWidth: 280,
    defaultPostPadding: 20,
    isPhoto: false,
  },
  horizontal: {
    ...fullScreen,
    ...unsizedDefaults,
    displayName: 'Horizontal slider',
    legacyNames: ['hypeTemplate_horizontal'],
    package: 'slider',
  },
  realtime: {
    ...fullScreen,
    ...unsizedDefaults,
    displayName: 'Realtime grid',
    legacyNames: ['hypeTemplate_realtime'],
    package: 'realtime',
  },
  slideshow: {
    ...fullScreen,
    ...unsizedDefaults,
    displayName: 'Slideshow',
    legacyNames: ['hypeTemplate_slideshow'],
    package: 'slideshow',
  },
  kenburns: {
    ...fullScreen,
    ...unsizedDefaults,
    displayName: 'Slideshow (zoom and pan)',
    legacyNames: ['hypeTemplate_slideshow_kenburns'],
    package: 'kenburns',
  },
  qa: {
    ...fullScreen,
    ...unsizedDefaults,
    displayName: 'Slideshow (question and answer)',
    legacyNames: ['hypeTemplate_slideshow_qa'],
    package: 'qa',
  },
  waterfall: {
    ...fullScreen,
    displayName: 'Waterfall',
    legacyNames: ['hypeTemplate_waterfall'],
    package: 'waterfall',
    defaultPostWidth: 250,
    defaultPostPadding: 10,
  },
  waterfall_events: {
    ...fullScreen,
    displayName: 'Waterfall (events)',
    legacyNames: ['hypeTemplate_waterfall_events', 'event'],
    package: 'waterfall',
    defaultPostWidth: 250,
    defaultPostPadding: 10,
  },
  mosaic: {
    ...unsizedDefaults,
    displayName: 'Mosaic',
    legacyNames: ['hypeTemplate_mosaic'],
    package: 'mosaic',
    showsCollectionBar: false,
    isLarge: false,
    isPhoto: false,
    realtimeInsert: 'current',
  },
};

/** Facts about every built-in theme, keyed by id. */
export const themes: Readonly<Record<ThemeId, ThemeInfo>> = Object.freeze(
  Object.fromEntries(
    themeIds.map((id) => [id, Object.freeze({ realtimeInsert: 'start', ...themeRows[id], id })]),
  ) as Record<ThemeId, ThemeInfo>,
);

const themeByLegacyName = new Map<string, ThemeId>(
  themeIds.flatMap((id) => [
    [id, id] as const,
    ...themes[id].legacyNames.map((name) => [name, id] as const),
  ]),
);

/**
 * The theme a stored or requested theme name selects: a legacy spec name
 * (`hypeTemplate_photo_large`), a Chorus id (`photo`), or `standard` when unset or unknown.
 */
export function themeFromLegacyName(name: string | null | undefined): ThemeId {
  return (name && themeByLegacyName.get(name.trim())) || 'standard';
}
