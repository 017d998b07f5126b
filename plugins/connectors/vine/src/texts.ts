/**
 * The German, French and Spanish texts of the Vine archive connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Vine archive': 'Vine-Archiv',
    "A person's posts from a Vine archive (Vine closed in 2017).":
      'Die Beiträge einer Person aus einem Vine-Archiv (Vine wurde 2017 eingestellt).',
    'Vine username': 'Vine-Nutzername',
    'The person whose Vine archive you upload; names from uploaded archives are suggested.':
      'Die Person, deren Vine-Archiv du hochlädst; Namen aus bereits hochgeladenen Archiven werden vorgeschlagen.',
    'Vine hashtag': 'Vine-Hashtag',
    'The posts of a Vine archive with a hashtag.':
      'Die Beiträge eines Vine-Archivs mit einem Hashtag.',
    'With or without the #, e.g. #magic.': 'Mit oder ohne #, z. B. #magic.',
    'The JSON of a Vine archive: a list of posts (or {"records": [...]}), each with created, description, videoUrl, thumbnailUrl, permalinkUrl and username.':
      'Das JSON eines Vine-Archivs: eine Liste von Beiträgen (oder {"records": [...]}), jeder mit created, description, videoUrl, thumbnailUrl, permalinkUrl und username.',
  },
  fr: {
    'Vine archive': 'Archive Vine',
    "A person's posts from a Vine archive (Vine closed in 2017).":
      'Les publications d’une personne tirées d’une archive Vine (Vine a fermé en 2017).',
    'Vine username': 'Nom d’utilisateur Vine',
    'The person whose Vine archive you upload; names from uploaded archives are suggested.':
      'La personne dont vous importez l’archive Vine ; les noms des archives déjà importées sont suggérés.',
    'Vine hashtag': 'Hashtag Vine',
    'The posts of a Vine archive with a hashtag.':
      'Les publications d’une archive Vine avec un hashtag.',
    'With or without the #, e.g. #magic.': 'Avec ou sans le #, p. ex. #magic.',
    'The JSON of a Vine archive: a list of posts (or {"records": [...]}), each with created, description, videoUrl, thumbnailUrl, permalinkUrl and username.':
      'Le JSON d’une archive Vine : une liste de publications (ou {"records": [...]}), chacune avec created, description, videoUrl, thumbnailUrl, permalinkUrl et username.',
  },
  es: {
    'Vine archive': 'Archivo de Vine',
    "A person's posts from a Vine archive (Vine closed in 2017).":
      'Las publicaciones de una persona de un archivo de Vine (Vine cerró en 2017).',
    'Vine username': 'Nombre de usuario de Vine',
    'The person whose Vine archive you upload; names from uploaded archives are suggested.':
      'La persona cuyo archivo de Vine subes; se sugieren los nombres de archivos ya subidos.',
    'Vine hashtag': 'Hashtag de Vine',
    'The posts of a Vine archive with a hashtag.':
      'Las publicaciones de un archivo de Vine con un hashtag.',
    'With or without the #, e.g. #magic.': 'Con o sin el #, p. ej. #magic.',
    'The JSON of a Vine archive: a list of posts (or {"records": [...]}), each with created, description, videoUrl, thumbnailUrl, permalinkUrl and username.':
      'El JSON de un archivo de Vine: una lista de publicaciones (o {"records": [...]}), cada una con created, description, videoUrl, thumbnailUrl, permalinkUrl y username.',
  },
};
