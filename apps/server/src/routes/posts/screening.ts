/**
 * Screening rules of a wall and its sources (`wall.moderate`): read them, save them (and, if
 * asked, screen the pending posts again), and list why held posts are held.
 */
import { formatMessage, messages, screeningRulesSchema } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { findScreeningRules, saveScreeningRules } from '../../db/repositories/screening.ts';
import { findSourceById } from '../../db/repositories/sources.ts';
import { heldPostReasons, rescreenPending, screeningDecisions } from '../../screening/rescreen.ts';
import { errorSchema } from '../account/schemas.ts';
import { screenedVerdictSchema } from './moderation-post.ts';
import { audit } from './audit.ts';
import { changeOf } from './edit-post.ts';
import { userNameParams } from './schemas.ts';
import { announce, failWith, requireModerationRights } from './support.ts';

const access = { action: 'wall.moderate', wall: wallByUserName('user_name') } as const;
const scopeQuery = z.object({
  source_id: z.coerce.number().int().positive().optional().meta({
    description: "A source's own rules; omitted: the wall's",
  }),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The source the query names, checked to belong to the wall; null for the wall itself. */
async function scopeOf(request: FastifyRequest, wallId: number, sourceId: number | undefined) {
  if (sourceId === undefined) return null;
  const source = await findSourceById(request.server.database.db, sourceId);
  if (!source || source.wall_id !== wallId) throw httpError(404, messages.notFound);
  return source.id;
}

/** Screening rule routes. */
export const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/screening-rules/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: "A wall's or source's screening rules (defaults when none are saved)",
        params: userNameParams,
        querystring: scopeQuery,
        response: {
          200: z.object({ rules: screeningRulesSchema, saved: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const sourceId = await scopeOf(request, wall.id, request.query.source_id);
      const saved = await findScreeningRules(db, wall.id, sourceId);
      return { rules: saved ?? screeningRulesSchema.parse({}), saved: saved !== undefined };
    },
  );

  app.put(
    '/api/screening-rules/:user_name',
    {
      config: { access },
      errorHandler: failWith(messages.screenRulesSaveFailed),
      schema: {
        tags: ['moderation'],
        summary: 'Save screening rules; rescreen=true screens the pending posts again',
        params: userNameParams,
        querystring: scopeQuery,
        body: z.object({ rules: screeningRulesSchema, rescreen: z.boolean().default(false) }),
        response: {
          200: z.object({ message: z.string(), rescreened: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const sourceId = await scopeOf(request, wall.id, request.query.source_id);
      await saveScreeningRules(db, wall.id, sourceId, request.body.rules);
      await audit(request, wall.id, null, 'rules', {
        detail: sourceId === null ? 'wall' : `source ${sourceId}`,
      });
      if (!request.body.rescreen) return { message: messages.screenRulesSaved, rescreened: 0 };
      const moved = await rescreenPending(db, wall.id, sourceId);
      for (const post of moved) {
        await announce(request, wall.id, post.postId, changeOf('pending', post.state));
      }
      return {
        message: formatMessage('screenRulesRescreened', { count: moved.length }),
        rescreened: moved.length,
      };
    },
  );

  app.get(
    '/api/screening-held/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: 'Why each held post is held: the rule and its reason, newest first',
        params: userNameParams,
        response: {
          200: z.object({
            held: z.array(z.object({ postId: z.number(), rule: z.string(), reason: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireModerationRights(request);
      return { held: await heldPostReasons(db, wallOf(request).id) };
    },
  );

  app.get(
    '/api/screening-decisions/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary:
          'Which screening rule decided each of these posts and why (held, approved or rejected)',
        params: userNameParams,
        querystring: z.object({
          post_ids: z
            .string()
            .regex(/^\d+(,\d+){0,99}$/)
            .meta({ description: 'Up to 100 post ids, comma separated' }),
        }),
        response: {
          200: z.object({
            decisions: z.array(
              z.object({
                postId: z.number(),
                state: z.string(),
                rule: z.string(),
                verdict: screenedVerdictSchema,
                reason: z.string(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const ids = request.query.post_ids.split(',').map(Number);
      return { decisions: await screeningDecisions(db, wallOf(request).id, ids) };
    },
  );
};
