/**
 * The German, French and Spanish texts of the TikTok connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'My videos': 'Meine Videos',
    'The public videos of the TikTok account you sign in with, newest first. A sign-in window opens after connecting.':
      'Die öffentlichen Videos des TikTok-Kontos, mit dem du dich anmeldest, neueste zuerst. Nach dem Verbinden öffnet sich ein Anmeldefenster.',
    Hashtag: 'Hashtag',
    "TikTok's Display API reads only the videos of the account that signs in; it has no hashtag search. Choose “My videos” and sign in with the TikTok account whose videos to show.":
      'Die Display API von TikTok liest nur die Videos des angemeldeten Kontos; eine Hashtag-Suche gibt es nicht. Wähle „Meine Videos“ und melde dich mit dem TikTok-Konto an, dessen Videos gezeigt werden sollen.',
    "Someone else's videos": 'Videos anderer Personen',
    "TikTok's Display API reads only the videos of the account that signs in, not other people's. Choose “My videos” and sign in with the TikTok account whose videos to show.":
      'Die Display API von TikTok liest nur die Videos des angemeldeten Kontos, nicht die anderer Personen. Wähle „Meine Videos“ und melde dich mit dem TikTok-Konto an, dessen Videos gezeigt werden sollen.',
  },
  fr: {
    'My videos': 'Mes vidéos',
    'The public videos of the TikTok account you sign in with, newest first. A sign-in window opens after connecting.':
      'Les vidéos publiques du compte TikTok avec lequel vous vous connectez, les plus récentes en premier. Une fenêtre de connexion s’ouvre après l’ajout.',
    Hashtag: 'Hashtag',
    "TikTok's Display API reads only the videos of the account that signs in; it has no hashtag search. Choose “My videos” and sign in with the TikTok account whose videos to show.":
      'L’API Display de TikTok ne lit que les vidéos du compte connecté ; elle n’a pas de recherche par hashtag. Choisissez « Mes vidéos » et connectez-vous avec le compte TikTok dont afficher les vidéos.',
    "Someone else's videos": 'Les vidéos de quelqu’un d’autre',
    "TikTok's Display API reads only the videos of the account that signs in, not other people's. Choose “My videos” and sign in with the TikTok account whose videos to show.":
      'L’API Display de TikTok ne lit que les vidéos du compte connecté, pas celles des autres. Choisissez « Mes vidéos » et connectez-vous avec le compte TikTok dont afficher les vidéos.',
  },
  es: {
    'My videos': 'Mis vídeos',
    'The public videos of the TikTok account you sign in with, newest first. A sign-in window opens after connecting.':
      'Los vídeos públicos de la cuenta de TikTok con la que inicias sesión, primero los más recientes. Tras conectar se abre una ventana de inicio de sesión.',
    Hashtag: 'Hashtag',
    "TikTok's Display API reads only the videos of the account that signs in; it has no hashtag search. Choose “My videos” and sign in with the TikTok account whose videos to show.":
      'La Display API de TikTok solo lee los vídeos de la cuenta que inicia sesión; no tiene búsqueda por hashtag. Elige «Mis vídeos» e inicia sesión con la cuenta de TikTok cuyos vídeos quieres mostrar.',
    "Someone else's videos": 'Vídeos de otra persona',
    "TikTok's Display API reads only the videos of the account that signs in, not other people's. Choose “My videos” and sign in with the TikTok account whose videos to show.":
      'La Display API de TikTok solo lee los vídeos de la cuenta que inicia sesión, no los de otras personas. Elige «Mis vídeos» e inicia sesión con la cuenta de TikTok cuyos vídeos quieres mostrar.',
  },
};
