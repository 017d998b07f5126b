/**
 * The German, French and Spanish texts of the RSS connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Feed: 'Feed',
    'Every entry of an RSS, Atom or JSON feed.': 'Alle Einträge eines RSS-, Atom- oder JSON-Feeds.',
    'RSS URL': 'RSS-URL',
    'The address of an RSS, Atom or JSON feed, starting with http:// or https://.':
      'Die Adresse eines RSS-, Atom- oder JSON-Feeds, beginnend mit http:// oder https://.',
  },
  fr: {
    Feed: 'Flux',
    'Every entry of an RSS, Atom or JSON feed.': 'Toutes les entrées d’un flux RSS, Atom ou JSON.',
    'RSS URL': 'URL RSS',
    'The address of an RSS, Atom or JSON feed, starting with http:// or https://.':
      'L’adresse d’un flux RSS, Atom ou JSON, commençant par http:// ou https://.',
  },
  es: {
    Feed: 'Feed',
    'Every entry of an RSS, Atom or JSON feed.': 'Todas las entradas de un feed RSS, Atom o JSON.',
    'RSS URL': 'URL de RSS',
    'The address of an RSS, Atom or JSON feed, starting with http:// or https://.':
      'La dirección de un feed RSS, Atom o JSON, que empieza por http:// o https://.',
  },
};
