/**
 * The German, French and Spanish texts of the Pinterest connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Your pins': 'Deine Pins',
    'The pins of the Pinterest account you sign in with, newest first.':
      'Die Pins des Pinterest-Kontos, mit dem du dich anmeldest, neueste zuerst.',
    Username: 'Nutzername',
    'The Pinterest account you sign in with, e.g. chorusapp.':
      'Das Pinterest-Konto, mit dem du dich anmeldest, z. B. chorusapp.',
    Board: 'Pinnwand',
    'The pins of one of your boards.': 'Die Pins einer deiner Pinnwände.',
    'username/board as in the board’s address, e.g. chorusapp/summer-walls (one of the signed-in account’s boards).':
      'nutzername/pinnwand wie in der Adresse der Pinnwand, z. B. chorusapp/summer-walls (eine Pinnwand des angemeldeten Kontos).',
    "Another person's pins": 'Pins einer anderen Person',
    "Pinterest's API (v5) no longer lets apps read another person's pins, only those of the account that signs in. Choose “Your pins” and sign in as that person, or “Board” for one of your own boards.":
      'Die API von Pinterest (v5) lässt Apps die Pins anderer Personen nicht mehr lesen, nur die des angemeldeten Kontos. Wähle „Deine Pins“ und melde dich als diese Person an, oder „Pinnwand“ für eine deiner eigenen Pinnwände.',
  },
  fr: {
    'Your pins': 'Vos épingles',
    'The pins of the Pinterest account you sign in with, newest first.':
      'Les épingles du compte Pinterest avec lequel vous vous connectez, les plus récentes en premier.',
    Username: 'Nom d’utilisateur',
    'The Pinterest account you sign in with, e.g. chorusapp.':
      'Le compte Pinterest avec lequel vous vous connectez, p. ex. chorusapp.',
    Board: 'Tableau',
    'The pins of one of your boards.': 'Les épingles de l’un de vos tableaux.',
    'username/board as in the board’s address, e.g. chorusapp/summer-walls (one of the signed-in account’s boards).':
      'utilisateur/tableau comme dans l’adresse du tableau, p. ex. chorusapp/summer-walls (l’un des tableaux du compte connecté).',
    "Another person's pins": 'Les épingles d’une autre personne',
    "Pinterest's API (v5) no longer lets apps read another person's pins, only those of the account that signs in. Choose “Your pins” and sign in as that person, or “Board” for one of your own boards.":
      'L’API de Pinterest (v5) ne permet plus aux applications de lire les épingles d’une autre personne, seulement celles du compte connecté. Choisissez « Vos épingles » et connectez-vous avec le compte de cette personne, ou « Tableau » pour l’un de vos propres tableaux.',
  },
  es: {
    'Your pins': 'Tus pines',
    'The pins of the Pinterest account you sign in with, newest first.':
      'Los pines de la cuenta de Pinterest con la que inicias sesión, primero los más recientes.',
    Username: 'Nombre de usuario',
    'The Pinterest account you sign in with, e.g. chorusapp.':
      'La cuenta de Pinterest con la que inicias sesión, p. ej. chorusapp.',
    Board: 'Tablero',
    'The pins of one of your boards.': 'Los pines de uno de tus tableros.',
    'username/board as in the board’s address, e.g. chorusapp/summer-walls (one of the signed-in account’s boards).':
      'usuario/tablero como en la dirección del tablero, p. ej. chorusapp/summer-walls (uno de los tableros de la cuenta con la sesión iniciada).',
    "Another person's pins": 'Pines de otra persona',
    "Pinterest's API (v5) no longer lets apps read another person's pins, only those of the account that signs in. Choose “Your pins” and sign in as that person, or “Board” for one of your own boards.":
      'La API de Pinterest (v5) ya no permite a las aplicaciones leer los pines de otra persona, solo los de la cuenta que inicia sesión. Elige «Tus pines» e inicia sesión como esa persona, o «Tablero» para uno de tus propios tableros.',
  },
};
