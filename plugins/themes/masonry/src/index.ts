/**
 * @chorus/theme-masonry: the masonry family — standard, photo, photo_tall, news, pin, inverse
 * and tano — one layout engine and one component, a card style per variant. Install it with
 * `masonryTheme()` (all seven) or `masonryTheme({ variants: [...] })` in chorus.config.ts.
 */
import { defineMasonryTheme } from './themes.ts';
import { masonryVariants } from './variants.ts';

/** The manifests of all seven variants, in the theme picker's order (for tests and tools). */
export const masonryThemeManifests = masonryVariants.map((variant) => defineMasonryTheme(variant));

export {
  defineMasonryTheme,
  masonryCapabilities,
  masonryPluginOptionsSchema,
  masonryTheme,
} from './themes.ts';
export { masonryOptionsSchema, type MasonryOptions } from './options.ts';
export { variantFacts, type VariantFacts } from './variant-facts.ts';
export { masonryVariants, type MasonryVariant } from './variants.ts';
