/** The tracking settings' words in German, French and Spanish, keyed by the English text. */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Plausible: 'Plausible',
    Matomo: 'Matomo',
    'Analytics tracking': 'Besucheranalyse',
    'Counts visits to the owner pages with Plausible, Matomo or your own script.':
      'Zählt Besuche der Verwaltungsseiten mit Plausible, Matomo oder einem eigenen Skript.',
    'Analytics service': 'Analysedienst',
    'Custom script': 'Eigenes Skript',
    'Script address': 'Skriptadresse',
    'Plausible: leave empty for plausible.io. Custom: the script to load.':
      'Plausible: leer lassen für plausible.io. Eigenes Skript: das Skript, das geladen wird.',
    'Site domain': 'Domain der Website',
    'Plausible: the domain of the site in Plausible.':
      'Plausible: die Domain der Website in Plausible.',
    'Matomo address': 'Matomo-Adresse',
    'Matomo: the address of your Matomo server.': 'Matomo: die Adresse Ihres Matomo-Servers.',
    'Site id': 'Website-ID',
    'Matomo: the id of the site in Matomo.': 'Matomo: die ID der Website in Matomo.',
  },
  fr: {
    Plausible: 'Plausible',
    Matomo: 'Matomo',
    'Analytics tracking': "Mesure d'audience",
    'Counts visits to the owner pages with Plausible, Matomo or your own script.':
      "Compte les visites des pages d'administration avec Plausible, Matomo ou votre propre script.",
    'Analytics service': "Service d'analyse",
    'Custom script': 'Script personnalisé',
    'Script address': 'Adresse du script',
    'Plausible: leave empty for plausible.io. Custom: the script to load.':
      'Plausible : laissez vide pour plausible.io. Personnalisé : le script à charger.',
    'Site domain': 'Domaine du site',
    'Plausible: the domain of the site in Plausible.':
      'Plausible : le domaine du site dans Plausible.',
    'Matomo address': 'Adresse de Matomo',
    'Matomo: the address of your Matomo server.': "Matomo : l'adresse de votre serveur Matomo.",
    'Site id': 'Identifiant du site',
    'Matomo: the id of the site in Matomo.': "Matomo : l'identifiant du site dans Matomo.",
  },
  es: {
    Plausible: 'Plausible',
    Matomo: 'Matomo',
    'Analytics tracking': 'Analítica de visitas',
    'Counts visits to the owner pages with Plausible, Matomo or your own script.':
      'Cuenta las visitas a las páginas de administración con Plausible, Matomo o su propio script.',
    'Analytics service': 'Servicio de analítica',
    'Custom script': 'Script propio',
    'Script address': 'Dirección del script',
    'Plausible: leave empty for plausible.io. Custom: the script to load.':
      'Plausible: déjelo vacío para plausible.io. Propio: el script que se carga.',
    'Site domain': 'Dominio del sitio',
    'Plausible: the domain of the site in Plausible.':
      'Plausible: el dominio del sitio en Plausible.',
    'Matomo address': 'Dirección de Matomo',
    'Matomo: the address of your Matomo server.': 'Matomo: la dirección de su servidor Matomo.',
    'Site id': 'ID del sitio',
    'Matomo: the id of the site in Matomo.': 'Matomo: el ID del sitio en Matomo.',
  },
};
