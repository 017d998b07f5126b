/**
 * The words of the two mails, in the owner app's languages. Written here rather than in core's
 * catalogue: only the server sends them, and a mail is a page of its own, not a message.
 */
import type { ShippedLanguage } from '@chorus/core/i18n';
import type { MailMessage } from './mailer.ts';

/** What one kind of mail says; `{name}` is the username, the link goes on a line of its own. */
interface MailWords {
  readonly subject: string;
  readonly greeting: string;
  readonly body: string;
  readonly action: string;
  readonly ignore: string;
}

/** The mails Chorus sends. */
export type MailKind = 'reset' | 'verify';

const words: Record<ShippedLanguage, Record<MailKind, MailWords>> = {
  en: {
    reset: {
      subject: 'Reset your Chorus password',
      greeting: 'Hello {name},',
      body: 'Someone asked to reset the password of your Chorus account. The link below works once, for one hour.',
      action: 'Choose a new password',
      ignore: 'If it was not you, ignore this mail: your password stays as it is.',
    },
    verify: {
      subject: 'Confirm your e-mail address for Chorus',
      greeting: 'Hello {name},',
      body: 'Please confirm that this address belongs to your Chorus account. The link below works for 48 hours.',
      action: 'Confirm my address',
      ignore: 'If you did not create a Chorus account, ignore this mail.',
    },
  },
  de: {
    reset: {
      subject: 'Setze dein Chorus-Passwort zurück',
      greeting: 'Hallo {name},',
      body: 'Jemand möchte das Passwort deines Chorus-Kontos zurücksetzen. Der Link unten funktioniert einmal, eine Stunde lang.',
      action: 'Neues Passwort wählen',
      ignore: 'Wenn du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.',
    },
    verify: {
      subject: 'Bestätige deine E-Mail-Adresse für Chorus',
      greeting: 'Hallo {name},',
      body: 'Bitte bestätige, dass diese Adresse zu deinem Chorus-Konto gehört. Der Link unten funktioniert 48 Stunden lang.',
      action: 'Adresse bestätigen',
      ignore: 'Wenn du kein Chorus-Konto erstellt hast, ignoriere diese Mail.',
    },
  },
  fr: {
    reset: {
      subject: 'Réinitialisez votre mot de passe Chorus',
      greeting: 'Bonjour {name},',
      body: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Chorus. Le lien ci-dessous fonctionne une seule fois, pendant une heure.',
      action: 'Choisir un nouveau mot de passe',
      ignore: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
    verify: {
      subject: 'Confirmez votre adresse e-mail pour Chorus',
      greeting: 'Bonjour {name},',
      body: 'Veuillez confirmer que cette adresse appartient à votre compte Chorus. Le lien ci-dessous fonctionne pendant 48 heures.',
      action: 'Confirmer mon adresse',
      ignore: 'Si vous n’avez pas créé de compte Chorus, ignorez cet e-mail.',
    },
  },
  es: {
    reset: {
      subject: 'Restablece tu contraseña de Chorus',
      greeting: 'Hola, {name}:',
      body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Chorus. El enlace de abajo funciona una vez, durante una hora.',
      action: 'Elegir una contraseña nueva',
      ignore: 'Si no has sido tú, ignora este correo: tu contraseña sigue igual.',
    },
    verify: {
      subject: 'Confirma tu dirección de correo para Chorus',
      greeting: 'Hola, {name}:',
      body: 'Confirma que esta dirección pertenece a tu cuenta de Chorus. El enlace de abajo funciona durante 48 horas.',
      action: 'Confirmar mi dirección',
      ignore: 'Si no has creado una cuenta de Chorus, ignora este correo.',
    },
  },
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A mail of `kind` to `to`, for the account `name`, in `language`, carrying `link`. */
export function composeMail(
  kind: MailKind,
  language: ShippedLanguage,
  to: string,
  name: string,
  link: string,
): MailMessage {
  const w = words[language][kind];
  const greeting = w.greeting.replace('{name}', name);
  const text = `${greeting}\n\n${w.body}\n\n${w.action}:\n${link}\n\n${w.ignore}\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(w.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>` +
    `<p style="word-break:break-all">${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(w.ignore)}</p></body></html>`;
  return { to, subject: w.subject, text, html };
}
