/**
 * Schema texts in the owner's language: the translation tables of core's owner-facing schemas
 * and the functions that apply a table (core's or a plugin's `texts`) to a JSON Schema.
 */
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { SchemaTexts } from './translate.ts';

export * from './translate.ts';

/**
 * The translations of core's owner-facing schema texts: the display settings of
 * display-profile.ts (banner, call to action, language...) as the edit panel draws them.
 */
export const coreSchemaTexts: SchemaTexts = { de, fr, es };

/**
 * The labels of the wall's appearance choices (the name's and the name bar's position), which
 * the owner app draws as options beside core's schemas; core's table translates them too.
 */
export const appearanceChoiceLabels = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
  top: 'Top',
  bottom: 'Bottom',
} as const;
