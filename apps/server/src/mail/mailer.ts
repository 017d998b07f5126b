/**
 * Sends mail through the operator's SMTP server with nodemailer. One transport per
 * configuration, made on first use; with no CHORUS_SMTP_URL there is no mailer at all.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config.ts';

/** A message to send: plain text and its simple HTML twin. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What sends a message; the routes take this, so a test could pass its own. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const mailers = new WeakMap<MailConfig, Mailer>();

/** The mailer of a mail configuration, or undefined when mail is not set up. */
export function mailerFor(config: MailConfig | undefined): Mailer | undefined {
  if (!config) return undefined;
  let mailer = mailers.get(config);
  if (!mailer) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    mailer = {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
    mailers.set(config, mailer);
  }
  return mailer;
}
