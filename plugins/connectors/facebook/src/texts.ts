/**
 * The German, French and Spanish texts of the Facebook connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Page posts': 'Seitenbeiträge',
    'The posts a Facebook page you manage publishes.':
      'Die Beiträge, die eine von dir verwaltete Facebook-Seite veröffentlicht.',
    Page: 'Seite',
    'The page’s username (facebook.com/<username>) or id. You sign in with a Facebook account that manages it.':
      'Der Nutzername der Seite (facebook.com/<username>) oder ihre ID. Du meldest dich mit einem Facebook-Konto an, das sie verwaltet.',
    'Posts that tag a page': 'Beiträge, die eine Seite markieren',
    'Public posts by people and pages that tag a Facebook page you manage.':
      'Öffentliche Beiträge von Personen und Seiten, die eine von dir verwaltete Facebook-Seite markieren.',
    Group: 'Gruppe',
    'Facebook removed the Groups API in April 2024: no app can read a group’s posts any more. Choose “Page posts” or “Posts that tag a page” instead.':
      'Facebook hat die Gruppen-API im April 2024 entfernt: keine App kann mehr die Beiträge einer Gruppe lesen. Wähle stattdessen „Seitenbeiträge“ oder „Beiträge, die eine Seite markieren“.',
    Hashtag: 'Hashtag',
    'Facebook offers no public hashtag search to apps. Choose “Posts that tag a page” (or “Page posts”) instead.':
      'Facebook bietet Apps keine öffentliche Hashtag-Suche. Wähle stattdessen „Beiträge, die eine Seite markieren“ (oder „Seitenbeiträge“).',
  },
  fr: {
    'Page posts': 'Publications de la page',
    'The posts a Facebook page you manage publishes.':
      'Les publications d’une page Facebook que vous gérez.',
    Page: 'Page',
    'The page’s username (facebook.com/<username>) or id. You sign in with a Facebook account that manages it.':
      'Le nom d’utilisateur de la page (facebook.com/<username>) ou son identifiant. Vous vous connectez avec un compte Facebook qui la gère.',
    'Posts that tag a page': 'Publications qui identifient une page',
    'Public posts by people and pages that tag a Facebook page you manage.':
      'Les publications publiques de personnes et de pages qui identifient une page Facebook que vous gérez.',
    Group: 'Groupe',
    'Facebook removed the Groups API in April 2024: no app can read a group’s posts any more. Choose “Page posts” or “Posts that tag a page” instead.':
      'Facebook a supprimé l’API Groupes en avril 2024 : aucune application ne peut plus lire les publications d’un groupe. Choisissez plutôt « Publications de la page » ou « Publications qui identifient une page ».',
    Hashtag: 'Hashtag',
    'Facebook offers no public hashtag search to apps. Choose “Posts that tag a page” (or “Page posts”) instead.':
      'Facebook n’offre aux applications aucune recherche publique par hashtag. Choisissez plutôt « Publications qui identifient une page » (ou « Publications de la page »).',
  },
  es: {
    'Page posts': 'Publicaciones de la página',
    'The posts a Facebook page you manage publishes.':
      'Las publicaciones de una página de Facebook que gestionas.',
    Page: 'Página',
    'The page’s username (facebook.com/<username>) or id. You sign in with a Facebook account that manages it.':
      'El nombre de usuario de la página (facebook.com/<username>) o su id. Inicias sesión con una cuenta de Facebook que la gestiona.',
    'Posts that tag a page': 'Publicaciones que etiquetan una página',
    'Public posts by people and pages that tag a Facebook page you manage.':
      'Publicaciones públicas de personas y páginas que etiquetan una página de Facebook que gestionas.',
    Group: 'Grupo',
    'Facebook removed the Groups API in April 2024: no app can read a group’s posts any more. Choose “Page posts” or “Posts that tag a page” instead.':
      'Facebook eliminó la API de grupos en abril de 2024: ninguna aplicación puede leer ya las publicaciones de un grupo. Elige «Publicaciones de la página» o «Publicaciones que etiquetan una página».',
    Hashtag: 'Hashtag',
    'Facebook offers no public hashtag search to apps. Choose “Posts that tag a page” (or “Page posts”) instead.':
      'Facebook no ofrece a las aplicaciones ninguna búsqueda pública de hashtags. Elige «Publicaciones que etiquetan una página» (o «Publicaciones de la página»).',
  },
};
