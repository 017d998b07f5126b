/** The seven masonry theme plugins: core's facts about each variant, one shared component. */
import { defaultPageSize, largeThemePageSize, themes } from '@chorus/core/rules';
import { defineTheme, type ThemeCapabilities } from '@chorus/core/themes';
import { masonryOptionsSchema } from './options.ts';
import type { MasonryVariant } from './variants.ts';
import { masonryWallEntry } from './wall.ts';

/** What a masonry variant can do, from core's theme table. */
export function masonryCapabilities(variant: MasonryVariant): ThemeCapabilities {
  const info = themes[variant];
  return {
    collectionBar: info.showsCollectionBar,
    pageSize: info.isLarge ? largeThemePageSize : defaultPageSize,
    imageOnly: info.isPhoto,
    realtimeInsert: 'front',
    slideshowControls: false,
  };
}

/** The theme plugin of one masonry variant. */
export function defineMasonryTheme(variant: MasonryVariant) {
  const info = themes[variant];
  return defineTheme({
    id: info.id,
    legacyNames: info.legacyNames,
    displayName: info.displayName,
    optionsSchema: masonryOptionsSchema(variant),
    capabilities: masonryCapabilities(variant),
    load: masonryWallEntry(variant).load,
  });
}
