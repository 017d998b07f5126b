/**
 * The German, French and Spanish texts of the slideshow theme that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';
import {
  animationOptionTexts,
  motionOptionTexts,
  transitionDelayTexts,
  withKitTexts,
} from '@chorus/theme-kit';

export const texts: SchemaTexts = withKitTexts(
  {
    de: {
      Slideshow: 'Diashow',
      'Slideshow options': 'Optionen der Diashow',
    },
    fr: {
      Slideshow: 'Diaporama',
      'Slideshow options': 'Options du diaporama',
    },
    es: {
      Slideshow: 'Presentación',
      'Slideshow options': 'Opciones de la presentación',
    },
  },
  transitionDelayTexts,
  motionOptionTexts,
  animationOptionTexts,
);
