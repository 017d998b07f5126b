/** The affiliate settings' words in German, French and Spanish, keyed by the English text. */
import type { SchemaTexts } from '@chorus/core/i18n';

export const texts: SchemaTexts = {
  de: {
    'Affiliate tracker': 'Partner-Tracking',
    'Credits sign-ups to the affiliates who referred them.':
      'Schreibt Registrierungen den Partnern gut, die sie vermittelt haben.',
    'Tracker script address': 'Adresse des Tracking-Skripts',
    'Key attribute': 'Schlüsselattribut',
    'The data attribute that carries the key, without "data-": rewardful, fpr...':
      'Das Datenattribut, das den Schlüssel trägt, ohne „data-“: rewardful, fpr …',
    Key: 'Schlüssel',
    "Your affiliate program's public key.": 'Der öffentliche Schlüssel Ihres Partnerprogramms.',
    'Command queue': 'Befehlswarteschlange',
    'The function the tracker queues calls on (rewardful); empty for none.':
      'Die Funktion, über die das Skript Aufrufe sammelt (rewardful); leer für keine.',
    'Tracker service address': 'Adresse des Tracking-Dienstes',
    'Where the tracker sends its data, when not the script host.':
      'Wohin das Skript seine Daten sendet, wenn nicht an den Host des Skripts.',
  },
  fr: {
    'Affiliate tracker': "Suivi d'affiliation",
    'Credits sign-ups to the affiliates who referred them.':
      'Attribue les inscriptions aux affiliés qui les ont apportées.',
    'Tracker script address': 'Adresse du script de suivi',
    'Key attribute': 'Attribut de la clé',
    'The data attribute that carries the key, without "data-": rewardful, fpr...':
      "L'attribut de données qui porte la clé, sans « data- » : rewardful, fpr…",
    Key: 'Clé',
    "Your affiliate program's public key.": "La clé publique de votre programme d'affiliation.",
    'Command queue': 'File de commandes',
    'The function the tracker queues calls on (rewardful); empty for none.':
      'La fonction sur laquelle le script met les appels en file (rewardful) ; vide pour aucune.',
    'Tracker service address': 'Adresse du service de suivi',
    'Where the tracker sends its data, when not the script host.':
      "Où le script envoie ses données, si ce n'est pas l'hôte du script.",
  },
  es: {
    'Affiliate tracker': 'Seguimiento de afiliados',
    'Credits sign-ups to the affiliates who referred them.':
      'Atribuye los registros a los afiliados que los refirieron.',
    'Tracker script address': 'Dirección del script de seguimiento',
    'Key attribute': 'Atributo de la clave',
    'The data attribute that carries the key, without "data-": rewardful, fpr...':
      'El atributo de datos que lleva la clave, sin «data-»: rewardful, fpr…',
    Key: 'Clave',
    "Your affiliate program's public key.": 'La clave pública de su programa de afiliados.',
    'Command queue': 'Cola de comandos',
    'The function the tracker queues calls on (rewardful); empty for none.':
      'La función en la que el script encola las llamadas (rewardful); vacía para ninguna.',
    'Tracker service address': 'Dirección del servicio de seguimiento',
    'Where the tracker sends its data, when not the script host.':
      'Adónde envía el script sus datos, si no es el host del script.',
  },
};
