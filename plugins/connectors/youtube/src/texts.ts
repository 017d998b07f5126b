/**
 * The German, French and Spanish texts of the YouTube connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Channel: 'Kanal',
    "A channel's uploads. Works without an API key for a username or channel id.":
      'Die Uploads eines Kanals. Funktioniert ohne API-Schlüssel für einen Nutzernamen oder eine Kanal-ID.',
    'An @handle, a username, or a channel id (UC…).':
      'Ein @Handle, ein Nutzername oder eine Kanal-ID (UC…).',
    Playlist: 'Playlist',
    'The videos of a public playlist.': 'Die Videos einer öffentlichen Playlist.',
    'A playlist id (PL…) or its youtube.com address.':
      'Eine Playlist-ID (PL…) oder ihre youtube.com-Adresse.',
    'Hashtag or keywords': 'Hashtag oder Stichwörter',
    'The newest videos matching words; uses 100 units of the daily quota a search.':
      'Die neuesten Videos zu Wörtern; jede Suche verbraucht 100 Einheiten des Tageskontingents.',
    'Hashtag or words': 'Hashtag oder Wörter',
    'e.g. #chorus or "social wall".': 'z. B. #chorus oder "social wall".',
  },
  fr: {
    Channel: 'Chaîne',
    "A channel's uploads. Works without an API key for a username or channel id.":
      'Les vidéos mises en ligne par une chaîne. Fonctionne sans clé d’API pour un nom d’utilisateur ou un identifiant de chaîne.',
    'An @handle, a username, or a channel id (UC…).':
      'Un @identifiant, un nom d’utilisateur ou un identifiant de chaîne (UC…).',
    Playlist: 'Playlist',
    'The videos of a public playlist.': 'Les vidéos d’une playlist publique.',
    'A playlist id (PL…) or its youtube.com address.':
      'Un identifiant de playlist (PL…) ou son adresse youtube.com.',
    'Hashtag or keywords': 'Hashtag ou mots-clés',
    'The newest videos matching words; uses 100 units of the daily quota a search.':
      'Les vidéos les plus récentes correspondant à des mots ; chaque recherche utilise 100 unités du quota quotidien.',
    'Hashtag or words': 'Hashtag ou mots',
    'e.g. #chorus or "social wall".': 'p. ex. #chorus ou "social wall".',
  },
  es: {
    Channel: 'Canal',
    "A channel's uploads. Works without an API key for a username or channel id.":
      'Los vídeos subidos por un canal. Funciona sin clave de API para un nombre de usuario o un id de canal.',
    'An @handle, a username, or a channel id (UC…).':
      'Un @usuario, un nombre de usuario o un id de canal (UC…).',
    Playlist: 'Lista de reproducción',
    'The videos of a public playlist.': 'Los vídeos de una lista de reproducción pública.',
    'A playlist id (PL…) or its youtube.com address.':
      'Un id de lista de reproducción (PL…) o su dirección de youtube.com.',
    'Hashtag or keywords': 'Hashtag o palabras clave',
    'The newest videos matching words; uses 100 units of the daily quota a search.':
      'Los vídeos más recientes que coinciden con unas palabras; cada búsqueda usa 100 unidades de la cuota diaria.',
    'Hashtag or words': 'Hashtag o palabras',
    'e.g. #chorus or "social wall".': 'p. ej. #chorus o "social wall".',
  },
};
