/**
 * The words of the owner app's shared controls (ui/): the dialogs' Cancel and the image
 * picker's progress. The catalogue's upload messages come from core's translator.
 */
import { defineTexts } from '../i18n/texts.ts';

export const texts = defineTexts(
  {
    cancel: 'Cancel',
    uploading: 'Uploading: {label}',
  },
  {
    de: {
      cancel: 'Abbrechen',
      uploading: 'Wird hochgeladen: {label}',
    },
    fr: {
      cancel: 'Annuler',
      uploading: 'Envoi en cours : {label}',
    },
    es: {
      cancel: 'Cancelar',
      uploading: 'Subiendo: {label}',
    },
  },
);
