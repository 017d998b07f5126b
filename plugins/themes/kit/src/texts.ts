/**
 * The German, French and Spanish texts of the options the kit gives themes (the motion option,
 * the slide themes' transition delay and animation), keyed by the English text; a theme joins
 * the ones it declares to its own with {@link withKitTexts} (docs/plugins.md "Translated texts").
 */
import type { SchemaTexts } from '@chorus/core/i18n';

/** A theme's own texts joined with the kit's tables its options use (own texts win). */
export function withKitTexts(own: SchemaTexts, ...kit: readonly SchemaTexts[]): SchemaTexts {
  const languages = ['de', 'fr', 'es'] as const;
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.assign({}, ...kit.map((texts) => texts[language]), own[language]),
    ]),
  );
}

/** The texts of the shared motion option (motion-options.ts). */
export const motionOptionTexts: SchemaTexts = {
  de: {
    'Ignore reduced motion': 'Reduzierte Bewegung ignorieren',
    'For an event screen: keep moving even where the viewer asked for reduced motion.':
      'Für einen Veranstaltungsbildschirm: in Bewegung bleiben, auch wenn der Betrachter reduzierte Bewegung eingestellt hat.',
  },
  fr: {
    'Ignore reduced motion': 'Ignorer la réduction des animations',
    'For an event screen: keep moving even where the viewer asked for reduced motion.':
      'Pour un écran d’événement : continuer à bouger même si le spectateur a demandé moins d’animations.',
  },
  es: {
    'Ignore reduced motion': 'Ignorar el movimiento reducido',
    'For an event screen: keep moving even where the viewer asked for reduced motion.':
      'Para una pantalla de evento: seguir en movimiento aunque el espectador haya pedido menos movimiento.',
  },
};

/** The texts of core's transition delay setting, which slide themes show (slideshow/options.ts). */
export const transitionDelayTexts: SchemaTexts = {
  de: {
    'Transition delay': 'Wechselintervall',
    'Milliseconds each slide stays on screen.': 'Millisekunden, die jede Folie zu sehen ist.',
  },
  fr: {
    'Transition delay': 'Délai de transition',
    'Milliseconds each slide stays on screen.':
      'Durée d’affichage de chaque diapositive, en millisecondes.',
  },
  es: {
    'Transition delay': 'Intervalo de transición',
    'Milliseconds each slide stays on screen.':
      'Milisegundos que cada diapositiva permanece en pantalla.',
  },
};

/** The texts of the slide themes' animation option (slideshow/options.ts). */
export const animationOptionTexts: SchemaTexts = {
  de: {
    Animation: 'Animation',
    'How each post comes in: 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, 4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.':
      'Wie jeder Beitrag erscheint: 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, 4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.',
  },
  fr: {
    Animation: 'Animation',
    'How each post comes in: 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, 4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.':
      'Comment chaque publication apparaît : 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, 4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.',
  },
  es: {
    Animation: 'Animación',
    'How each post comes in: 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, 4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.':
      'Cómo entra cada publicación: 0 fadeInUp, 1 fadeInDown, 2 fadeInLeft, 3 fadeInRight, 4 flipInX, 5 flipInY, 6 bounceIn, 7 rotateIn, 8 rollIn.',
  },
};
