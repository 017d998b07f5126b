/**
 * The German, French and Spanish texts of the Mastodon connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Hashtag: 'Hashtag',
    'Public posts with a hashtag, on one server or across the servers it knows.':
      'Öffentliche Beiträge mit einem Hashtag, auf einem Server oder auf allen Servern, die er kennt.',
    'Without the #, e.g. chorus.': 'Ohne #, z. B. chorus.',
    'Posts from': 'Beiträge von',
    'Every server this one knows (federated)': 'Alle Server, die dieser kennt (föderiert)',
    'This server’s own accounts (local)': 'Nur die Konten dieses Servers (lokal)',
    Server: 'Server',
    'The Mastodon server to read, e.g. https://mastodon.social. Leave empty for the default.':
      'Der Mastodon-Server, der gelesen wird, z. B. https://mastodon.social. Leer lassen für den Standardserver.',
    Account: 'Konto',
    "An account's public posts and boosts.": 'Die öffentlichen Beiträge und Boosts eines Kontos.',
    'user@server, e.g. Gargron@mastodon.social.': 'nutzer@server, z. B. Gargron@mastodon.social.',
    'Home timeline': 'Start-Timeline',
    'Posts of the accounts you follow. Signs in to your server.':
      'Beiträge der Konten, denen du folgst. Meldet sich bei deinem Server an.',
    List: 'Liste',
    'Posts of the accounts on one of your lists. Signs in to your server.':
      'Beiträge der Konten auf einer deiner Listen. Meldet sich bei deinem Server an.',
    'The name of one of your lists, as your server shows it.':
      'Der Name einer deiner Listen, wie dein Server ihn zeigt.',
  },
  fr: {
    Hashtag: 'Hashtag',
    'Public posts with a hashtag, on one server or across the servers it knows.':
      'Les publications publiques avec un hashtag, sur un serveur ou sur tous les serveurs qu’il connaît.',
    'Without the #, e.g. chorus.': 'Sans le #, p. ex. chorus.',
    'Posts from': 'Publications de',
    'Every server this one knows (federated)': 'Tous les serveurs que celui-ci connaît (fédéré)',
    'This server’s own accounts (local)': 'Les comptes de ce serveur uniquement (local)',
    Server: 'Serveur',
    'The Mastodon server to read, e.g. https://mastodon.social. Leave empty for the default.':
      'Le serveur Mastodon à lire, p. ex. https://mastodon.social. Laissez vide pour celui par défaut.',
    Account: 'Compte',
    "An account's public posts and boosts.": 'Les publications publiques et partages d’un compte.',
    'user@server, e.g. Gargron@mastodon.social.':
      'utilisateur@serveur, p. ex. Gargron@mastodon.social.',
    'Home timeline': 'Fil d’accueil',
    'Posts of the accounts you follow. Signs in to your server.':
      'Les publications des comptes que vous suivez. Se connecte à votre serveur.',
    List: 'Liste',
    'Posts of the accounts on one of your lists. Signs in to your server.':
      'Les publications des comptes de l’une de vos listes. Se connecte à votre serveur.',
    'The name of one of your lists, as your server shows it.':
      'Le nom de l’une de vos listes, tel que votre serveur l’affiche.',
  },
  es: {
    Hashtag: 'Hashtag',
    'Public posts with a hashtag, on one server or across the servers it knows.':
      'Publicaciones públicas con un hashtag, en un servidor o en todos los servidores que conoce.',
    'Without the #, e.g. chorus.': 'Sin el #, p. ej. chorus.',
    'Posts from': 'Publicaciones de',
    'Every server this one knows (federated)': 'Todos los servidores que este conoce (federado)',
    'This server’s own accounts (local)': 'Solo las cuentas de este servidor (local)',
    Server: 'Servidor',
    'The Mastodon server to read, e.g. https://mastodon.social. Leave empty for the default.':
      'El servidor de Mastodon que se lee, p. ej. https://mastodon.social. Déjalo vacío para el predeterminado.',
    Account: 'Cuenta',
    "An account's public posts and boosts.": 'Las publicaciones públicas e impulsos de una cuenta.',
    'user@server, e.g. Gargron@mastodon.social.':
      'usuario@servidor, p. ej. Gargron@mastodon.social.',
    'Home timeline': 'Cronología de inicio',
    'Posts of the accounts you follow. Signs in to your server.':
      'Publicaciones de las cuentas que sigues. Inicia sesión en tu servidor.',
    List: 'Lista',
    'Posts of the accounts on one of your lists. Signs in to your server.':
      'Publicaciones de las cuentas de una de tus listas. Inicia sesión en tu servidor.',
    'The name of one of your lists, as your server shows it.':
      'El nombre de una de tus listas, tal como lo muestra tu servidor.',
  },
};
