/**
 * The German, French and Spanish texts of the Instagram connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Profile: 'Profil',
    "A business or creator account's own posts (sign in to Instagram as the account: no Facebook Page needed).":
      'Die eigenen Beiträge eines Business- oder Creator-Kontos (melde dich bei Instagram als dieses Konto an: keine Facebook-Seite nötig).',
    Username: 'Nutzername',
    'The Instagram business or creator account whose posts to show, with or without the @. You sign in to Instagram as this account.':
      'Das Instagram-Business- oder -Creator-Konto, dessen Beiträge gezeigt werden, mit oder ohne @. Du meldest dich bei Instagram als dieses Konto an.',
    Hashtag: 'Hashtag',
    'Public posts with a hashtag, recent or top. Instagram lets one account search 30 different hashtags in 7 days; each hashtag source shows how many are used, and a 31st is refused before Instagram is asked.':
      'Öffentliche Beiträge mit einem Hashtag, aktuelle oder Top-Beiträge. Instagram erlaubt einem Konto 30 verschiedene Hashtags in 7 Tagen; jede Hashtag-Quelle zeigt, wie viele verbraucht sind, und ein 31. wird abgelehnt, bevor Instagram gefragt wird.',
    'With or without the #.': 'Mit oder ohne #.',
    'Which posts': 'Welche Beiträge',
    'Recent: the last 24 hours, newest first': 'Neueste: die letzten 24 Stunden, neueste zuerst',
    'Top: the most popular with the hashtag': 'Top: die beliebtesten mit dem Hashtag',
    'Search as': 'Suchen als',
    "Optional: the business or creator account that searches (it counts against that account's 30 hashtags a week). Empty: the first one the sign-in manages.":
      'Optional: das Business- oder Creator-Konto, das sucht (es zählt gegen die 30 Hashtags pro Woche dieses Kontos). Leer: das erste, das die Anmeldung verwaltet.',
    'Tagged posts': 'Markierte Beiträge',
    'Posts in which other accounts tagged a business or creator account.':
      'Beiträge, in denen andere Konten ein Business- oder Creator-Konto markiert haben.',
    'The Instagram business or creator account whose tagged posts to show, with or without the @.':
      'Das Instagram-Business- oder -Creator-Konto, dessen markierte Beiträge gezeigt werden, mit oder ohne @.',
    'Mentions (unavailable)': 'Erwähnungen (nicht verfügbar)',
    "Instagram tells apps about caption @mentions only through webhooks sent to a public address, which Chorus does not receive. Choose 'Tagged posts' for the account, or a hashtag feed, instead.":
      'Instagram meldet @Erwähnungen in Bildunterschriften nur über Webhooks an eine öffentliche Adresse, die Chorus nicht empfängt. Wähle stattdessen „Markierte Beiträge“ für das Konto oder einen Hashtag-Feed.',
    'Location (unavailable)': 'Ort (nicht verfügbar)',
    "Instagram no longer lets apps read a place's posts: its location search and location media endpoints were removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.":
      'Instagram lässt Apps die Beiträge eines Ortes nicht mehr lesen: die Ortssuche und die Orts-Medien-Endpunkte wurden aus der API entfernt. Füge stattdessen einen Hashtag-Feed für den Hashtag des Ortes oder der Veranstaltung hinzu.',
    Location: 'Ort',
    'A place name or an Instagram location id.': 'Ein Ortsname oder eine Instagram-Orts-ID.',
    'Geo (unavailable)': 'Geo (nicht verfügbar)',
    "Instagram no longer lets apps search posts near a point: its media search by latitude and longitude was removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.":
      'Instagram lässt Apps nicht mehr nach Beiträgen in der Nähe eines Punkts suchen: die Mediensuche nach Breiten- und Längengrad wurde aus der API entfernt. Füge stattdessen einen Hashtag-Feed für den Hashtag des Ortes oder der Veranstaltung hinzu.',
  },
  fr: {
    Profile: 'Profil',
    "A business or creator account's own posts (sign in to Instagram as the account: no Facebook Page needed).":
      'Les publications d’un compte professionnel ou créateur (connectez-vous à Instagram avec ce compte : aucune Page Facebook nécessaire).',
    Username: 'Nom d’utilisateur',
    'The Instagram business or creator account whose posts to show, with or without the @. You sign in to Instagram as this account.':
      'Le compte Instagram professionnel ou créateur dont afficher les publications, avec ou sans @. Vous vous connectez à Instagram avec ce compte.',
    Hashtag: 'Hashtag',
    'Public posts with a hashtag, recent or top. Instagram lets one account search 30 different hashtags in 7 days; each hashtag source shows how many are used, and a 31st is refused before Instagram is asked.':
      'Les publications publiques avec un hashtag, récentes ou populaires. Instagram permet à un compte de rechercher 30 hashtags différents en 7 jours ; chaque source de hashtag indique combien sont utilisés, et un 31e est refusé avant même d’interroger Instagram.',
    'With or without the #.': 'Avec ou sans le #.',
    'Which posts': 'Quelles publications',
    'Recent: the last 24 hours, newest first':
      'Récentes : les dernières 24 heures, les plus récentes d’abord',
    'Top: the most popular with the hashtag': 'Top : les plus populaires avec le hashtag',
    'Search as': 'Rechercher en tant que',
    "Optional: the business or creator account that searches (it counts against that account's 30 hashtags a week). Empty: the first one the sign-in manages.":
      'Facultatif : le compte professionnel ou créateur qui effectue la recherche (elle compte dans les 30 hashtags par semaine de ce compte). Vide : le premier que la connexion gère.',
    'Tagged posts': 'Publications identifiées',
    'Posts in which other accounts tagged a business or creator account.':
      'Les publications dans lesquelles d’autres comptes ont identifié un compte professionnel ou créateur.',
    'The Instagram business or creator account whose tagged posts to show, with or without the @.':
      'Le compte Instagram professionnel ou créateur dont afficher les publications identifiées, avec ou sans @.',
    'Mentions (unavailable)': 'Mentions (indisponible)',
    "Instagram tells apps about caption @mentions only through webhooks sent to a public address, which Chorus does not receive. Choose 'Tagged posts' for the account, or a hashtag feed, instead.":
      'Instagram ne signale les @mentions des légendes aux applications que par des webhooks envoyés à une adresse publique, que Chorus ne reçoit pas. Choisissez plutôt « Publications identifiées » pour le compte, ou un flux de hashtag.',
    'Location (unavailable)': 'Lieu (indisponible)',
    "Instagram no longer lets apps read a place's posts: its location search and location media endpoints were removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.":
      'Instagram ne permet plus aux applications de lire les publications d’un lieu : sa recherche de lieux et ses points d’accès aux médias d’un lieu ont été retirés de l’API. Ajoutez plutôt un flux pour le hashtag du lieu ou de l’événement.',
    Location: 'Lieu',
    'A place name or an Instagram location id.':
      'Un nom de lieu ou un identifiant de lieu Instagram.',
    'Geo (unavailable)': 'Géo (indisponible)',
    "Instagram no longer lets apps search posts near a point: its media search by latitude and longitude was removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.":
      'Instagram ne permet plus aux applications de chercher des publications près d’un point : sa recherche de médias par latitude et longitude a été retirée de l’API. Ajoutez plutôt un flux pour le hashtag du lieu ou de l’événement.',
  },
  es: {
    Profile: 'Perfil',
    "A business or creator account's own posts (sign in to Instagram as the account: no Facebook Page needed).":
      'Las publicaciones de una cuenta de empresa o de creador (inicia sesión en Instagram como esa cuenta: no hace falta una página de Facebook).',
    Username: 'Nombre de usuario',
    'The Instagram business or creator account whose posts to show, with or without the @. You sign in to Instagram as this account.':
      'La cuenta de Instagram de empresa o de creador cuyas publicaciones se muestran, con o sin @. Inicias sesión en Instagram como esta cuenta.',
    Hashtag: 'Hashtag',
    'Public posts with a hashtag, recent or top. Instagram lets one account search 30 different hashtags in 7 days; each hashtag source shows how many are used, and a 31st is refused before Instagram is asked.':
      'Publicaciones públicas con un hashtag, recientes o destacadas. Instagram permite a una cuenta buscar 30 hashtags distintos en 7 días; cada fuente de hashtag muestra cuántos se han usado, y un 31.º se rechaza antes de consultar a Instagram.',
    'With or without the #.': 'Con o sin el #.',
    'Which posts': 'Qué publicaciones',
    'Recent: the last 24 hours, newest first':
      'Recientes: las últimas 24 horas, primero las más nuevas',
    'Top: the most popular with the hashtag': 'Top: las más populares con el hashtag',
    'Search as': 'Buscar como',
    "Optional: the business or creator account that searches (it counts against that account's 30 hashtags a week). Empty: the first one the sign-in manages.":
      'Opcional: la cuenta de empresa o de creador que busca (cuenta para los 30 hashtags semanales de esa cuenta). Vacío: la primera que gestiona el inicio de sesión.',
    'Tagged posts': 'Publicaciones etiquetadas',
    'Posts in which other accounts tagged a business or creator account.':
      'Publicaciones en las que otras cuentas etiquetaron a una cuenta de empresa o de creador.',
    'The Instagram business or creator account whose tagged posts to show, with or without the @.':
      'La cuenta de Instagram de empresa o de creador cuyas publicaciones etiquetadas se muestran, con o sin @.',
    'Mentions (unavailable)': 'Menciones (no disponible)',
    "Instagram tells apps about caption @mentions only through webhooks sent to a public address, which Chorus does not receive. Choose 'Tagged posts' for the account, or a hashtag feed, instead.":
      'Instagram solo avisa a las aplicaciones de las @menciones en los pies de foto mediante webhooks enviados a una dirección pública, que Chorus no recibe. Elige «Publicaciones etiquetadas» para la cuenta, o un feed de hashtag.',
    'Location (unavailable)': 'Ubicación (no disponible)',
    "Instagram no longer lets apps read a place's posts: its location search and location media endpoints were removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.":
      'Instagram ya no permite a las aplicaciones leer las publicaciones de un lugar: su búsqueda de ubicaciones y sus endpoints de medios por ubicación se eliminaron de la API. Añade un feed de hashtag para el hashtag del lugar o del evento.',
    Location: 'Ubicación',
    'A place name or an Instagram location id.':
      'Un nombre de lugar o un id de ubicación de Instagram.',
    'Geo (unavailable)': 'Geo (no disponible)',
    "Instagram no longer lets apps search posts near a point: its media search by latitude and longitude was removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.":
      'Instagram ya no permite a las aplicaciones buscar publicaciones cerca de un punto: su búsqueda de medios por latitud y longitud se eliminó de la API. Añade un feed de hashtag para el hashtag del lugar o del evento.',
  },
};
