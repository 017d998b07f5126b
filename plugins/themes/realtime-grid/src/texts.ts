/**
 * The German, French and Spanish texts of the realtime grid theme that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';
import { motionOptionTexts, transitionDelayTexts, withKitTexts } from '@chorus/theme-kit';

export const texts: SchemaTexts = withKitTexts(
  {
    de: {
      'Realtime grid': 'Echtzeit-Raster',
      'Grid width': 'Rasterbreite',
      'Grid height': 'Rasterhöhe',
      'Grid padding': 'Rasterabstand',
    },
    fr: {
      'Realtime grid': 'Grille en temps réel',
      'Grid width': 'Largeur de la grille',
      'Grid height': 'Hauteur de la grille',
      'Grid padding': 'Espacement de la grille',
    },
    es: {
      'Realtime grid': 'Cuadrícula en tiempo real',
      'Grid width': 'Ancho de la cuadrícula',
      'Grid height': 'Alto de la cuadrícula',
      'Grid padding': 'Espaciado de la cuadrícula',
    },
  },
  motionOptionTexts,
  transitionDelayTexts,
);
