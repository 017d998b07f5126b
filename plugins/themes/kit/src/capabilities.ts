/**
 * The capabilities helper every theme uses: a theme states only what differs from a plain
 * feed-style theme (collection bar, 20 posts a page, every post, live posts at the front, no
 * slideshow bar, needs `premiumDesign`).
 */
import type { ThemeCapabilities } from '@chorus/core/themes';

/** What a theme can do when it says nothing else. */
export const baseCapabilities: ThemeCapabilities = Object.freeze({
  collectionBar: true,
  pageSize: 20,
  imageOnly: false,
  realtimeInsert: 'front',
  slideshowControls: false,
  planFeature: 'premiumDesign',
});

/** Full-screen themes (slides, sliders...): no collection bar, 60 posts a page. */
export const fullScreenCapabilities: ThemeCapabilities = Object.freeze({
  ...baseCapabilities,
  collectionBar: false,
  pageSize: 60,
});

/** A theme's capabilities: `base` (plain by default) with what the theme changes. */
export function themeCapabilities(
  changes: Partial<ThemeCapabilities> = {},
  base: ThemeCapabilities = baseCapabilities,
): ThemeCapabilities {
  return { ...base, ...changes };
}
