/**
 * @chorus/theme-masonry: the masonry family — standard, photo, photo_tall, news, pin, inverse
 * and tano — one layout engine and one component, a card style per variant.
 */
import { defineMasonryTheme as masonryTheme } from './themes.ts';

/** Standard cards (legacy `hypeTemplate`). */
export const masonryStandardTheme = masonryTheme('standard');
/** Image-first cards with a big image (legacy `hypeTemplate_photo`, `_photo_large`). */
export const masonryPhotoTheme = masonryTheme('photo');
/** Image-first cards cropped to a tall image (legacy `hypeTemplate_photo_tall`). */
export const masonryPhotoTallTheme = masonryTheme('photo_tall');
/** Headline cards (legacy `hypeTemplate_news`). */
export const masonryNewsTheme = masonryTheme('news');
/** Compact pin-board cards (legacy `hypeTemplate_pin`). */
export const masonryPinTheme = masonryTheme('pin');
/** Dark cards (legacy `hypeTemplate_inverse`). */
export const masonryInverseTheme = masonryTheme('inverse');
/** Quote-style cards (legacy `hypeTemplate_tano`). */
export const masonryTanoTheme = masonryTheme('tano');

/** All seven, in core's order. */
export const masonryThemes = [
  masonryStandardTheme,
  masonryPhotoTheme,
  masonryPhotoTallTheme,
  masonryNewsTheme,
  masonryPinTheme,
  masonryInverseTheme,
  masonryTanoTheme,
] as const;

export { defineMasonryTheme, masonryCapabilities } from './themes.ts';
export { masonryOptionsSchema, type MasonryOptions } from './options.ts';
export { masonryVariants, type MasonryVariant } from './variants.ts';
