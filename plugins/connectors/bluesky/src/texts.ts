/**
 * The German, French and Spanish texts of the Bluesky connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Account: 'Konto',
    'The posts and reposts of one account. No sign-in needed.':
      'Die Beiträge und Reposts eines Kontos. Keine Anmeldung nötig.',
    Handle: 'Handle',
    'e.g. alice.bsky.social, or a did:plc:… identifier.':
      'z. B. alice.bsky.social oder eine did:plc:…-Kennung.',
    'Include replies': 'Antworten einbeziehen',
    'Replies are left out unless this is ticked.':
      'Antworten werden weggelassen, außer dies ist angehakt.',
    'Hashtag or keywords': 'Hashtag oder Stichwörter',
    'Posts matching a hashtag or words. Bluesky asks for a sign-in (app password).':
      'Beiträge zu einem Hashtag oder Wörtern. Bluesky verlangt eine Anmeldung (App-Passwort).',
    'Hashtag or words': 'Hashtag oder Wörter',
    'e.g. #chorus or "social wall". Needs the account and app password below.':
      'z. B. #chorus oder "social wall". Braucht das Konto und das App-Passwort unten.',
    'Handle or email': 'Handle oder E-Mail',
    'The account the search signs in as.': 'Das Konto, mit dem sich die Suche anmeldet.',
    'App password': 'App-Passwort',
    'Bluesky → Settings → Privacy and security → App passwords. Never shown again.':
      'Bluesky → Einstellungen → Privatsphäre und Sicherheit → App-Passwörter. Wird nie wieder angezeigt.',
    'Custom feed': 'Benutzerdefinierter Feed',
    'The posts of a custom feed, by its at:// address.':
      'Die Beiträge eines benutzerdefinierten Feeds, über seine at://-Adresse.',
    'Feed address': 'Feed-Adresse',
    'at://did:plc:…/app.bsky.feed.generator/…': 'at://did:plc:…/app.bsky.feed.generator/…',
    List: 'Liste',
    "The posts of a list's members, by its at:// address.":
      'Die Beiträge der Mitglieder einer Liste, über ihre at://-Adresse.',
    'List address': 'Listen-Adresse',
    'at://did:plc:…/app.bsky.graph.list/…': 'at://did:plc:…/app.bsky.graph.list/…',
  },
  fr: {
    Account: 'Compte',
    'The posts and reposts of one account. No sign-in needed.':
      'Les publications et republications d’un compte. Aucune connexion nécessaire.',
    Handle: 'Identifiant',
    'e.g. alice.bsky.social, or a did:plc:… identifier.':
      'p. ex. alice.bsky.social, ou un identifiant did:plc:….',
    'Include replies': 'Inclure les réponses',
    'Replies are left out unless this is ticked.':
      'Les réponses sont exclues sauf si cette case est cochée.',
    'Hashtag or keywords': 'Hashtag ou mots-clés',
    'Posts matching a hashtag or words. Bluesky asks for a sign-in (app password).':
      'Les publications correspondant à un hashtag ou à des mots. Bluesky demande une connexion (mot de passe d’application).',
    'Hashtag or words': 'Hashtag ou mots',
    'e.g. #chorus or "social wall". Needs the account and app password below.':
      'p. ex. #chorus ou "social wall". Nécessite le compte et le mot de passe d’application ci-dessous.',
    'Handle or email': 'Identifiant ou e-mail',
    'The account the search signs in as.': 'Le compte avec lequel la recherche se connecte.',
    'App password': 'Mot de passe d’application',
    'Bluesky → Settings → Privacy and security → App passwords. Never shown again.':
      'Bluesky → Paramètres → Confidentialité et sécurité → Mots de passe d’application. Jamais réaffiché.',
    'Custom feed': 'Flux personnalisé',
    'The posts of a custom feed, by its at:// address.':
      'Les publications d’un flux personnalisé, par son adresse at://.',
    'Feed address': 'Adresse du flux',
    'at://did:plc:…/app.bsky.feed.generator/…': 'at://did:plc:…/app.bsky.feed.generator/…',
    List: 'Liste',
    "The posts of a list's members, by its at:// address.":
      'Les publications des membres d’une liste, par son adresse at://.',
    'List address': 'Adresse de la liste',
    'at://did:plc:…/app.bsky.graph.list/…': 'at://did:plc:…/app.bsky.graph.list/…',
  },
  es: {
    Account: 'Cuenta',
    'The posts and reposts of one account. No sign-in needed.':
      'Las publicaciones y reposts de una cuenta. No hace falta iniciar sesión.',
    Handle: 'Usuario',
    'e.g. alice.bsky.social, or a did:plc:… identifier.':
      'p. ej. alice.bsky.social, o un identificador did:plc:….',
    'Include replies': 'Incluir respuestas',
    'Replies are left out unless this is ticked.':
      'Las respuestas se omiten salvo que marques esta casilla.',
    'Hashtag or keywords': 'Hashtag o palabras clave',
    'Posts matching a hashtag or words. Bluesky asks for a sign-in (app password).':
      'Publicaciones que coinciden con un hashtag o palabras. Bluesky pide iniciar sesión (contraseña de aplicación).',
    'Hashtag or words': 'Hashtag o palabras',
    'e.g. #chorus or "social wall". Needs the account and app password below.':
      'p. ej. #chorus o "social wall". Necesita la cuenta y la contraseña de aplicación de abajo.',
    'Handle or email': 'Usuario o correo electrónico',
    'The account the search signs in as.': 'La cuenta con la que la búsqueda inicia sesión.',
    'App password': 'Contraseña de aplicación',
    'Bluesky → Settings → Privacy and security → App passwords. Never shown again.':
      'Bluesky → Ajustes → Privacidad y seguridad → Contraseñas de aplicación. No se vuelve a mostrar.',
    'Custom feed': 'Feed personalizado',
    'The posts of a custom feed, by its at:// address.':
      'Las publicaciones de un feed personalizado, por su dirección at://.',
    'Feed address': 'Dirección del feed',
    'at://did:plc:…/app.bsky.feed.generator/…': 'at://did:plc:…/app.bsky.feed.generator/…',
    List: 'Lista',
    "The posts of a list's members, by its at:// address.":
      'Las publicaciones de los miembros de una lista, por su dirección at://.',
    'List address': 'Dirección de la lista',
    'at://did:plc:…/app.bsky.graph.list/…': 'at://did:plc:…/app.bsky.graph.list/…',
  },
};
