/**
 * Casting a wall to a TV by pairing (issue 23, part 3). A TV on `/cast` asks for a code
 * (`POST /api/cast/codes`, public) and polls `POST /api/cast/codes/state` with its token once a
 * second; the owner types the code in the dashboard's Cast dialog (`POST
 * /api/cast/pair/{user_name}`, `wall.moderate`); the TV's next poll names the wall, and the TV
 * opens its full-screen page, where it follows the remote control like any open screen.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../auth/http-error.ts';
import { wallByUserName, wallOf } from '../auth/declaration.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { userNameParams } from '../routes/posts/schemas.ts';
import { castMessages } from './messages.ts';
import {
  castCodeState,
  castFailuresSince,
  codesFromAddressSince,
  createCastCode,
  hashOf,
  normalizeCastCode,
  pairCastCode,
  recordCastFailure,
} from './store.ts';

/** How often the TV asks whether it was paired. */
export const castPollMs = 1000;
/** The window over which codes per address and wrong codes per account are counted. */
export const castWindowMs = 10 * 60_000;
/** Wrong codes an account (or a white-label token) may type per window. */
export const castFailuresPerWindow = 10;

/**
 * Codes one address may ask for per window: 20 at the default request limit (600 a minute),
 * more when the operator raises it (a venue's screens share one address).
 */
export function castCodesPerWindow(generalMax: number): number {
  return Math.max(5, Math.floor(generalMax / 30));
}

/** The full-screen page of a wall, as the TV opens it. */
export function castWallPath(userName: string): string {
  return `/${encodeURIComponent(userName)}?fullscreen=true`;
}

/** Who typed a code, for counting wrong ones. */
function actorOf(request: FastifyRequest): string {
  const { principal } = request;
  if (principal.kind === 'user') return `user:${principal.user.id}`;
  if (principal.kind === 'whiteLabel') return `wl:${principal.token.id}`;
  return `ip:${hashOf(request.ip)}`;
}

const codeSchema = z
  .object({
    code: z.string().meta({ description: 'The code the TV shows: 6 characters, no 0/O/1/I.' }),
    token: z.string().meta({ description: 'The TV’s secret for asking about its code.' }),
    expires_at: z.string().meta({ description: 'When the code stops working (10 minutes).' }),
    poll_ms: z.number().int().meta({ description: 'How often to ask for the state.' }),
  })
  .meta({ title: 'Cast code' });

const stateSchema = z
  .object({
    state: z.enum(['waiting', 'paired', 'expired']),
    user_name: z.string().optional(),
    url: z.string().optional().meta({ description: 'The wall’s full-screen page, when paired.' }),
    expires_at: z.string().optional(),
  })
  .meta({ title: 'Cast code state' });

const pairedSchema = z.object({ user_name: z.string(), url: z.string(), message: z.string() });

/** The pairing routes. */
export const castRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const codesPerWindow = castCodesPerWindow(app.config.rateLimitMax);

  app.post(
    '/api/cast/codes',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['walls'],
        summary: 'A pairing code for a TV (10 minutes, one use), and its secret poll token',
        response: { 201: codeSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const ipHash = hashOf(request.ip);
      const since = new Date(now.getTime() - castWindowMs);
      if ((await codesFromAddressSince(db, ipHash, since)) >= codesPerWindow) {
        // Sent as it is: the error handler words every thrown 429 as a request rate limit.
        return reply.code(429).send({ error: castMessages.tooManyCodes });
      }
      const made = await createCastCode(db, ipHash, now);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        code: made.code,
        token: made.token,
        expires_at: made.expiresAt.toISOString(),
        poll_ms: castPollMs,
      });
    },
  );

  app.post(
    '/api/cast/codes/state',
    {
      config: { access: { action: 'public' } },
      schema: {
        tags: ['walls'],
        summary: "A TV's code: still waiting, paired (once: the wall to open), or expired",
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: stateSchema },
      },
    },
    async (request, reply) => {
      const state = await castCodeState(db, request.body.token, new Date());
      reply.header('cache-control', 'no-store');
      if (state.state === 'paired') {
        return {
          state: 'paired' as const,
          user_name: state.userName,
          url: castWallPath(state.userName),
        };
      }
      if (state.state === 'waiting') {
        return { state: 'waiting' as const, expires_at: state.expiresAt.toISOString() };
      }
      return { state: 'expired' as const };
    },
  );

  app.post(
    '/api/cast/pair/:user_name',
    {
      config: { access: { action: 'wall.moderate', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['walls'],
        summary: 'Show this wall on the TV that shows the code',
        params: userNameParams,
        body: z.object({ code: z.string().max(40) }),
        response: {
          200: pairedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const wall = wallOf(request);
      const now = new Date();
      const actor = actorOf(request);
      const since = new Date(now.getTime() - castWindowMs);
      if ((await castFailuresSince(db, actor, since)) >= castFailuresPerWindow) {
        return reply.code(429).send({ error: castMessages.tooManyAttempts });
      }
      const code = normalizeCastCode(request.body.code);
      const { principal } = request;
      const paired =
        code !== null &&
        (await pairCastCode(db, {
          code,
          wallId: Number(wall.id),
          userId: principal.kind === 'user' ? Number(principal.user.id) : null,
          now,
        }));
      if (!paired) {
        await recordCastFailure(db, actor, now);
        throw httpError(400, castMessages.wrongCode);
      }
      return {
        user_name: wall.user_name,
        url: castWallPath(wall.user_name),
        message: castMessages.paired,
      };
    },
  );
};
