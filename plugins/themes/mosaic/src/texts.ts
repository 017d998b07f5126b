/**
 * The German, French and Spanish texts of the mosaic theme that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';
import { motionOptionTexts, withKitTexts } from '@chorus/theme-kit';

export const texts: SchemaTexts = withKitTexts(
  {
    de: {
      Mosaic: 'Mosaik',
      'Mosaic options': 'Optionen für Mosaik',
    },
    fr: {
      Mosaic: 'Mosaïque',
      'Mosaic options': 'Options de la mosaïque',
    },
    es: {
      Mosaic: 'Mosaico',
      'Mosaic options': 'Opciones del mosaico',
    },
  },
  motionOptionTexts,
);
