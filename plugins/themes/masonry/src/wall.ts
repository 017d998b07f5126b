/**
 * The wall's entry to this package (`@chorus/theme-masonry/wall`): one component loader per
 * variant, named like the manifests' exports, and nothing else — no options schema, so the
 * public wall fetches no zod. The manifests (themes.ts) use the same loaders.
 */
import type { ThemeDefinition } from '@chorus/core/themes';
import { loadMasonryModule } from './load-component.js';
import type { MasonryVariant } from './variants.ts';

/** The loader of one variant's component. */
export function masonryWallEntry(variant: MasonryVariant) {
  return {
    // The component, its stylesheet and React stay out of the server and the build-time
    // manifest: only the wall bundle calls this.
    load: () =>
      loadMasonryModule().then((module) => ({ default: module.masonryComponent(variant) })),
  } satisfies Pick<ThemeDefinition, 'load'>;
}

/** Standard cards. */
export const masonryStandardTheme = masonryWallEntry('standard');
/** Image-first cards. */
export const masonryPhotoTheme = masonryWallEntry('photo');
/** Tall image cards. */
export const masonryPhotoTallTheme = masonryWallEntry('photo_tall');
/** Headline cards. */
export const masonryNewsTheme = masonryWallEntry('news');
/** Pin-board cards. */
export const masonryPinTheme = masonryWallEntry('pin');
/** Dark cards. */
export const masonryInverseTheme = masonryWallEntry('inverse');
/** Quote-style cards. */
export const masonryTanoTheme = masonryWallEntry('tano');
