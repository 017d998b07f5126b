/**
 * Sign-in with an identity provider (docs/api.md, "Sign-in with a provider"):
 * `GET /api/sso/providers` lists the configured providers (ids and names, nothing secret);
 * `GET /api/sso/{provider}/start` sends the browser to the provider's consent screen;
 * `GET /api/sso/{provider}/callback` takes its answer, signs in (or links, or creates) the
 * account and sends the browser on into the app. Failures land on the sign-in screen as
 * `/login?sso_error=<code>`, which it words.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordSignIn } from '../../db/repositories/admin.ts';
import { findSession } from '../../db/repositories/sessions.ts';
import { sessionCookieName, sessionCookieOptions, startSession } from '../session.ts';
import {
  accountForSignIn,
  attemptLifetimeSeconds,
  saveAttempt,
  takeAttempt,
} from './identities.ts';
import { authorizationUrl, finishSignIn, SsoError, type SsoErrorCode } from './providers.ts';
import type { SsoProviderConfig } from './sso-config.ts';

/** The cookie that ties a provider's answer to the browser that started the sign-in. */
export const ssoBrowserCookieName = 'chorus_sso';

/** Sign-in attempts (start or callback) per client address in 15 minutes, as sign-in allows. */
export function ssoRateLimit(generalMax: number): number {
  return Math.max(30, Math.ceil(generalMax / 20));
}

const providerIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9-]+$/)
  .meta({ description: 'The provider id, e.g. `google` (from `GET /api/sso/providers`).' });

/** Where the app goes after signing in: a path on this site only. */
function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return '/admin';
  }
  return next;
}

function callbackUrl(request: FastifyRequest, provider: string): string {
  const base = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(`/api/sso/${provider}/callback`, base).toString();
}

function toSignIn(reply: FastifyReply, code: SsoErrorCode, next?: string | null) {
  const query = new URLSearchParams({ sso_error: code });
  if (next) query.set('next', next);
  return reply.header('cache-control', 'no-store').redirect(`/login?${query.toString()}`, 302);
}

/** Registers the provider sign-in routes. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = (): readonly SsoProviderConfig[] => app.config.ssoProviders ?? [];
  const providerOf = (id: string) => providers().find((provider) => provider.id === id);
  const limit = {
    max: ssoRateLimit(app.config.rateLimitMax),
    timeWindow: '15 minutes',
  };
  const browserCookie = {
    ...sessionCookieOptions(app.config),
    path: '/api/sso',
  };

  app.get(
    '/api/sso/providers',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['account'],
        summary: 'The identity providers owners may sign in with (ids and names only)',
        response: {
          200: z.object({
            providers: z.array(z.object({ id: z.string(), name: z.string() })),
          }),
        },
      },
    },
    async () => ({ providers: providers().map(({ id, name }) => ({ id, name })) }),
  );

  app.get(
    '/api/sso/:provider/start',
    {
      config: { access: { action: 'public' }, rateLimit: limit },
      schema: {
        tags: ['account'],
        summary: "Go to the provider's consent screen to sign in (or sign up)",
        params: z.object({ provider: providerIdSchema }),
        querystring: z.object({
          next: z.string().max(2000).optional().meta({
            description: 'A path on this site to land on after signing in (default `/admin`).',
          }),
          invite: z.string().max(200).optional().meta({
            description: "An invite link's token, for a new account on an invite-only instance.",
          }),
        }),
        description:
          'Answers 302: to the provider, or to `/login?sso_error=<code>` (an unknown provider, the provider unreachable).',
      },
    },
    async (request, reply) => {
      const { provider: id } = request.params;
      const next = request.query.next ? safeNext(request.query.next) : null;
      const provider = providerOf(id);
      if (!provider) return toSignIn(reply, 'unknown-provider', next);
      const attempt = {
        provider: id,
        state: randomBytes(32).toString('base64url'),
        browser: randomBytes(32).toString('base64url'),
        codeVerifier: randomBytes(48).toString('base64url'),
        nonce: randomBytes(24).toString('base64url'),
        redirectUri: callbackUrl(request, id),
        next,
        invite: request.query.invite ?? null,
      };
      let url: string;
      try {
        url = await authorizationUrl(provider, attempt);
      } catch (error) {
        if (!(error instanceof SsoError)) throw error;
        request.log.warn({ provider: id, reason: error.message }, 'sso provider unreachable');
        return toSignIn(reply, error.code, next);
      }
      await saveAttempt(app.database.db, attempt);
      reply.setCookie(ssoBrowserCookieName, attempt.browser, {
        ...browserCookie,
        maxAge: attemptLifetimeSeconds,
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.get(
    '/api/sso/:provider/callback',
    {
      config: { access: { action: 'public' }, rateLimit: limit },
      schema: {
        tags: ['account'],
        summary: "The provider's answer: signs in and goes on into the app",
        params: z.object({ provider: providerIdSchema }),
        querystring: z
          .object({
            code: z.string().max(4096).optional(),
            state: z.string().max(512).optional(),
            error: z.string().max(200).optional(),
          })
          .loose(),
        description:
          'Answers 302: into the app (`next`, default `/admin`) signed in, or to `/login?sso_error=<code>`.',
      },
    },
    async (request, reply) => {
      const { provider: id } = request.params;
      const provider = providerOf(id);
      if (!provider) return toSignIn(reply, 'unknown-provider');
      const db = app.database.db;
      const browser = request.cookies[ssoBrowserCookieName];
      reply.clearCookie(ssoBrowserCookieName, browserCookie);
      let next: string | null = null;
      try {
        const attempt = await takeAttempt(db, id, request.query.state, browser);
        next = attempt.next;
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(request.query)) {
          if (typeof value === 'string') query.set(name, value);
        }
        const identity = await finishSignIn(provider, query, {
          redirectUri: attempt.redirect_uri,
          state: request.query.state ?? '',
          nonce: attempt.nonce,
          codeVerifier: attempt.code_verifier,
        });
        const previous = request.cookies[sessionCookieName];
        const session = previous ? await findSession(db, previous) : undefined;
        const { user } = await accountForSignIn(app, request, id, identity, {
          signedInUserId: session ? Number(session.user_id) : undefined,
          invite: attempt.invite,
        });
        await startSession(db, reply, app.config, user.id, previous);
        await recordSignIn(db, user.id);
        return reply.header('cache-control', 'no-store').redirect(safeNext(next), 302);
      } catch (error) {
        if (!(error instanceof SsoError)) throw error;
        request.log.warn(
          { provider: id, code: error.code, reason: error.message },
          'sso sign-in failed',
        );
        return toSignIn(reply, error.code, next);
      }
    },
  );
};
