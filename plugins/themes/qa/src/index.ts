/**
 * @chorus/theme-qa: a question-and-answer screen — one question (post) at a time in large
 * type with who asked it, the next questions listed beside it — on the kit's slideshow.
 */
import { defineTheme, singleThemeFactory, slideThemeCapabilities } from '@chorus/theme-kit';
import { qaOptionsSchema } from './options.ts';
import { qaTheme as wallEntry } from './wall.ts';
import { texts } from './texts.ts';

/** The theme manifest (legacy `hypeTemplate_slideshow_qa`). */
export const qaThemeManifest = defineTheme({
  id: 'qa',
  legacyNames: ['hypeTemplate_slideshow_qa'],
  displayName: 'Slideshow (question and answer)',
  texts,
  optionsSchema: qaOptionsSchema,
  capabilities: slideThemeCapabilities,
  // The spec gives slide themes no post size; the standard 280/20 applies if switched back.
  defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/theme-qa/wall', exportName: 'qaTheme' },
  load: wallEntry.load,
});

/** Installs the theme: `qaTheme()` in chorus.config.ts. */
export const qaTheme = singleThemeFactory(qaThemeManifest);

export { qaOptionsSchema, type QaOptions } from './options.ts';
