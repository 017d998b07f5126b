/**
 * The German, French and Spanish texts of the waterfall themes that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';
import { motionOptionTexts, withKitTexts } from '@chorus/theme-kit';

export const texts: SchemaTexts = withKitTexts(
  {
    de: {
      Waterfall: 'Wasserfall',
      'Waterfall events': 'Wasserfall für Veranstaltungen',
      'Waterfall speed': 'Wasserfall-Geschwindigkeit',
      'Higher is slower; under 25000 resets.':
        'Höher ist langsamer; unter 25000 wird zurückgesetzt.',
    },
    fr: {
      Waterfall: 'Cascade',
      'Waterfall events': 'Cascade pour événements',
      'Waterfall speed': 'Vitesse de la cascade',
      'Higher is slower; under 25000 resets.':
        'Plus la valeur est haute, plus c’est lent ; en dessous de 25000, elle est réinitialisée.',
    },
    es: {
      Waterfall: 'Cascada',
      'Waterfall events': 'Cascada para eventos',
      'Waterfall speed': 'Velocidad de la cascada',
      'Higher is slower; under 25000 resets.':
        'Más alto es más lento; por debajo de 25000 se restablece.',
    },
  },
  motionOptionTexts,
);
