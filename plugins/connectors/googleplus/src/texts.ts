/**
 * The German, French and Spanish texts of the Google+ archive connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Google+ archive': 'Google+-Archiv',
    'Posts from a Google Takeout export of Google+ (the service closed in 2019).':
      'Beiträge aus einem Google-Takeout-Export von Google+ (der Dienst wurde 2019 eingestellt).',
    'Google+ name': 'Google+-Name',
    'The name of the person whose Google+ archive you upload.':
      'Der Name der Person, deren Google+-Archiv du hochlädst.',
    'The zip Google Takeout made of "Google+ Stream" (Takeout/Google+ Stream/Posts/*.json, or *.html in older exports), with its pictures.':
      'Die ZIP-Datei, die Google Takeout aus "Google+ Stream" erstellt hat (Takeout/Google+ Stream/Posts/*.json, oder *.html in älteren Exporten), mit ihren Bildern.',
  },
  fr: {
    'Google+ archive': 'Archive Google+',
    'Posts from a Google Takeout export of Google+ (the service closed in 2019).':
      'Les publications d’un export Google Takeout de Google+ (le service a fermé en 2019).',
    'Google+ name': 'Nom Google+',
    'The name of the person whose Google+ archive you upload.':
      'Le nom de la personne dont vous importez l’archive Google+.',
    'The zip Google Takeout made of "Google+ Stream" (Takeout/Google+ Stream/Posts/*.json, or *.html in older exports), with its pictures.':
      'Le zip que Google Takeout a créé à partir de "Google+ Stream" (Takeout/Google+ Stream/Posts/*.json, ou *.html dans les anciens exports), avec ses images.',
  },
  es: {
    'Google+ archive': 'Archivo de Google+',
    'Posts from a Google Takeout export of Google+ (the service closed in 2019).':
      'Publicaciones de una exportación de Google Takeout de Google+ (el servicio cerró en 2019).',
    'Google+ name': 'Nombre en Google+',
    'The name of the person whose Google+ archive you upload.':
      'El nombre de la persona cuyo archivo de Google+ subes.',
    'The zip Google Takeout made of "Google+ Stream" (Takeout/Google+ Stream/Posts/*.json, or *.html in older exports), with its pictures.':
      'El zip que Google Takeout generó de "Google+ Stream" (Takeout/Google+ Stream/Posts/*.json, o *.html en exportaciones antiguas), con sus imágenes.',
  },
};
