/**
 * The German, French and Spanish texts of the LinkedIn connector that owners read (titles, descriptions and
 * option labels), keyed by the English text: `GET /api/plugins` answers in the owner's language
 * from them (docs/plugins.md "Translated texts"). Checked complete by the plugins' texts test.
 */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Company page': 'Unternehmensseite',
    'Posts of an organization’s LinkedIn page. You sign in with a LinkedIn account that administers the page.':
      'Beiträge der LinkedIn-Seite einer Organisation. Du meldest dich mit einem LinkedIn-Konto an, das die Seite verwaltet.',
    Company: 'Unternehmen',
    'Type three letters of the page’s name to pick one you administer, or enter its organization id (the digits in its admin address).':
      'Tippe drei Buchstaben des Seitennamens, um eine Seite auszuwählen, die du verwaltest, oder gib ihre Organisations-ID ein (die Ziffern in ihrer Admin-Adresse).',
    'Company name': 'Name des Unternehmens',
    'How the wall names the page.': 'Wie die Wand die Seite nennt.',
    Profile: 'Profil',
    'LinkedIn lets only a few approved partners read a member’s own posts (its restricted r_member_social permission), so Chorus cannot read a profile. Choose “Company page” instead to show the posts of a page you administer.':
      'LinkedIn lässt nur wenige zugelassene Partner die eigenen Beiträge eines Mitglieds lesen (die eingeschränkte Berechtigung r_member_social), daher kann Chorus kein Profil lesen. Wähle stattdessen „Unternehmensseite“, um die Beiträge einer Seite zu zeigen, die du verwaltest.',
    Group: 'Gruppe',
    'LinkedIn closed its Groups API to apps, so Chorus cannot read a group’s posts. Choose “Company page” instead to show the posts of an organization.':
      'LinkedIn hat seine Gruppen-API für Apps geschlossen, daher kann Chorus die Beiträge einer Gruppe nicht lesen. Wähle stattdessen „Unternehmensseite“, um die Beiträge einer Organisation zu zeigen.',
  },
  fr: {
    'Company page': 'Page entreprise',
    'Posts of an organization’s LinkedIn page. You sign in with a LinkedIn account that administers the page.':
      'Les publications de la page LinkedIn d’une organisation. Vous vous connectez avec un compte LinkedIn qui administre la page.',
    Company: 'Entreprise',
    'Type three letters of the page’s name to pick one you administer, or enter its organization id (the digits in its admin address).':
      'Tapez trois lettres du nom de la page pour en choisir une que vous administrez, ou saisissez son identifiant d’organisation (les chiffres de son adresse d’administration).',
    'Company name': 'Nom de l’entreprise',
    'How the wall names the page.': 'Le nom que le mur donne à la page.',
    Profile: 'Profil',
    'LinkedIn lets only a few approved partners read a member’s own posts (its restricted r_member_social permission), so Chorus cannot read a profile. Choose “Company page” instead to show the posts of a page you administer.':
      'LinkedIn ne permet qu’à quelques partenaires agréés de lire les publications d’un membre (sa permission restreinte r_member_social) : Chorus ne peut donc pas lire un profil. Choisissez plutôt « Page entreprise » pour afficher les publications d’une page que vous administrez.',
    Group: 'Groupe',
    'LinkedIn closed its Groups API to apps, so Chorus cannot read a group’s posts. Choose “Company page” instead to show the posts of an organization.':
      'LinkedIn a fermé son API Groupes aux applications : Chorus ne peut donc pas lire les publications d’un groupe. Choisissez plutôt « Page entreprise » pour afficher les publications d’une organisation.',
  },
  es: {
    'Company page': 'Página de empresa',
    'Posts of an organization’s LinkedIn page. You sign in with a LinkedIn account that administers the page.':
      'Publicaciones de la página de LinkedIn de una organización. Inicias sesión con una cuenta de LinkedIn que administra la página.',
    Company: 'Empresa',
    'Type three letters of the page’s name to pick one you administer, or enter its organization id (the digits in its admin address).':
      'Escribe tres letras del nombre de la página para elegir una que administres, o introduce su id de organización (los dígitos de su dirección de administración).',
    'Company name': 'Nombre de la empresa',
    'How the wall names the page.': 'Cómo nombra el muro a la página.',
    Profile: 'Perfil',
    'LinkedIn lets only a few approved partners read a member’s own posts (its restricted r_member_social permission), so Chorus cannot read a profile. Choose “Company page” instead to show the posts of a page you administer.':
      'LinkedIn solo permite a unos pocos socios aprobados leer las publicaciones de un miembro (su permiso restringido r_member_social), así que Chorus no puede leer un perfil. Elige «Página de empresa» para mostrar las publicaciones de una página que administres.',
    Group: 'Grupo',
    'LinkedIn closed its Groups API to apps, so Chorus cannot read a group’s posts. Choose “Company page” instead to show the posts of an organization.':
      'LinkedIn cerró su API de grupos a las aplicaciones, así que Chorus no puede leer las publicaciones de un grupo. Elige «Página de empresa» para mostrar las publicaciones de una organización.',
  },
};
