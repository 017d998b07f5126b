/**
 * The words of the owner app's form controls (forms/): the typeahead's announcements, the
 * colour picker and code editor's names, and the place picker's map search. Field labels and
 * descriptions come from the plugins' schemas; the catalogue's messages (a field's "Please
 * specify a valid…") come from core's translator.
 */
import { defineTexts } from '../i18n/texts.ts';

export const texts = defineTexts(
  {
    // Typeahead
    noSuggestions: 'No suggestions.',
    suggestionCount: '{count, plural, one {# suggestion.} other {# suggestions.}}',
    suggestionsOf: '{label} suggestions',
    // Schema form controls
    colourPicker: '{label}: colour picker',
    codeEditor: '{language} code editor',
    // Place picker
    pickPlace: 'Pick the place on a map',
    pickPlaceHint:
      'Search for a place, or drag the marker or click the map; the latitude, longitude and radius fields below follow, and typing in them moves the marker.',
    mapSearch: 'Map search',
    searchFor: 'Search for',
    searchForPlaceholder: 'coffee',
    near: 'Near',
    nearPlaceholder: 'Berlin',
    searchMap: 'Search map',
    searching: 'Searching…',
    picked: 'Picked {name}.',
    pickedPlace: 'Picked place',
    noPlaceFound: 'No place found. Try other words, or type the coordinates.',
    placesFound: 'Places found',
    mapFailed: 'The map could not be loaded; type the coordinates below.',
    mapRegion: 'Map of the picked place',
  },
  {
    de: {
      noSuggestions: 'Keine Vorschläge.',
      suggestionCount: '{count, plural, one {# Vorschlag.} other {# Vorschläge.}}',
      suggestionsOf: 'Vorschläge für {label}',
      colourPicker: '{label}: Farbwähler',
      codeEditor: '{language}-Code-Editor',
      pickPlace: 'Ort auf einer Karte wählen',
      pickPlaceHint:
        'Suche nach einem Ort, ziehe die Markierung oder klicke in die Karte; die Felder für Breitengrad, Längengrad und Radius unten folgen, und eine Eingabe in ihnen verschiebt die Markierung.',
      mapSearch: 'Kartensuche',
      searchFor: 'Suchen nach',
      searchForPlaceholder: 'Café',
      near: 'In der Nähe von',
      nearPlaceholder: 'Berlin',
      searchMap: 'Karte durchsuchen',
      searching: 'Suche läuft …',
      picked: '{name} gewählt.',
      pickedPlace: 'Gewählter Ort',
      noPlaceFound: 'Kein Ort gefunden. Versuche andere Wörter oder gib die Koordinaten ein.',
      placesFound: 'Gefundene Orte',
      mapFailed: 'Die Karte konnte nicht geladen werden; gib die Koordinaten unten ein.',
      mapRegion: 'Karte des gewählten Orts',
    },
    fr: {
      noSuggestions: 'Aucune suggestion.',
      suggestionCount: '{count, plural, one {# suggestion.} other {# suggestions.}}',
      suggestionsOf: 'Suggestions pour {label}',
      colourPicker: '{label} : sélecteur de couleur',
      codeEditor: 'éditeur de code {language}',
      pickPlace: 'Choisir le lieu sur une carte',
      pickPlaceHint:
        'Recherchez un lieu, ou faites glisser le repère ou cliquez sur la carte ; les champs latitude, longitude et rayon ci-dessous suivent, et les modifier déplace le repère.',
      mapSearch: 'Recherche sur la carte',
      searchFor: 'Rechercher',
      searchForPlaceholder: 'café',
      near: 'Près de',
      nearPlaceholder: 'Paris',
      searchMap: 'Rechercher sur la carte',
      searching: 'Recherche…',
      picked: '{name} choisi.',
      pickedPlace: 'Lieu choisi',
      noPlaceFound: 'Aucun lieu trouvé. Essayez d’autres mots, ou saisissez les coordonnées.',
      placesFound: 'Lieux trouvés',
      mapFailed: 'La carte n’a pas pu être chargée ; saisissez les coordonnées ci-dessous.',
      mapRegion: 'Carte du lieu choisi',
    },
    es: {
      noSuggestions: 'No hay sugerencias.',
      suggestionCount: '{count, plural, one {# sugerencia.} other {# sugerencias.}}',
      suggestionsOf: 'Sugerencias para {label}',
      colourPicker: '{label}: selector de color',
      codeEditor: 'editor de código {language}',
      pickPlace: 'Elige el lugar en un mapa',
      pickPlaceHint:
        'Busca un lugar, o arrastra el marcador o haz clic en el mapa; los campos de latitud, longitud y radio de abajo lo siguen, y escribir en ellos mueve el marcador.',
      mapSearch: 'Búsqueda en el mapa',
      searchFor: 'Buscar',
      searchForPlaceholder: 'café',
      near: 'Cerca de',
      nearPlaceholder: 'Madrid',
      searchMap: 'Buscar en el mapa',
      searching: 'Buscando…',
      picked: 'Elegido: {name}.',
      pickedPlace: 'Lugar elegido',
      noPlaceFound:
        'No se encontró ningún lugar. Prueba con otras palabras o escribe las coordenadas.',
      placesFound: 'Lugares encontrados',
      mapFailed: 'No se pudo cargar el mapa; escribe las coordenadas abajo.',
      mapRegion: 'Mapa del lugar elegido',
    },
  },
);
