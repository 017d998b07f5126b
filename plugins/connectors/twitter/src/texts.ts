/**
 * The German, French and Spanish texts of the X (Twitter) connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Account: 'Konto',
    "Posts from one account's timeline (retweets and replies left out).":
      'Beiträge aus der Timeline eines Kontos (ohne Retweets und Antworten).',
    Handle: 'Handle',
    'The X account whose posts to collect, with or without the @.':
      'Das X-Konto, dessen Beiträge gesammelt werden, mit oder ohne @.',
    Hashtag: 'Hashtag',
    'Recent posts with a hashtag, from the last seven days on.':
      'Aktuelle Beiträge mit einem Hashtag, ab den letzten sieben Tagen.',
    'Collects recent posts with this hashtag (retweets left out), with or without #.':
      'Sammelt aktuelle Beiträge mit diesem Hashtag (ohne Retweets), mit oder ohne #.',
    List: 'Liste',
    'Posts from the members of a list.': 'Beiträge der Mitglieder einer Liste.',
    'The account that owns the list.': 'Das Konto, dem die Liste gehört.',
    'The list name as its owner shows it, or the list id (digits) alone.':
      'Der Name der Liste, wie ihr Besitzer ihn zeigt, oder nur die Listen-ID (Ziffern).',
    Location: 'Ort',
    'Recent geotagged posts within a radius of a point (needs Pro access).':
      'Aktuelle Beiträge mit Standort im Umkreis eines Punkts (erfordert Pro-Zugang).',
    Latitude: 'Breitengrad',
    'Decimal degrees, -90 to 90.': 'Dezimalgrad, -90 bis 90.',
    Longitude: 'Längengrad',
    'Decimal degrees, -180 to 180.': 'Dezimalgrad, -180 bis 180.',
    'Radius (km)': 'Radius (km)',
    'Kilometres around the point; X searches at most 40 km.':
      'Kilometer um den Punkt; X sucht höchstens 40 km weit.',
    'Optional: only posts with this hashtag.': 'Optional: nur Beiträge mit diesem Hashtag.',
    Likes: 'Likes',
    'Posts an account liked.': 'Beiträge, die einem Konto gefallen haben.',
    'The X account whose liked posts to collect.':
      'Das X-Konto, dessen gelikte Beiträge gesammelt werden.',
    'Advanced search': 'Erweiterte Suche',
    'Recent posts matching an X search query.': 'Aktuelle Beiträge zu einer X-Suchanfrage.',
    'Search query': 'Suchanfrage',
    'An X search query with its operators, e.g. `from:chorus has:images`.':
      'Eine X-Suchanfrage mit ihren Operatoren, z. B. `from:chorus has:images`.',
  },
  fr: {
    Account: 'Compte',
    "Posts from one account's timeline (retweets and replies left out).":
      'Les publications du fil d’un compte (sans retweets ni réponses).',
    Handle: 'Identifiant',
    'The X account whose posts to collect, with or without the @.':
      'Le compte X dont récupérer les publications, avec ou sans @.',
    Hashtag: 'Hashtag',
    'Recent posts with a hashtag, from the last seven days on.':
      'Les publications récentes avec un hashtag, à partir des sept derniers jours.',
    'Collects recent posts with this hashtag (retweets left out), with or without #.':
      'Récupère les publications récentes avec ce hashtag (sans retweets), avec ou sans #.',
    List: 'Liste',
    'Posts from the members of a list.': 'Les publications des membres d’une liste.',
    'The account that owns the list.': 'Le compte propriétaire de la liste.',
    'The list name as its owner shows it, or the list id (digits) alone.':
      'Le nom de la liste tel que son propriétaire l’affiche, ou l’identifiant de la liste (des chiffres) seul.',
    Location: 'Lieu',
    'Recent geotagged posts within a radius of a point (needs Pro access).':
      'Les publications récentes géolocalisées dans un rayon autour d’un point (accès Pro requis).',
    Latitude: 'Latitude',
    'Decimal degrees, -90 to 90.': 'Degrés décimaux, de -90 à 90.',
    Longitude: 'Longitude',
    'Decimal degrees, -180 to 180.': 'Degrés décimaux, de -180 à 180.',
    'Radius (km)': 'Rayon (km)',
    'Kilometres around the point; X searches at most 40 km.':
      'Kilomètres autour du point ; X cherche au plus à 40 km.',
    'Optional: only posts with this hashtag.':
      'Facultatif : uniquement les publications avec ce hashtag.',
    Likes: 'J’aime',
    'Posts an account liked.': 'Les publications qu’un compte a aimées.',
    'The X account whose liked posts to collect.':
      'Le compte X dont récupérer les publications aimées.',
    'Advanced search': 'Recherche avancée',
    'Recent posts matching an X search query.':
      'Les publications récentes correspondant à une requête de recherche X.',
    'Search query': 'Requête de recherche',
    'An X search query with its operators, e.g. `from:chorus has:images`.':
      'Une requête de recherche X avec ses opérateurs, p. ex. `from:chorus has:images`.',
  },
  es: {
    Account: 'Cuenta',
    "Posts from one account's timeline (retweets and replies left out).":
      'Publicaciones de la cronología de una cuenta (sin retuits ni respuestas).',
    Handle: 'Usuario',
    'The X account whose posts to collect, with or without the @.':
      'La cuenta de X cuyas publicaciones se recogen, con o sin @.',
    Hashtag: 'Hashtag',
    'Recent posts with a hashtag, from the last seven days on.':
      'Publicaciones recientes con un hashtag, desde los últimos siete días.',
    'Collects recent posts with this hashtag (retweets left out), with or without #.':
      'Recoge publicaciones recientes con este hashtag (sin retuits), con o sin #.',
    List: 'Lista',
    'Posts from the members of a list.': 'Publicaciones de los miembros de una lista.',
    'The account that owns the list.': 'La cuenta propietaria de la lista.',
    'The list name as its owner shows it, or the list id (digits) alone.':
      'El nombre de la lista tal como lo muestra su propietario, o solo el id de la lista (dígitos).',
    Location: 'Ubicación',
    'Recent geotagged posts within a radius of a point (needs Pro access).':
      'Publicaciones recientes geolocalizadas en un radio alrededor de un punto (requiere acceso Pro).',
    Latitude: 'Latitud',
    'Decimal degrees, -90 to 90.': 'Grados decimales, de -90 a 90.',
    Longitude: 'Longitud',
    'Decimal degrees, -180 to 180.': 'Grados decimales, de -180 a 180.',
    'Radius (km)': 'Radio (km)',
    'Kilometres around the point; X searches at most 40 km.':
      'Kilómetros alrededor del punto; X busca como máximo a 40 km.',
    'Optional: only posts with this hashtag.': 'Opcional: solo publicaciones con este hashtag.',
    Likes: 'Me gusta',
    'Posts an account liked.': 'Publicaciones que le gustaron a una cuenta.',
    'The X account whose liked posts to collect.':
      'La cuenta de X cuyas publicaciones que le gustaron se recogen.',
    'Advanced search': 'Búsqueda avanzada',
    'Recent posts matching an X search query.':
      'Publicaciones recientes que coinciden con una búsqueda de X.',
    'Search query': 'Consulta de búsqueda',
    'An X search query with its operators, e.g. `from:chorus has:images`.':
      'Una consulta de búsqueda de X con sus operadores, p. ej. `from:chorus has:images`.',
  },
};
