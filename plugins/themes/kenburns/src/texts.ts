/**
 * The German, French and Spanish texts of the zoom and pan slideshow theme that owners read (titles, descriptions and
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
      'Slideshow (zoom and pan)': 'Diashow (Zoomen und Schwenken)',
      'Zoom and pan slideshow options': 'Optionen der Diashow mit Zoomen und Schwenken',
      'Only posts with an image': 'Nur Beiträge mit Bild',
      'Skips posts without an image. Off, they show as text slides; a wall without any image always shows its text posts.':
        'Überspringt Beiträge ohne Bild. Ausgeschaltet erscheinen sie als Textfolien; eine Wand ganz ohne Bilder zeigt immer ihre Textbeiträge.',
    },
    fr: {
      'Slideshow (zoom and pan)': 'Diaporama (zoom et panoramique)',
      'Zoom and pan slideshow options': 'Options du diaporama avec zoom et panoramique',
      'Only posts with an image': 'Uniquement les publications avec image',
      'Skips posts without an image. Off, they show as text slides; a wall without any image always shows its text posts.':
        'Ignore les publications sans image. Désactivé, elles s’affichent en diapositives de texte ; un mur sans aucune image affiche toujours ses publications texte.',
    },
    es: {
      'Slideshow (zoom and pan)': 'Presentación (zoom y desplazamiento)',
      'Zoom and pan slideshow options': 'Opciones de la presentación con zoom y desplazamiento',
      'Only posts with an image': 'Solo publicaciones con imagen',
      'Skips posts without an image. Off, they show as text slides; a wall without any image always shows its text posts.':
        'Omite las publicaciones sin imagen. Desactivado, se muestran como diapositivas de texto; un muro sin ninguna imagen siempre muestra sus publicaciones de texto.',
    },
  },
  transitionDelayTexts,
  motionOptionTexts,
  animationOptionTexts,
);
