/** The chat settings' words in German, French and Spanish, keyed by the English text. */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    Crisp: 'Crisp',
    'Live chat': 'Live-Chat',
    'A live-chat widget on the owner pages of paying plans.':
      'Ein Live-Chat-Fenster auf den Verwaltungsseiten bezahlter Tarife.',
    'Chat service': 'Chatdienst',
    'Widget script': 'Widget-Skript',
    'Crisp website ID': 'Crisp-Website-ID',
    'Crisp: Settings, Website settings, Setup.':
      'Crisp: Einstellungen, Website-Einstellungen, Einrichtung.',
    'Widget script address': 'Adresse des Widget-Skripts',
    'Widget script: the https address of the script its embed code loads.':
      'Widget-Skript: die https-Adresse des Skripts, das sein Einbettungscode lädt.',
  },
  fr: {
    Crisp: 'Crisp',
    'Live chat': 'Chat en direct',
    'A live-chat widget on the owner pages of paying plans.':
      "Un widget de chat en direct sur les pages d'administration des offres payantes.",
    'Chat service': 'Service de chat',
    'Widget script': 'Script du widget',
    'Crisp website ID': 'Identifiant du site Crisp',
    'Crisp: Settings, Website settings, Setup.':
      'Crisp : Paramètres, Paramètres du site, Installation.',
    'Widget script address': 'Adresse du script du widget',
    'Widget script: the https address of the script its embed code loads.':
      "Script du widget : l'adresse https du script que charge son code d'intégration.",
  },
  es: {
    Crisp: 'Crisp',
    'Live chat': 'Chat en vivo',
    'A live-chat widget on the owner pages of paying plans.':
      'Un widget de chat en vivo en las páginas de administración de los planes de pago.',
    'Chat service': 'Servicio de chat',
    'Widget script': 'Script del widget',
    'Crisp website ID': 'ID del sitio web en Crisp',
    'Crisp: Settings, Website settings, Setup.':
      'Crisp: Ajustes, Ajustes del sitio web, Configuración.',
    'Widget script address': 'Dirección del script del widget',
    'Widget script: the https address of the script its embed code loads.':
      'Script del widget: la dirección https del script que carga su código de inserción.',
  },
};
