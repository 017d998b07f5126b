/**
 * The German, French and Spanish texts of the Reddit connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Subreddit: 'Subreddit',
    "A subreddit's newest posts.": 'Die neuesten Beiträge eines Subreddits.',
    'e.g. r/programming or programming.': 'z. B. r/programming oder programming.',
    User: 'Nutzer',
    "A user's newest submissions.": 'Die neuesten Einreichungen eines Nutzers.',
    Username: 'Nutzername',
    'e.g. u/spez or spez.': 'z. B. u/spez oder spez.',
    'Search in a subreddit': 'Suche in einem Subreddit',
    'The newest posts of a subreddit matching words.':
      'Die neuesten Beiträge eines Subreddits, die zu Wörtern passen.',
    Search: 'Suche',
    'Words to look for in the subreddit.': 'Wörter, nach denen im Subreddit gesucht wird.',
  },
  fr: {
    Subreddit: 'Subreddit',
    "A subreddit's newest posts.": 'Les publications les plus récentes d’un subreddit.',
    'e.g. r/programming or programming.': 'p. ex. r/programming ou programming.',
    User: 'Utilisateur',
    "A user's newest submissions.": 'Les soumissions les plus récentes d’un utilisateur.',
    Username: 'Nom d’utilisateur',
    'e.g. u/spez or spez.': 'p. ex. u/spez ou spez.',
    'Search in a subreddit': 'Recherche dans un subreddit',
    'The newest posts of a subreddit matching words.':
      'Les publications les plus récentes d’un subreddit correspondant à des mots.',
    Search: 'Recherche',
    'Words to look for in the subreddit.': 'Les mots à chercher dans le subreddit.',
  },
  es: {
    Subreddit: 'Subreddit',
    "A subreddit's newest posts.": 'Las publicaciones más recientes de un subreddit.',
    'e.g. r/programming or programming.': 'p. ej. r/programming o programming.',
    User: 'Usuario',
    "A user's newest submissions.": 'Los envíos más recientes de un usuario.',
    Username: 'Nombre de usuario',
    'e.g. u/spez or spez.': 'p. ej. u/spez o spez.',
    'Search in a subreddit': 'Búsqueda en un subreddit',
    'The newest posts of a subreddit matching words.':
      'Las publicaciones más recientes de un subreddit que coinciden con unas palabras.',
    Search: 'Búsqueda',
    'Words to look for in the subreddit.': 'Palabras que buscar en el subreddit.',
  },
};
