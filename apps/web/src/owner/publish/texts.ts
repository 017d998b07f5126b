/**
 * The words of the publish section (publish/): the embed code generator, the site's address,
 * the full-screen wall, white-label moderation links and the how-to. The embed snippet itself
 * is code and stays as it is; the catalogue's messages come from core's translator.
 */
import { defineTexts } from '../i18n/texts.ts';

export const texts = defineTexts(
  {
    // Embed code generator
    embedHeading: 'Embed code',
    height: 'Height',
    heightHint: 'In pixels (600), or 80vh.',
    width: 'Width',
    widthHint: "100% fills the page's column; or pixels (800).",
    network: 'Network',
    allNetworks: 'All',
    searchWords: 'Search words',
    searchWordsHint: 'Only posts matching these words are shown. Quotes are removed.',
    searchWordsAllOnly: 'Search words apply only when All networks are shown.',
    copyCodeLabel: 'Copy this code into your page',
    copyCode: 'Copy code',
    // The site's address
    siteAddress: 'Your site’s address',
    siteAddressPlaceholder: 'www.example.org/wall',
    siteAddressHint: 'The page where you paste the embed code.',
    openSite: 'Open your site',
    // Full-screen wall
    fullScreenHeading: 'Full-screen wall',
    fullScreenIntro: 'For event screens and TVs: the wall alone, filling the screen.',
    // White-label moderation
    whiteLabelHeading: 'White-label moderation',
    whiteLabelIntro:
      'Give these links to moderators who have no account: they can approve and reject posts of this wall, and nothing else. Each set of links works until its token is revoked.',
    createModerationLinks: 'Create moderation links',
    createNewLinks: 'Create new links',
    modeEdit: 'Moderation (edit link)',
    modeModerate: 'Moderation',
    modeModerateAll: 'Moderation of all posts',
    // Facebook page tab
    facebookHeading: 'Facebook page tab',
    facebookIntro: 'Show this wall as a tab of your Facebook page.',
    facebookOpen: 'Set up a Facebook page tab',
    facebookTitle: 'Add the wall to a Facebook page',
    facebookStepCreateApp: 'Create a Facebook app, or open the one you have:',
    facebookAppsLink: 'Facebook for Developers',
    facebookStepPlatform: 'In the app’s settings, add the Page Tab platform.',
    facebookStepTabUrl: 'Give the page tab this address (Facebook wants it over https):',
    facebookAppId: 'App ID',
    facebookAppIdHint: 'The number at the top of your app’s dashboard.',
    facebookAppIdRequired: 'Please enter App ID in step 4.',
    facebookStepAdd: 'Choose the page that gets the tab:',
    facebookAddTab: 'Add to a Facebook page',
    // How-to
    howToHeading: 'How to publish',
    openHowTo: 'Open the how-to',
    howToTitle: 'How to embed your wall',
    faqWebsiteQuestion: 'How do I put the wall on my website?',
    faqWebsiteAnswer:
      'Choose a height and a width, copy the embed code and paste it into your page’s HTML where the wall should appear. The script loads the wall in a frame that follows its height.',
    faqNetworkQuestion: 'Can I show only one network, or only some posts?',
    faqNetworkAnswer:
      'Pick a network to show only its posts. With All networks you can give search words instead; only matching posts are shown.',
    faqScreenQuestion: 'How do I show the wall on a big screen at an event?',
    faqScreenAnswer:
      'Open the full-screen wall link in the screen’s browser and switch the browser to full screen. New posts arrive by themselves.',
    faqModerateQuestion: 'Can someone moderate without my password?',
    faqModerateAnswer:
      'Yes: create white-label moderation links and share one. Whoever has it can approve and reject posts of this wall only.',
    faqSpeedQuestion: 'Does the embed slow my page down?',
    faqSpeedAnswer:
      'No: the script is small and loads asynchronously, and the wall reserves the size of every image before it arrives.',
  },
  {
    de: {
      embedHeading: 'Einbettungscode',
      height: 'Höhe',
      heightHint: 'In Pixeln (600) oder 80vh.',
      width: 'Breite',
      widthHint: '100% füllt die Spalte der Seite; oder Pixel (800).',
      network: 'Netzwerk',
      allNetworks: 'Alle',
      searchWords: 'Suchbegriffe',
      searchWordsHint:
        'Es werden nur Beiträge gezeigt, die diese Begriffe enthalten. Anführungszeichen werden entfernt.',
      searchWordsAllOnly: 'Suchbegriffe gelten nur, wenn alle Netzwerke gezeigt werden.',
      copyCodeLabel: 'Kopiere diesen Code in deine Seite',
      copyCode: 'Code kopieren',
      siteAddress: 'Adresse deiner Website',
      siteAddressPlaceholder: 'www.example.org/wall',
      siteAddressHint: 'Die Seite, in die du den Einbettungscode einfügst.',
      openSite: 'Deine Website öffnen',
      fullScreenHeading: 'Wall im Vollbild',
      fullScreenIntro:
        'Für Bildschirme bei Veranstaltungen und Fernseher: nur die Wall, bildschirmfüllend.',
      whiteLabelHeading: 'White-Label-Moderation',
      whiteLabelIntro:
        'Gib diese Links an Moderatoren ohne Konto: Sie können Beiträge dieser Wall freigeben und ablehnen, sonst nichts. Jeder Satz Links gilt, bis sein Token widerrufen wird.',
      createModerationLinks: 'Moderationslinks erstellen',
      createNewLinks: 'Neue Links erstellen',
      modeEdit: 'Moderation (Bearbeitungslink)',
      modeModerate: 'Moderation',
      modeModerateAll: 'Moderation aller Beiträge',
      howToHeading: 'So veröffentlichst du',
      openHowTo: 'Anleitung öffnen',
      howToTitle: 'So bettest du deine Wall ein',
      faqWebsiteQuestion: 'Wie bringe ich die Wall auf meine Website?',
      faqWebsiteAnswer:
        'Wähle eine Höhe und eine Breite, kopiere den Einbettungscode und füge ihn in das HTML deiner Seite dort ein, wo die Wall erscheinen soll. Das Skript lädt die Wall in einen Rahmen, der sich ihrer Höhe anpasst.',
      faqNetworkQuestion: 'Kann ich nur ein Netzwerk oder nur manche Beiträge zeigen?',
      faqNetworkAnswer:
        'Wähle ein Netzwerk, um nur seine Beiträge zu zeigen. Mit allen Netzwerken kannst du stattdessen Suchbegriffe angeben; dann werden nur passende Beiträge gezeigt.',
      faqScreenQuestion:
        'Wie zeige ich die Wall auf einem großen Bildschirm bei einer Veranstaltung?',
      faqScreenAnswer:
        'Öffne den Link zur Wall im Vollbild im Browser des Bildschirms und schalte den Browser auf Vollbild. Neue Beiträge kommen von selbst.',
      faqModerateQuestion: 'Kann jemand ohne mein Passwort moderieren?',
      faqModerateAnswer:
        'Ja: Erstelle White-Label-Moderationslinks und gib einen weiter. Wer ihn hat, kann nur Beiträge dieser Wall freigeben und ablehnen.',
      faqSpeedQuestion: 'Macht die Einbettung meine Seite langsamer?',
      faqSpeedAnswer:
        'Nein: Das Skript ist klein und lädt asynchron, und die Wall reserviert den Platz jedes Bildes, bevor es ankommt.',
      facebookHeading: 'Facebook-Seiten-Tab',
      facebookIntro: 'Zeige diese Wall als Tab deiner Facebook-Seite.',
      facebookOpen: 'Facebook-Seiten-Tab einrichten',
      facebookTitle: 'Die Wall zu einer Facebook-Seite hinzufügen',
      facebookStepCreateApp: 'Erstelle eine Facebook-App oder öffne deine vorhandene:',
      facebookAppsLink: 'Facebook for Developers',
      facebookStepPlatform: 'Füge in den Einstellungen der App die Plattform „Page Tab“ hinzu.',
      facebookStepTabUrl: 'Gib dem Seiten-Tab diese Adresse (Facebook verlangt https):',
      facebookAppId: 'App-ID',
      facebookAppIdHint: 'Die Zahl oben im Dashboard deiner App.',
      facebookAppIdRequired: 'Bitte gib in Schritt 4 die App-ID ein.',
      facebookStepAdd: 'Wähle die Seite, die den Tab bekommt:',
      facebookAddTab: 'Zu einer Facebook-Seite hinzufügen',
    },
    fr: {
      embedHeading: 'Code d’intégration',
      height: 'Hauteur',
      heightHint: 'En pixels (600), ou 80vh.',
      width: 'Largeur',
      widthHint: '100% remplit la colonne de la page ; ou des pixels (800).',
      network: 'Réseau',
      allNetworks: 'Tous',
      searchWords: 'Mots de recherche',
      searchWordsHint:
        'Seules les publications contenant ces mots sont affichées. Les guillemets sont retirés.',
      searchWordsAllOnly:
        'Les mots de recherche ne s’appliquent que lorsque tous les réseaux sont affichés.',
      copyCodeLabel: 'Copiez ce code dans votre page',
      copyCode: 'Copier le code',
      siteAddress: 'Adresse de votre site',
      siteAddressPlaceholder: 'www.example.org/mur',
      siteAddressHint: 'La page où vous collez le code d’intégration.',
      openSite: 'Ouvrir votre site',
      fullScreenHeading: 'Mur en plein écran',
      fullScreenIntro:
        'Pour les écrans d’événement et les téléviseurs : le mur seul, en plein écran.',
      whiteLabelHeading: 'Modération en marque blanche',
      whiteLabelIntro:
        'Donnez ces liens aux modérateurs qui n’ont pas de compte : ils peuvent approuver et rejeter les publications de ce mur, et rien d’autre. Chaque série de liens fonctionne jusqu’à la révocation de son jeton.',
      createModerationLinks: 'Créer des liens de modération',
      createNewLinks: 'Créer de nouveaux liens',
      modeEdit: 'Modération (lien de modification)',
      modeModerate: 'Modération',
      modeModerateAll: 'Modération de toutes les publications',
      howToHeading: 'Comment publier',
      openHowTo: 'Ouvrir le guide',
      howToTitle: 'Comment intégrer votre mur',
      faqWebsiteQuestion: 'Comment mettre le mur sur mon site web ?',
      faqWebsiteAnswer:
        'Choisissez une hauteur et une largeur, copiez le code d’intégration et collez-le dans le HTML de votre page, là où le mur doit apparaître. Le script charge le mur dans un cadre qui suit sa hauteur.',
      faqNetworkQuestion: 'Puis-je afficher un seul réseau, ou seulement certaines publications ?',
      faqNetworkAnswer:
        'Choisissez un réseau pour n’afficher que ses publications. Avec tous les réseaux, vous pouvez plutôt indiquer des mots de recherche ; seules les publications correspondantes sont affichées.',
      faqScreenQuestion: 'Comment afficher le mur sur un grand écran lors d’un événement ?',
      faqScreenAnswer:
        'Ouvrez le lien du mur en plein écran dans le navigateur de l’écran et passez le navigateur en plein écran. Les nouvelles publications arrivent d’elles-mêmes.',
      faqModerateQuestion: 'Quelqu’un peut-il modérer sans mon mot de passe ?',
      faqModerateAnswer:
        'Oui : créez des liens de modération en marque blanche et partagez-en un. La personne qui l’a peut approuver et rejeter les publications de ce mur uniquement.',
      faqSpeedQuestion: 'L’intégration ralentit-elle ma page ?',
      faqSpeedAnswer:
        'Non : le script est léger et se charge de façon asynchrone, et le mur réserve la taille de chaque image avant son arrivée.',
      facebookHeading: 'Onglet de page Facebook',
      facebookIntro: 'Affichez ce mur dans un onglet de votre page Facebook.',
      facebookOpen: 'Configurer un onglet de page Facebook',
      facebookTitle: 'Ajouter le mur à une page Facebook',
      facebookStepCreateApp: 'Créez une application Facebook, ou ouvrez celle que vous avez :',
      facebookAppsLink: 'Facebook for Developers',
      facebookStepPlatform:
        'Dans les paramètres de l’application, ajoutez la plateforme « Page Tab ».',
      facebookStepTabUrl: 'Donnez cette adresse à l’onglet de page (Facebook la veut en https) :',
      facebookAppId: 'ID de l’application',
      facebookAppIdHint: 'Le nombre en haut du tableau de bord de votre application.',
      facebookAppIdRequired: 'Veuillez saisir l’ID de l’application à l’étape 4.',
      facebookStepAdd: 'Choisissez la page qui reçoit l’onglet :',
      facebookAddTab: 'Ajouter à une page Facebook',
    },
    es: {
      embedHeading: 'Código de inserción',
      height: 'Alto',
      heightHint: 'En píxeles (600), o 80vh.',
      width: 'Ancho',
      widthHint: '100% ocupa la columna de la página; o píxeles (800).',
      network: 'Red',
      allNetworks: 'Todas',
      searchWords: 'Palabras de búsqueda',
      searchWordsHint:
        'Solo se muestran las publicaciones que coinciden con estas palabras. Las comillas se eliminan.',
      searchWordsAllOnly:
        'Las palabras de búsqueda solo se aplican cuando se muestran todas las redes.',
      copyCodeLabel: 'Copia este código en tu página',
      copyCode: 'Copiar código',
      siteAddress: 'Dirección de tu sitio',
      siteAddressPlaceholder: 'www.example.org/muro',
      siteAddressHint: 'La página donde pegas el código de inserción.',
      openSite: 'Abrir tu sitio',
      fullScreenHeading: 'Muro a pantalla completa',
      fullScreenIntro:
        'Para pantallas de eventos y televisores: solo el muro, ocupando toda la pantalla.',
      whiteLabelHeading: 'Moderación de marca blanca',
      whiteLabelIntro:
        'Da estos enlaces a moderadores sin cuenta: pueden aprobar y rechazar publicaciones de este muro, y nada más. Cada conjunto de enlaces funciona hasta que se revoca su token.',
      createModerationLinks: 'Crear enlaces de moderación',
      createNewLinks: 'Crear enlaces nuevos',
      modeEdit: 'Moderación (enlace de edición)',
      modeModerate: 'Moderación',
      modeModerateAll: 'Moderación de todas las publicaciones',
      howToHeading: 'Cómo publicar',
      openHowTo: 'Abrir la guía',
      howToTitle: 'Cómo insertar tu muro',
      faqWebsiteQuestion: '¿Cómo pongo el muro en mi sitio web?',
      faqWebsiteAnswer:
        'Elige un alto y un ancho, copia el código de inserción y pégalo en el HTML de tu página donde deba aparecer el muro. El script carga el muro en un marco que se adapta a su altura.',
      faqNetworkQuestion: '¿Puedo mostrar solo una red, o solo algunas publicaciones?',
      faqNetworkAnswer:
        'Elige una red para mostrar solo sus publicaciones. Con todas las redes puedes indicar palabras de búsqueda; solo se muestran las publicaciones que coinciden.',
      faqScreenQuestion: '¿Cómo muestro el muro en una pantalla grande en un evento?',
      faqScreenAnswer:
        'Abre el enlace del muro a pantalla completa en el navegador de la pantalla y pon el navegador en pantalla completa. Las publicaciones nuevas llegan solas.',
      faqModerateQuestion: '¿Puede alguien moderar sin mi contraseña?',
      faqModerateAnswer:
        'Sí: crea enlaces de moderación de marca blanca y comparte uno. Quien lo tenga podrá aprobar y rechazar publicaciones solo de este muro.',
      faqSpeedQuestion: '¿La inserción hace más lenta mi página?',
      faqSpeedAnswer:
        'No: el script es pequeño y se carga de forma asíncrona, y el muro reserva el tamaño de cada imagen antes de que llegue.',
      facebookHeading: 'Pestaña de página de Facebook',
      facebookIntro: 'Muestra este muro como una pestaña de tu página de Facebook.',
      facebookOpen: 'Configurar una pestaña de página de Facebook',
      facebookTitle: 'Añadir el muro a una página de Facebook',
      facebookStepCreateApp: 'Crea una aplicación de Facebook, o abre la que ya tienes:',
      facebookAppsLink: 'Facebook for Developers',
      facebookStepPlatform: 'En los ajustes de la aplicación, añade la plataforma «Page Tab».',
      facebookStepTabUrl: 'Da a la pestaña de página esta dirección (Facebook la quiere en https):',
      facebookAppId: 'ID de la aplicación',
      facebookAppIdHint: 'El número en la parte superior del panel de tu aplicación.',
      facebookAppIdRequired: 'Introduce el ID de la aplicación en el paso 4.',
      facebookStepAdd: 'Elige la página que recibe la pestaña:',
      facebookAddTab: 'Añadir a una página de Facebook',
    },
  },
);
