/**
 * The German, French and Spanish texts of the custom posts connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Custom posts': 'Eigene Beiträge',
    'Posts you write yourself on the wall.': 'Beiträge, die du selbst auf der Wand schreibst.',
  },
  fr: {
    'Custom posts': 'Publications personnalisées',
    'Posts you write yourself on the wall.':
      'Des publications que vous écrivez vous-même sur le mur.',
  },
  es: {
    'Custom posts': 'Publicaciones propias',
    'Posts you write yourself on the wall.': 'Publicaciones que escribes tú mismo en el muro.',
  },
};
