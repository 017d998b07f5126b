/**
 * The German, French and Spanish texts of the question and answer theme that owners read (titles, descriptions and
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
      'Slideshow (question and answer)': 'Diashow (Fragen und Antworten)',
      'Question and answer options': 'Optionen für Fragen und Antworten',
      'Questions up next': 'Nächste Fragen',
      'How many of the next questions are listed beside the one shown (0 hides the list).':
        'Wie viele der nächsten Fragen neben der angezeigten aufgelistet werden (0 blendet die Liste aus).',
    },
    fr: {
      'Slideshow (question and answer)': 'Diaporama (questions et réponses)',
      'Question and answer options': 'Options des questions et réponses',
      'Questions up next': 'Questions suivantes',
      'How many of the next questions are listed beside the one shown (0 hides the list).':
        'Combien des questions suivantes sont listées à côté de celle affichée (0 masque la liste).',
    },
    es: {
      'Slideshow (question and answer)': 'Presentación (preguntas y respuestas)',
      'Question and answer options': 'Opciones de preguntas y respuestas',
      'Questions up next': 'Próximas preguntas',
      'How many of the next questions are listed beside the one shown (0 hides the list).':
        'Cuántas de las próximas preguntas se listan junto a la mostrada (0 oculta la lista).',
    },
  },
  transitionDelayTexts,
  motionOptionTexts,
  animationOptionTexts,
);
