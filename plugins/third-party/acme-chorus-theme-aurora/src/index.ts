/**
 * @acme/chorus-theme-aurora: the Aurora theme — a tagline above the wall's posts. Installed with
 * `auroraTheme({ tagline })` in chorus.config.ts.
 */
import { definePlugin, defineTheme } from '@chorus/core/themes';
import { themeCapabilities } from '@chorus/theme-kit';
import { z } from 'zod';
import { auroraOptionsSchema } from './options.ts';
import { auroraTheme as wallEntry } from './wall.ts';

/** The plugin options: what the installer writes in chorus.config.ts. */
export const auroraPluginOptionsSchema = z.object({
  tagline: z.string().trim().max(120).default('Aurora').meta({
    title: 'Tagline',
    description: 'Shown above the posts of every wall; each wall may change it.',
  }),
});

/** The validated plugin options. */
export type AuroraPluginOptions = z.output<typeof auroraPluginOptionsSchema>;

/** The theme manifest, for these plugin options. */
export function auroraThemeManifest(options: AuroraPluginOptions) {
  return defineTheme({
    id: 'aurora',
    legacyNames: [],
    displayName: 'Aurora',
    optionsSchema: auroraOptionsSchema(options),
    capabilities: themeCapabilities(),
    defaultPostSize: { width: 280, padding: 20 },
    wallEntry: { module: '@acme/chorus-theme-aurora/wall', exportName: 'auroraTheme' },
    load: wallEntry.load,
  });
}

/** Installs the theme: `auroraTheme({ tagline })` in chorus.config.ts. */
export const auroraTheme = definePlugin({
  name: 'theme-aurora',
  kind: 'theme',
  pluginOptionsSchema: auroraPluginOptionsSchema,
  apply(host, options) {
    auroraThemeManifest(options).apply(host, undefined);
  },
});

export { auroraOptionsSchema } from './options.ts';
