/**
 * The German, French and Spanish texts of the Tumblr connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Blog: 'Blog',
    "A blog's posts and reblogs, newest first.":
      'Die Beiträge und Reblogs eines Blogs, neueste zuerst.',
    'The blog name or its address, e.g. staff.tumblr.com.':
      'Der Name des Blogs oder seine Adresse, z. B. staff.tumblr.com.',
    Hashtag: 'Hashtag',
    'Public posts with a tag, from every blog.':
      'Öffentliche Beiträge mit einem Tag, aus allen Blogs.',
    'With or without the #; tags may hold spaces.':
      'Mit oder ohne #; Tags dürfen Leerzeichen enthalten.',
  },
  fr: {
    Blog: 'Blog',
    "A blog's posts and reblogs, newest first.":
      'Les publications et reblogs d’un blog, les plus récents en premier.',
    'The blog name or its address, e.g. staff.tumblr.com.':
      'Le nom du blog ou son adresse, p. ex. staff.tumblr.com.',
    Hashtag: 'Hashtag',
    'Public posts with a tag, from every blog.':
      'Les publications publiques avec un tag, de tous les blogs.',
    'With or without the #; tags may hold spaces.':
      'Avec ou sans le # ; les tags peuvent contenir des espaces.',
  },
  es: {
    Blog: 'Blog',
    "A blog's posts and reblogs, newest first.":
      'Las publicaciones y reblogs de un blog, primero las más recientes.',
    'The blog name or its address, e.g. staff.tumblr.com.':
      'El nombre del blog o su dirección, p. ej. staff.tumblr.com.',
    Hashtag: 'Hashtag',
    'Public posts with a tag, from every blog.':
      'Publicaciones públicas con una etiqueta, de todos los blogs.',
    'With or without the #; tags may hold spaces.':
      'Con o sin el #; las etiquetas pueden tener espacios.',
  },
};
