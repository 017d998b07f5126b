/** The words of the owner app's dialog (Modal.tsx): its close button's label. */
import { defineTexts } from '../../i18n/texts.ts';

export const texts = defineTexts(
  {
    close: 'Close',
  },
  {
    de: {
      close: 'Schließen',
    },
    fr: {
      close: 'Fermer',
    },
    es: {
      close: 'Cerrar',
    },
  },
);
