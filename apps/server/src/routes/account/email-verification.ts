/**
 * E-mail verification: a link mailed at sign-up (and on request) confirms that the account's
 * address is its owner's. It never blocks sign-in; later work trusts verified addresses only
 * (linking a social sign-in by e-mail).
 */
import { messages } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { LoginThrottle, type LoginLimits } from '../../auth/login-throttle.ts';
import {
  createMailToken,
  markEmailVerified,
  spendMailToken,
} from '../../db/repositories/mail-tokens.ts';
import type { UserRow } from '../../db/schema.ts';
import { composeMail } from '../../mail/mail-texts.ts';
import { mailerFor } from '../../mail/mailer.ts';
import { outboxOf } from '../../mail/outbox.ts';
import { mailLanguage, mailTokenSchema } from './password-reset.ts';
import { errorSchema } from './schemas.ts';

/** "Send again": 5 per account and 20 per client address in an hour. */
export const verificationResendLimits: LoginLimits = Object.freeze({
  perUsername: 5,
  perAddress: 20,
  windowMs: 60 * 60 * 1000,
});

const verificationSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  mail: z.boolean().meta({ description: 'Whether this server can send mail (CHORUS_SMTP_URL).' }),
});

const verifyStateSchema = z.object({
  state: z.enum(['verified', 'already-verified', 'sent']),
  message: z.string(),
});

const alreadyVerified = 'This e-mail address is already verified.';

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Mails a verification link for the account's current address, after the response (see
 * mail/outbox.ts). Does nothing when mail is not set up.
 */
export function queueVerificationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'language'>,
): boolean {
  const mail = app.config.mail;
  const mailer = mailerFor(mail);
  // A white-label sub-account may have no address at all.
  if (!mail || !mailer || user.email.trim() === '') return false;
  const acceptLanguage = request.headers['accept-language'];
  outboxOf(app).run(async () => {
    const token = await createMailToken(app.database.db, 'verify', user.id, user.email);
    // In the fragment: never sent to a server, so never in an access log or a Referer.
    const link = `${mail.publicOrigin}/verify-email#token=${token}`;
    const language = mailLanguage(user.language, acceptLanguage);
    await mailer.send(composeMail('verify', language, user.email, user.username, link));
  });
  return true;
}

/** The verification routes; `throttle` is injectable so tests can use small limits. */
export function emailVerificationRoutes(
  throttle = new LoginThrottle(verificationResendLimits),
): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    outboxOf(app);

    app.get(
      '/api/user/email-verification',
      {
        config: { access: { action: 'signedIn' } },
        schema: {
          tags: ['account'],
          summary: "Whether the signed-in account's e-mail address is verified",
          response: { 200: verificationSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const { user } = userOf(request);
        return {
          email: user.email,
          verified: user.email_verified_at !== null,
          verified_at: user.email_verified_at
            ? new Date(user.email_verified_at).toISOString()
            : null,
          mail: app.config.mail !== undefined,
        };
      },
    );

    app.post(
      '/api/user/email-verification',
      {
        config: { access: { action: 'signedIn' } },
        schema: {
          tags: ['account'],
          summary: "Mail a new verification link to the signed-in account's address",
          response: {
            200: verifyStateSchema,
            401: errorSchema,
            429: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = userOf(request);
        if (!app.config.mail) return reply.code(503).send({ error: messages.mailNotSetUp });
        if (user.email_verified_at)
          return { state: 'already-verified' as const, message: alreadyVerified };
        if (user.email.trim() === '') throw httpError(400, messages.enterpriseEmailRequired);
        const wait = throttle.attempt(`user:${user.id}`, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return reply.code(429).send({ error: messages.tooManyRequests });
        }
        queueVerificationMail(app, request, user);
        return { state: 'sent' as const, message: `A new link is on its way to ${user.email}.` };
      },
    );

    app.post(
      '/api/email/verify',
      {
        config: { access: { action: 'public' } },
        schema: {
          tags: ['account'],
          summary: 'Verify an e-mail address with a mailed link',
          description:
            'Public: the link may be opened in a browser that is not signed in. A used link, or any link once the address is verified, answers `already-verified`.',
          body: z.object({ token: mailTokenSchema }),
          response: { 200: verifyStateSchema, 400: errorSchema, 410: errorSchema },
        },
      },
      async (request) => {
        const spent = await spendMailToken(db, 'verify', request.body.token);
        if (spent.state === 'invalid') throw httpError(400, messages.verifyLinkInvalid);
        const { row } = spent;
        const user = await db
          .selectFrom('users')
          .select(['email', 'email_verified_at'])
          .where('id', '=', row.user_id)
          .executeTakeFirst();
        // A link for an address the account no longer uses verifies nothing.
        if (!user || !sameAddress(user.email, row.email)) {
          throw httpError(400, messages.verifyLinkInvalid);
        }
        if (user.email_verified_at)
          return { state: 'already-verified' as const, message: alreadyVerified };
        if (spent.state === 'expired') throw httpError(410, messages.verifyLinkExpired);
        if (spent.state === 'used') throw httpError(400, messages.verifyLinkInvalid);
        await markEmailVerified(db, row.user_id, row.email);
        return { state: 'verified' as const, message: 'Your e-mail address is verified.' };
      },
    );
  };
}
