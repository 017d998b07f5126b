/**
 * Password reset by mail: "Forgot password?" mails a single-use link, the link's page sets a new
 * password. The request always gets the same answer, whether or not an account uses the address
 * (docs/security.md, "Password reset and e-mail verification").
 */
import { messages } from '@chorus/core';
import { isShippedLanguage, type ShippedLanguage } from '@chorus/core/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../auth/http-error.ts';
import { LoginThrottle, type LoginLimits } from '../../auth/login-throttle.ts';
import { hashPassword } from '../../auth/password.ts';
import { sessionCookieName } from '../../auth/session.ts';
import { findUserByEmail, updatePasswordHash } from '../../db/repositories/accounts.ts';
import {
  createMailToken,
  readMailToken,
  spendMailToken,
  spendUserMailTokens,
  type MailTokenState,
} from '../../db/repositories/mail-tokens.ts';
import { deleteOtherUserSessions } from '../../db/repositories/sessions.ts';
import { preferredLanguage } from '../../http/error-language.ts';
import { composeMail } from '../../mail/mail-texts.ts';
import { mailerFor } from '../../mail/mailer.ts';
import { outboxOf } from '../../mail/outbox.ts';
import { emailSchema, errorSchema, messageSchema, passwordSchema } from './schemas.ts';

/** Reset requests: 5 per address and 20 per client address in an hour. */
export const resetRequestLimits: LoginLimits = Object.freeze({
  perUsername: 5,
  perAddress: 20,
  windowMs: 60 * 60 * 1000,
});

/** The answer to every accepted reset request, whether or not the address has an account. */
export const resetRequestAnswer =
  'If an account uses this address, a link to reset its password is on its way. It works for one hour.';

/** A link's token as the pages send it back. */
export const mailTokenSchema = z.string().trim().min(1).max(200).meta({
  description: 'The token of a mailed link (its `#token=` value).',
});

/** The mail's language: the account's, else the asking browser's, else English. */
export function mailLanguage(
  accountLanguage: string | null,
  acceptLanguage: string | undefined,
): ShippedLanguage {
  if (isShippedLanguage(accountLanguage)) return accountLanguage;
  return preferredLanguage(acceptLanguage) ?? 'en';
}

function refuseResetToken(state: Exclude<MailTokenState['state'], 'valid'>): never {
  if (state === 'expired') throw httpError(410, messages.resetLinkExpired);
  if (state === 'used') throw httpError(410, messages.resetLinkUsed);
  throw httpError(400, messages.resetLinkInvalid);
}

/** The reset routes; `throttle` is injectable so tests can use small limits. */
export function passwordResetRoutes(
  throttle = new LoginThrottle(resetRequestLimits),
): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const outbox = outboxOf(app);

    app.post(
      '/api/password/forgot',
      {
        config: { access: { action: 'public' } },
        schema: {
          tags: ['account'],
          summary: 'Mail a password-reset link to an address, if an account uses it',
          description:
            'Always answers the same for an accepted request; the mail goes out afterwards. 503 when the server has no SMTP settings.',
          body: z.object({ email: emailSchema }),
          response: { 200: messageSchema, 400: errorSchema, 429: errorSchema, 503: errorSchema },
        },
      },
      async (request, reply) => {
        const mail = app.config.mail;
        const mailer = mailerFor(mail);
        // Sent as is: the error handler turns every 5xx into a generic 500.
        if (!mail || !mailer) return reply.code(503).send({ error: messages.mailNotSetUp });
        const { email } = request.body;
        const wait = throttle.attempt(email, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return reply.code(429).send({ error: messages.tooManyRequests });
        }
        const acceptLanguage = request.headers['accept-language'];
        outbox.run(async () => {
          const user = await findUserByEmail(db, email);
          if (!user) return;
          const token = await createMailToken(db, 'reset', user.id, user.email);
          // In the fragment: never sent to a server, so never in an access log or a Referer.
          const link = `${mail.publicOrigin}/reset-password#token=${token}`;
          const language = mailLanguage(user.language, acceptLanguage);
          await mailer.send(composeMail('reset', language, user.email, user.username, link));
        });
        return { message: resetRequestAnswer };
      },
    );

    app.post(
      '/api/password/reset/check',
      {
        config: { access: { action: 'public' } },
        schema: {
          tags: ['account'],
          summary: 'Whether a password-reset link can still be used (it is not spent)',
          body: z.object({ token: mailTokenSchema }),
          response: { 200: messageSchema, 400: errorSchema, 410: errorSchema },
        },
      },
      async (request) => {
        const found = await readMailToken(db, 'reset', request.body.token);
        if (found.state !== 'valid') refuseResetToken(found.state);
        return { message: 'This reset link can be used.' };
      },
    );

    app.post(
      '/api/password/reset',
      {
        config: { access: { action: 'public' } },
        schema: {
          tags: ['account'],
          summary: "Set a new password with a reset link; the account's other sessions end",
          body: z.object({ token: mailTokenSchema, password: passwordSchema }),
          response: { 200: messageSchema, 400: errorSchema, 410: errorSchema },
        },
      },
      async (request) => {
        const { token, password } = request.body;
        const spent = await spendMailToken(db, 'reset', token);
        if (spent.state !== 'valid') refuseResetToken(spent.state);
        const userId = spent.row.user_id;
        await updatePasswordHash(db, userId, await hashPassword(password));
        await spendUserMailTokens(db, 'reset', userId);
        await deleteOtherUserSessions(db, userId, request.cookies[sessionCookieName]);
        return { message: 'Your password is changed. Sign in with it.' };
      },
    );
  };
}
