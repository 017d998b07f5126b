/** French texts of core's owner-facing schemas (display-profile.ts), keyed by the English. */
import type { SchemaTextTable } from './translate.ts';

export const fr: SchemaTextTable = {
  // Display settings
  'Display settings': 'Paramètres d’affichage',
  'How a wall is drawn.': 'Comment un mur est affiché.',
  'Post width': 'Largeur des publications',
  'In px.': 'En px.',
  'Post padding': 'Espacement des publications',
  'Slider post width': 'Largeur des publications du carrousel',
  'Slider post padding': 'Espacement des publications du carrousel',
  'Slider text layout': 'Disposition du texte du carrousel',
  'Transition delay': 'Délai de transition',
  'Milliseconds each slide stays on screen.':
    'Durée d’affichage de chaque diapositive, en millisecondes.',
  Animation: 'Animation',
  'Index into the slideshow animations.': 'Numéro de l’animation du diaporama.',
  'Post text colour': 'Couleur du texte des publications',
  Autoscroll: 'Défilement automatique',
  'Minimum column width': 'Largeur minimale des colonnes',
  'Ignore reduced motion': 'Ignorer la réduction des animations',
  'For an event screen: slideshows and moving themes keep moving even where the viewer asked for reduced motion.':
    'Pour un écran d’événement : les diaporamas et les thèmes animés continuent de bouger même si le spectateur a demandé moins d’animations.',
  // Banner
  Banner: 'Bannière',
  'An image shown above the wall.': 'Une image affichée au-dessus du mur.',
  'Banner image': 'Image de la bannière',
  'Address of the banner image.': 'Adresse de l’image de la bannière.',
  Width: 'Largeur',
  Height: 'Hauteur',
  // Call to action
  'Call to action': 'Appel à l’action',
  'A button shown on posts of chosen sources.':
    'Un bouton affiché sur les publications des sources choisies.',
  Link: 'Lien',
  'Where the button leads.': 'Où mène le bouton.',
  'Button text': 'Texte du bouton',
  'Button colour': 'Couleur du bouton',
  Icon: 'Icône',
  'Text colour': 'Couleur du texte',
  Sources: 'Sources',
  'Ids of the sources whose posts show the button.':
    'Les sources dont les publications affichent le bouton.',
  // Language: each language keeps its own name.
  Language: 'Langue',
  'What visitors read the wall in: messages, buttons, dates. English by default.':
    'La langue dans laquelle les visiteurs lisent le mur : messages, boutons, dates. Anglais par défaut.',
  English: 'English',
  Deutsch: 'Deutsch',
  Français: 'Français',
  Español: 'Español',
  // Appearance choices (appearanceChoiceLabels)
  Left: 'Gauche',
  Centre: 'Centre',
  Right: 'Droite',
  Top: 'Haut',
  Bottom: 'Bas',
};
