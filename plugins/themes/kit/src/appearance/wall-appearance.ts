/**
 * What a wall's owner chose for its look, read from the profile the wall page loads: the
 * appearance settings (`settings`: fonts, colours, positions, backgrounds, logo) and the display
 * settings every theme shares (`display_profile`: banner, post text colour). Pure: the wall page
 * sets the custom properties on its root, paints the page background and draws the banner and
 * the name bar; kit.css and the themes' stylesheets read the properties.
 */
import {
  cssBackground,
  cssColour,
  cssFontFamily,
  cssImageUrl,
  cssPixels,
  imageHref,
} from './css-values.ts';

/** The banner above the wall: an http(s) image, with its size when the owner gave one. */
export interface WallBanner {
  readonly src: string;
  readonly width?: number;
  readonly height?: number;
}

/** Where the name sits in the name bar. */
export type NamePosition = 'left' | 'center' | 'right';

/** A wall's look, ready for the page. */
export interface WallAppearance {
  /** CSS custom properties for the wall's root element (`--chorus-...`), only those set. */
  readonly properties: Readonly<Record<`--chorus-${string}`, string>>;
  /** The page's `background` (bg_page_image), or null to leave the page as it is. */
  readonly pageBackground: string | null;
  readonly banner: WallBanner | null;
  /** The logo's address (image_logo), or null. */
  readonly logo: string | null;
  readonly namePosition: NamePosition;
  /** Whether the name bar (and the collection bar) sit at the bottom (position_namebar). */
  readonly nameBarAtBottom: boolean;
}

/**
 * The custom properties the kit defines, by the stored key they come from. Themes read these
 * names; docs/themes.md lists them.
 */
export const appearanceProperties = {
  font_secondary: '--chorus-font-heading',
  fontsize_secondary: '--chorus-font-heading-size',
  font_tertiary: '--chorus-font-text',
  fontsize_tertiary: '--chorus-font-text-size',
  color_name: '--chorus-color-name',
  color_namebar: '--chorus-color-namebar',
  color_namebar_buttons: '--chorus-color-namebar-buttons',
  color_hype: '--chorus-post-background',
  fontcolor_post: '--chorus-post-text',
  bg_page_image: '--chorus-page-background',
  bg_image: '--chorus-wall-background',
} as const;

type Record_ = Readonly<Record<string, unknown>>;

function asRecord(value: unknown): Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record_)
    : {};
}

function bannerOf(value: unknown): WallBanner | null {
  const banner = asRecord(value);
  const src = imageHref(banner['url']);
  if (src === null) return null;
  const size = (raw: unknown) => {
    const number = Number(raw);
    return raw !== undefined && raw !== null && Number.isInteger(number) && number > 0
      ? number
      : undefined;
  };
  const width = size(banner['width']);
  const height = size(banner['height']);
  return { src, ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/**
 * Reads a wall's look. `settings` is the profile's appearance settings, `display` its display
 * settings; a missing or bad value is left out, so the theme's own style shows instead.
 */
export function wallAppearance(settings: unknown, display: unknown): WallAppearance {
  const stored = asRecord(settings);
  const shown = asRecord(display);
  const background = cssBackground(stored['bg_page_image']);
  const values: Record<keyof typeof appearanceProperties, string | null> = {
    font_secondary: cssFontFamily(stored['font_secondary']),
    fontsize_secondary: cssPixels(stored['fontsize_secondary'], 8, 72),
    font_tertiary: cssFontFamily(stored['font_tertiary']),
    fontsize_tertiary: cssPixels(stored['fontsize_tertiary'], 8, 48),
    color_name: cssColour(stored['color_name']),
    color_namebar: cssColour(stored['color_namebar']),
    color_namebar_buttons: cssColour(stored['color_namebar_buttons']),
    color_hype: cssColour(stored['color_hype']),
    fontcolor_post: cssColour(shown['fontcolor_post']),
    bg_page_image: background,
    bg_image: cssImageUrl(stored['bg_image']),
  };
  const properties: Record<string, string> = {};
  for (const [key, property] of Object.entries(appearanceProperties)) {
    const value = values[key as keyof typeof appearanceProperties];
    if (value !== null) properties[property] = value;
  }
  const position = stored['position_name'];
  return {
    properties: properties as WallAppearance['properties'],
    pageBackground: background,
    banner: bannerOf(shown['banner']),
    logo: imageHref(stored['image_logo']),
    namePosition: position === 'center' || position === 'right' ? position : 'left',
    nameBarAtBottom: stored['position_namebar'] === 'bottom',
  };
}
