/**
 * The factory of a package that installs one theme: `slideshowTheme()` in chorus.config.ts.
 * A package with variants or plugin options writes its own with `definePlugin` (see masonry).
 */
import { definePlugin, type ThemePlugin } from '@chorus/core/themes';

/** A factory, taking no plugin options, that registers `manifest`. */
export function singleThemeFactory(manifest: ThemePlugin) {
  return definePlugin({
    name: manifest.name,
    kind: 'theme',
    apply(host) {
      manifest.apply(host, undefined);
    },
  });
}
