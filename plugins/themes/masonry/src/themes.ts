/**
 * The masonry plugin: `masonryTheme({ variants })` registers the chosen variants (all seven by
 * default), each a theme with this package's facts and one shared component.
 */
import { definePlugin, defineTheme, type ThemeCapabilities } from '@chorus/core/themes';
import { themeCapabilities } from '@chorus/theme-kit';
import { z } from 'zod';
import { masonryOptionsSchema } from './options.ts';
import { variantFacts } from './variant-facts.ts';
import { masonryVariants, type MasonryVariant } from './variants.ts';
import { masonryWallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** What a masonry variant can do. */
export function masonryCapabilities(variant: MasonryVariant): ThemeCapabilities {
  const facts = variantFacts[variant];
  return themeCapabilities({
    imageOnly: facts.imageOnly,
    planFeature: facts.free ? null : 'premiumDesign',
  });
}

/** The theme manifest of one masonry variant. */
export function defineMasonryTheme(variant: MasonryVariant) {
  const facts = variantFacts[variant];
  return defineTheme({
    id: variant,
    legacyNames: facts.legacyNames,
    displayName: facts.displayName,
    texts,
    optionsSchema: masonryOptionsSchema(variant),
    capabilities: masonryCapabilities(variant),
    defaultPostSize: facts.defaultPostSize,
    wallEntry: { module: '@chorus/theme-masonry/wall', exportName: facts.wallExport },
    load: masonryWallEntry(variant).load,
  });
}

/** The plugin options of `masonryTheme`. */
export const masonryPluginOptionsSchema = z.object({
  /** The variants to install, in the order the theme picker lists them. */
  variants: z
    .array(z.enum(masonryVariants))
    .min(1)
    .default([...masonryVariants])
    .meta({ title: 'Variants', description: 'The masonry card styles this installation offers.' }),
});

/** Installs the masonry family: `masonryTheme({ variants: ['standard', 'photo'] })`. */
export const masonryTheme = definePlugin({
  name: 'theme-masonry',
  kind: 'theme',
  pluginOptionsSchema: masonryPluginOptionsSchema,
  apply(host, { variants }) {
    for (const variant of new Set(variants)) defineMasonryTheme(variant).apply(host, undefined);
  },
});
