/**
 * The German, French and Spanish texts of the horizontal slider theme that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';
import { motionOptionTexts, withKitTexts } from '@chorus/theme-kit';

export const texts: SchemaTexts = withKitTexts(
  {
    de: {
      'Horizontal slider': 'Horizontaler Slider',
      'Slider post width': 'Beitragsbreite im Slider',
      'Width of each post, in px.': 'Breite jedes Beitrags, in px.',
      'Slider post padding': 'Beitragsabstand im Slider',
      'Space between posts, in px.': 'Abstand zwischen Beiträgen, in px.',
      'Slider text lines': 'Textzeilen im Slider',
      'Lines of post text each card shows (0 hides the text).':
        'Wie viele Zeilen Beitragstext jede Karte zeigt (0 blendet den Text aus).',
      Autoscroll: 'Automatisch scrollen',
      'Move one post along every second.': 'Jede Sekunde um einen Beitrag weiterrücken.',
    },
    fr: {
      'Horizontal slider': 'Carrousel horizontal',
      'Slider post width': 'Largeur des publications du carrousel',
      'Width of each post, in px.': 'Largeur de chaque publication, en px.',
      'Slider post padding': 'Espacement des publications du carrousel',
      'Space between posts, in px.': 'Espace entre les publications, en px.',
      'Slider text lines': 'Lignes de texte du carrousel',
      'Lines of post text each card shows (0 hides the text).':
        'Nombre de lignes de texte affichées sur chaque carte (0 masque le texte).',
      Autoscroll: 'Défilement automatique',
      'Move one post along every second.': 'Avancer d’une publication chaque seconde.',
    },
    es: {
      'Horizontal slider': 'Carrusel horizontal',
      'Slider post width': 'Ancho de las publicaciones del carrusel',
      'Width of each post, in px.': 'Ancho de cada publicación, en px.',
      'Slider post padding': 'Espaciado de las publicaciones del carrusel',
      'Space between posts, in px.': 'Espacio entre publicaciones, en px.',
      'Slider text lines': 'Líneas de texto del carrusel',
      'Lines of post text each card shows (0 hides the text).':
        'Líneas de texto que muestra cada tarjeta (0 oculta el texto).',
      Autoscroll: 'Desplazamiento automático',
      'Move one post along every second.': 'Avanzar una publicación cada segundo.',
    },
  },
  motionOptionTexts,
);
