/**
 * The German, French and Spanish texts of the Threads connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Profile: 'Profil',
    'The posts of the Threads account you sign in with.':
      'Die Beiträge des Threads-Kontos, mit dem du dich anmeldest.',
    'Threads username': 'Threads-Nutzername',
    'The account to sign in as; Threads shows an app only the posts of the account that signed in. Leave empty to read the account you sign in with.':
      'Das Konto, mit dem die Anmeldung erfolgt; Threads zeigt einer App nur die Beiträge des angemeldeten Kontos. Leer lassen, um das Konto zu lesen, mit dem du dich anmeldest.',
    'Keywords or topic tag': 'Stichwörter oder Themen-Tag',
    'Public posts matching words or a topic tag. Threads allows each account 2,200 searches in 24 hours; Chorus counts them and stops before the limit.':
      'Öffentliche Beiträge zu Wörtern oder einem Themen-Tag. Threads erlaubt jedem Konto 2.200 Suchen in 24 Stunden; Chorus zählt sie mit und hört vor dem Limit auf.',
    'e.g. social wall, or a topic tag such as #chorus.':
      'z. B. social wall oder ein Themen-Tag wie #chorus.',
    'Search by': 'Suchen nach',
    'Words anywhere in a post, or one topic tag.':
      'Wörter irgendwo im Beitrag oder ein Themen-Tag.',
    Keywords: 'Stichwörter',
    'Topic tag': 'Themen-Tag',
    Order: 'Reihenfolge',
    'Newest first': 'Neueste zuerst',
    'Most popular first': 'Beliebteste zuerst',
    "Someone else's profile": 'Profil einer anderen Person',
    "Threads lets an app read only the posts of the account that signs in; other people's profiles need Meta's Threads Profile Discovery permission, which Chorus does not ask for. Choose “Profile” and sign in as that account, or “Keywords or topic tag” to follow a topic they post about.":
      'Threads lässt eine App nur die Beiträge des angemeldeten Kontos lesen; die Profile anderer Personen erfordern Metas Berechtigung Threads Profile Discovery, die Chorus nicht anfragt. Wähle „Profil“ und melde dich als dieses Konto an, oder „Stichwörter oder Themen-Tag“, um einem Thema zu folgen, über das die Person schreibt.',
  },
  fr: {
    Profile: 'Profil',
    'The posts of the Threads account you sign in with.':
      'Les publications du compte Threads avec lequel vous vous connectez.',
    'Threads username': 'Nom d’utilisateur Threads',
    'The account to sign in as; Threads shows an app only the posts of the account that signed in. Leave empty to read the account you sign in with.':
      'Le compte avec lequel se connecter ; Threads ne montre à une application que les publications du compte connecté. Laissez vide pour lire le compte avec lequel vous vous connectez.',
    'Keywords or topic tag': 'Mots-clés ou tag de sujet',
    'Public posts matching words or a topic tag. Threads allows each account 2,200 searches in 24 hours; Chorus counts them and stops before the limit.':
      'Les publications publiques correspondant à des mots ou à un tag de sujet. Threads autorise 2 200 recherches par compte en 24 heures ; Chorus les compte et s’arrête avant la limite.',
    'e.g. social wall, or a topic tag such as #chorus.':
      'p. ex. social wall, ou un tag de sujet comme #chorus.',
    'Search by': 'Rechercher par',
    'Words anywhere in a post, or one topic tag.':
      'Des mots n’importe où dans une publication, ou un tag de sujet.',
    Keywords: 'Mots-clés',
    'Topic tag': 'Tag de sujet',
    Order: 'Ordre',
    'Newest first': 'Les plus récentes d’abord',
    'Most popular first': 'Les plus populaires d’abord',
    "Someone else's profile": 'Le profil de quelqu’un d’autre',
    "Threads lets an app read only the posts of the account that signs in; other people's profiles need Meta's Threads Profile Discovery permission, which Chorus does not ask for. Choose “Profile” and sign in as that account, or “Keywords or topic tag” to follow a topic they post about.":
      'Threads ne permet à une application de lire que les publications du compte connecté ; les profils des autres nécessitent la permission Threads Profile Discovery de Meta, que Chorus ne demande pas. Choisissez « Profil » et connectez-vous avec ce compte, ou « Mots-clés ou tag de sujet » pour suivre un sujet dont cette personne parle.',
  },
  es: {
    Profile: 'Perfil',
    'The posts of the Threads account you sign in with.':
      'Las publicaciones de la cuenta de Threads con la que inicias sesión.',
    'Threads username': 'Nombre de usuario de Threads',
    'The account to sign in as; Threads shows an app only the posts of the account that signed in. Leave empty to read the account you sign in with.':
      'La cuenta con la que iniciar sesión; Threads solo muestra a una aplicación las publicaciones de la cuenta que inició sesión. Déjalo vacío para leer la cuenta con la que inicias sesión.',
    'Keywords or topic tag': 'Palabras clave o etiqueta de tema',
    'Public posts matching words or a topic tag. Threads allows each account 2,200 searches in 24 hours; Chorus counts them and stops before the limit.':
      'Publicaciones públicas que coinciden con palabras o una etiqueta de tema. Threads permite a cada cuenta 2.200 búsquedas en 24 horas; Chorus las cuenta y se detiene antes del límite.',
    'e.g. social wall, or a topic tag such as #chorus.':
      'p. ej. social wall, o una etiqueta de tema como #chorus.',
    'Search by': 'Buscar por',
    'Words anywhere in a post, or one topic tag.':
      'Palabras en cualquier parte de una publicación, o una etiqueta de tema.',
    Keywords: 'Palabras clave',
    'Topic tag': 'Etiqueta de tema',
    Order: 'Orden',
    'Newest first': 'Primero las más recientes',
    'Most popular first': 'Primero las más populares',
    "Someone else's profile": 'Perfil de otra persona',
    "Threads lets an app read only the posts of the account that signs in; other people's profiles need Meta's Threads Profile Discovery permission, which Chorus does not ask for. Choose “Profile” and sign in as that account, or “Keywords or topic tag” to follow a topic they post about.":
      'Threads solo permite a una aplicación leer las publicaciones de la cuenta que inicia sesión; los perfiles de otras personas necesitan el permiso Threads Profile Discovery de Meta, que Chorus no solicita. Elige «Perfil» e inicia sesión con esa cuenta, o «Palabras clave o etiqueta de tema» para seguir un tema sobre el que publica.',
  },
};
