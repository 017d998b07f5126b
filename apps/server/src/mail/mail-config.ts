/**
 * Outgoing mail (CHORUS_SMTP_URL, CHORUS_MAIL_FROM in docs/operations.md): the SMTP server that
 * carries password-reset and verification links. Unset, Chorus sends no mail and says so where
 * a feature needs it. Links are built from CHORUS_PUBLIC_URL only, never from a request's Host
 * header (which a caller could forge to plant its own address in someone's reset mail).
 */
import { z } from 'zod';

/** How the server sends mail. */
export interface MailConfig {
  /** The SMTP server, `smtp://user:pass@host:port` or `smtps://…` (CHORUS_SMTP_URL). */
  readonly smtpUrl: string;
  /** The sender (CHORUS_MAIL_FROM; default `Chorus <no-reply@{public host}>`). */
  readonly from: string;
  /** The origin links in mail point at: CHORUS_PUBLIC_URL's. */
  readonly publicOrigin: string;
}

/** The environment variables of mail, with their checks. */
export const mailEnvironmentShape = {
  CHORUS_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'CHORUS_SMTP_URL must be an smtp:// or smtps:// address.')
    .optional(),
  CHORUS_MAIL_FROM: z.string().trim().min(3).max(254).optional(),
};

/** Thrown when mail is half configured; config.ts reports it as a configuration error. */
export const mailNeedsPublicUrl =
  'CHORUS_SMTP_URL needs CHORUS_PUBLIC_URL: links in mail are built from it.';

/**
 * The mail settings, or undefined when no SMTP server is set. Returns a string (the problem)
 * when CHORUS_SMTP_URL is set without CHORUS_PUBLIC_URL.
 */
export function mailConfigOf(env: {
  readonly CHORUS_SMTP_URL?: string | undefined;
  readonly CHORUS_MAIL_FROM?: string | undefined;
  readonly CHORUS_PUBLIC_URL?: string | undefined;
}): MailConfig | string | undefined {
  if (!env.CHORUS_SMTP_URL) return undefined;
  if (!env.CHORUS_PUBLIC_URL) return mailNeedsPublicUrl;
  const publicUrl = new URL(env.CHORUS_PUBLIC_URL);
  return {
    smtpUrl: env.CHORUS_SMTP_URL,
    from: env.CHORUS_MAIL_FROM ?? `Chorus <no-reply@${publicUrl.hostname}>`,
    publicOrigin: publicUrl.origin,
  };
}
