/** Spanish texts of core's owner-facing schemas (display-profile.ts), keyed by the English. */
import type { SchemaTextTable } from './translate.ts';

export const es: SchemaTextTable = {
  // Display settings
  'Display settings': 'Ajustes de visualización',
  'How a wall is drawn.': 'Cómo se muestra un muro.',
  'Post width': 'Ancho de las publicaciones',
  'In px.': 'En px.',
  'Post padding': 'Espaciado de las publicaciones',
  'Slider post width': 'Ancho de las publicaciones del carrusel',
  'Slider post padding': 'Espaciado de las publicaciones del carrusel',
  'Slider text layout': 'Disposición del texto del carrusel',
  'Transition delay': 'Intervalo de transición',
  'Milliseconds each slide stays on screen.':
    'Milisegundos que cada diapositiva permanece en pantalla.',
  Animation: 'Animación',
  'Index into the slideshow animations.': 'Número de la animación de la presentación.',
  'Post text colour': 'Color del texto de las publicaciones',
  Autoscroll: 'Desplazamiento automático',
  'Minimum column width': 'Ancho mínimo de columna',
  'Ignore reduced motion': 'Ignorar el movimiento reducido',
  'For an event screen: slideshows and moving themes keep moving even where the viewer asked for reduced motion.':
    'Para una pantalla de evento: las presentaciones y los temas animados siguen moviéndose aunque el espectador haya pedido menos movimiento.',
  // Banner
  Banner: 'Banner',
  'An image shown above the wall.': 'Una imagen que se muestra encima del muro.',
  'Banner image': 'Imagen del banner',
  'Address of the banner image.': 'Dirección de la imagen del banner.',
  Width: 'Ancho',
  Height: 'Alto',
  // Call to action
  'Call to action': 'Llamada a la acción',
  'A button shown on posts of chosen sources.':
    'Un botón que se muestra en las publicaciones de las fuentes elegidas.',
  Link: 'Enlace',
  'Where the button leads.': 'Adónde lleva el botón.',
  'Button text': 'Texto del botón',
  'Button colour': 'Color del botón',
  Icon: 'Icono',
  'Text colour': 'Color del texto',
  Sources: 'Fuentes',
  'Ids of the sources whose posts show the button.':
    'Las fuentes cuyas publicaciones muestran el botón.',
  // Language: each language keeps its own name.
  Language: 'Idioma',
  'What visitors read the wall in: messages, buttons, dates. English by default.':
    'En qué idioma leen el muro los visitantes: mensajes, botones, fechas. Inglés por defecto.',
  English: 'English',
  Deutsch: 'Deutsch',
  Français: 'Français',
  Español: 'Español',
  // Appearance choices (appearanceChoiceLabels)
  Left: 'Izquierda',
  Centre: 'Centro',
  Right: 'Derecha',
  Top: 'Arriba',
  Bottom: 'Abajo',
};
