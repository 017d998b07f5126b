/** German texts of core's owner-facing schemas (display-profile.ts), keyed by the English. */
import type { SchemaTextTable } from './translate.ts';

export const de: SchemaTextTable = {
  // Display settings
  'Display settings': 'Anzeigeeinstellungen',
  'How a wall is drawn.': 'Wie eine Wand dargestellt wird.',
  'Post width': 'Beitragsbreite',
  'In px.': 'In px.',
  'Post padding': 'Beitragsabstand',
  'Slider post width': 'Beitragsbreite im Slider',
  'Slider post padding': 'Beitragsabstand im Slider',
  'Slider text layout': 'Textanordnung im Slider',
  'Transition delay': 'Wechselintervall',
  'Milliseconds each slide stays on screen.': 'Millisekunden, die jede Folie zu sehen ist.',
  Animation: 'Animation',
  'Index into the slideshow animations.': 'Nummer der Diashow-Animation.',
  'Post text colour': 'Textfarbe der Beiträge',
  Autoscroll: 'Automatisch scrollen',
  'Minimum column width': 'Minimale Spaltenbreite',
  'Ignore reduced motion': 'Reduzierte Bewegung ignorieren',
  'For an event screen: slideshows and moving themes keep moving even where the viewer asked for reduced motion.':
    'Für einen Veranstaltungsbildschirm: Diashows und bewegte Designs bleiben in Bewegung, auch wenn der Betrachter reduzierte Bewegung eingestellt hat.',
  // Banner
  Banner: 'Banner',
  'An image shown above the wall.': 'Ein Bild, das über der Wand angezeigt wird.',
  'Banner image': 'Bannerbild',
  'Address of the banner image.': 'Adresse des Bannerbilds.',
  Width: 'Breite',
  Height: 'Höhe',
  // Call to action
  'Call to action': 'Handlungsaufforderung',
  'A button shown on posts of chosen sources.':
    'Ein Button auf den Beiträgen ausgewählter Quellen.',
  Link: 'Link',
  'Where the button leads.': 'Wohin der Button führt.',
  'Button text': 'Button-Text',
  'Button colour': 'Button-Farbe',
  Icon: 'Symbol',
  'Text colour': 'Textfarbe',
  Sources: 'Quellen',
  'Ids of the sources whose posts show the button.':
    'Die Quellen, deren Beiträge den Button zeigen.',
  // Language: each language keeps its own name.
  Language: 'Sprache',
  'What visitors read the wall in: messages, buttons, dates. English by default.':
    'In welcher Sprache Besucher die Wand lesen: Meldungen, Buttons, Datumsangaben. Standardmäßig Englisch.',
  English: 'English',
  Deutsch: 'Deutsch',
  Français: 'Français',
  Español: 'Español',
  // Appearance choices (appearanceChoiceLabels)
  Left: 'Links',
  Centre: 'Mitte',
  Right: 'Rechts',
  Top: 'Oben',
  Bottom: 'Unten',
};
