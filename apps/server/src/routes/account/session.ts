/** Sign-up, sign-in, sign-out and the current account's settings. */
import { messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userPrincipal } from '../../auth/credentials.ts';
import { userOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { LoginThrottle } from '../../auth/login-throttle.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../auth/password.ts';
import { endSession, sessionCookieName, startSession } from '../../auth/session.ts';
import { findUserByEmail, updatePasswordHash } from '../../db/repositories/accounts.ts';
import { claimFirstAdministrator, recordSignIn } from '../../db/repositories/admin.ts';
import { recordInviteUse, releaseInvite } from '../../db/repositories/instance.ts';
import { admitSignup } from './signup-mode.ts';
import { noteSignupReferral } from '../../referrals/signup.ts';
import { queueVerificationMail } from './email-verification.ts';
import { listUserApiTokens } from '../../db/repositories/token-lists.ts';
import { createUser, findUserByUsername, listSubAccounts } from '../../db/repositories/users.ts';
import { decide } from '../../auth/permissions.ts';
import { planModes } from '../../auth/plan-mode.ts';
import { feedCountOf } from './feed-allowance.ts';
import { accountConflictMessage } from './unique-violation.ts';
import {
  accountLanguageSchema,
  accountSchema,
  accountView,
  emailSchema,
  errorSchema,
  messageSchema,
  passwordSchema,
  usernameSchema,
} from './schemas.ts';

const signedInSchema = z.object({ account: accountSchema, permissions: z.array(z.string()) });

const settingsSchema = z.object({
  account: accountSchema,
  permissions: z.array(z.string()),
  settings: z.object({
    plan: accountSchema.shape.plan,
    token: z.string().nullable().meta({
      description:
        'A hint of the newest API token (its last characters), or null; never the token.',
    }),
    accounts: z.array(accountSchema),
    feed_count: z.object({ active: z.number(), inactive: z.number(), allowed: z.number() }),
    plans: z.enum(planModes).meta({
      description:
        'CHORUS_PLANS: `self-hosted` (every feature, no upgrade prompt or allowance alert) or `hosted`.',
    }),
  }),
});

/** Session routes; `throttle` is injectable so tests can use small limits. */
export function sessionRoutes(throttle = new LoginThrottle()): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;

    app.post(
      '/api/signup',
      {
        config: { access: { action: 'public' } },
        schema: {
          tags: ['account'],
          summary: 'Create an owner account and sign in',
          body: z.object({
            username: usernameSchema,
            email: emailSchema,
            password: passwordSchema,
            invite: z
              .string()
              .max(200)
              .optional()
              .meta({ description: "An invite link's token (an invite-only instance needs one)." }),
            ref: z.string().max(64).optional().meta({
              description: "A referral invite link's code (hosted mode); unknown: ignored.",
            }),
          }),
          response: { 201: signedInSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const { username, email, password, invite } = request.body;
        if (await findUserByUsername(db, username)) {
          throw httpError(409, messages.enterpriseUsernameTaken);
        }
        if (await findUserByEmail(db, email)) throw httpError(409, messages.enterpriseEmailTaken);
        const invited = await admitSignup(db, invite);
        const passwordHash = await hashPassword(password);
        const user = await createUser(db, { username, email, passwordHash }).catch(
          async (error: unknown) => {
            if (invited) await releaseInvite(db, invited);
            const conflict = accountConflictMessage(error);
            throw conflict ? httpError(409, conflict) : error;
          },
        );
        if (invited) await recordInviteUse(db, invited, user.id);
        await noteSignupReferral(db, app.config.plans, request.body.ref, user);
        // The first account of an instance runs it (docs/operations.md, "The administrator").
        const admin = await claimFirstAdministrator(db, user.id);
        // A link to verify the address, mailed after the answer (never blocks the sign-up).
        queueVerificationMail(app, request, user);
        await startSession(db, reply, app.config, user.id, request.cookies[sessionCookieName]);
        const principal = await userPrincipal(db, user, { kind: 'session' }, app.config.plans);
        return reply.code(201).send({
          account: accountView({ ...user, is_admin: admin }, principal?.plan ?? 'basic'),
          permissions: [...(principal?.permissions ?? [])],
        });
      },
    );

    app.post(
      '/api/login',
      {
        config: { access: { action: 'public' } },
        schema: {
          tags: ['account'],
          summary: 'Sign in with username (or e-mail) and password',
          body: z.object({
            username: z.string().trim().min(1).max(254),
            password: z.string().max(1024),
          }),
          response: { 200: signedInSchema, 401: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const wait = throttle.attempt(username, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return reply.code(429).send({ error: messages.tooManyRequests });
        }
        const user = username.includes('@')
          ? await findUserByEmail(db, username)
          : await findUserByUsername(db, username);
        const valid = user
          ? await verifyPassword(password, user.password_hash)
          : await verifyAgainstDecoy(password);
        if (!user || !valid) throw httpError(401, messages.signInFailed);
        throttle.succeeded(username);
        if (user.suspended_at) throw httpError(403, messages.accountSuspended);
        if (needsRehash(user.password_hash)) {
          await updatePasswordHash(db, user.id, await hashPassword(password));
        }
        await startSession(db, reply, app.config, user.id, request.cookies[sessionCookieName]);
        await recordSignIn(db, user.id);
        const principal = await userPrincipal(db, user, { kind: 'session' }, app.config.plans);
        if (!principal) throw httpError(401, messages.signInFailed);
        return {
          account: accountView(user, principal.plan),
          permissions: [...principal.permissions],
        };
      },
    );

    app.post(
      '/api/logout',
      {
        config: { access: { action: 'public' } },
        schema: { tags: ['account'], summary: 'Sign out', response: { 200: messageSchema } },
      },
      async (request, reply) => {
        await endSession(db, reply, app.config, request.cookies[sessionCookieName]);
        return { message: 'Signed out.' };
      },
    );

    app.get(
      '/api/user/current',
      {
        config: { access: { action: 'signedIn' } },
        schema: {
          tags: ['account'],
          summary: 'The signed-in account and its settings',
          response: { 200: settingsSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const principal = userOf(request);
        const manages = decide(principal, 'accounts.manage', null) === 'allow';
        const [tokens, subAccounts, feedCount] = await Promise.all([
          principal.isOwner ? listUserApiTokens(db, principal.user.id) : Promise.resolve([]),
          manages ? listSubAccounts(db, principal.ownerId) : Promise.resolve([]),
          feedCountOf(db, principal.ownerId, principal.plan, app.config.plans),
        ]);
        return {
          account: accountView(principal.user, principal.plan),
          permissions: [...principal.permissions],
          settings: {
            plan: principal.plan,
            token: tokens[0] ? tokens[0].label || '…' : null,
            accounts: subAccounts.map((account) => accountView(account, principal.plan)),
            feed_count: feedCount,
            plans: app.config.plans,
          },
        };
      },
    );

    app.put(
      '/api/user/language',
      {
        config: { access: { action: 'signedIn' } },
        schema: {
          tags: ['account'],
          summary: "Set the owner app's language of the signed-in account",
          body: z.object({ language: accountLanguageSchema }),
          response: { 200: signedInSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const principal = userOf(request);
        const { language } = request.body;
        const user = await db
          .updateTable('users')
          .set({ language })
          .where('id', '=', principal.user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          account: accountView(user, principal.plan),
          permissions: [...principal.permissions],
        };
      },
    );
  };
}
