/**
 * @chorus/theme-qa: a question-and-answer screen — one question (post) at a time in large
 * type with who asked it, the next questions listed beside it — on the kit's slideshow.
 */
import { themes } from '@chorus/core';
import { defineTheme, slideThemeCapabilities } from '@chorus/theme-kit';
import { qaOptionsSchema } from './options.ts';
import { qaTheme as wallEntry } from './wall.ts';

const info = themes.qa;

/** The Q&A theme (legacy `hypeTemplate_slideshow_qa`). */
export const qaTheme = defineTheme({
  id: info.id,
  legacyNames: info.legacyNames,
  displayName: info.displayName,
  optionsSchema: qaOptionsSchema,
  capabilities: slideThemeCapabilities(info.id),
  load: wallEntry.load,
});

export { qaOptionsSchema, type QaOptions } from './options.ts';
