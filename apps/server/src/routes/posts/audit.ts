/**
 * The moderation audit log: who did what to which post of a wall, and when (`wall.moderate`);
 * `GET /api/audit/{user_name}` pages it, `.../export` downloads it as CSV; and the screen's
 * counters (`GET /api/moderation-counts/{user_name}`), which read it for approvals today.
 */
import { messages } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import {
  listAudit,
  recordAudit,
  undoLastAction,
  type AuditActor,
  type PostSnapshot,
} from '../../db/repositories/moderation-audit.ts';
import { moderationCounts } from '../../db/repositories/moderation-counts.ts';
import { errorSchema } from '../account/schemas.ts';
import { keepBatchAlive } from './batch-claimant.ts';
import { changeOf } from './edit-post.ts';
import { postMessageSchema, userNameParams } from './schemas.ts';
import { announce, present, requireModerationRights } from './support.ts';

/** Who makes this request, as the log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  const principal = request.principal;
  if (principal.kind === 'whiteLabel') return { kind: 'whiteLabel', label: principal.token.label };
  if (principal.kind === 'user' && principal.via === 'apiToken' && principal.token) {
    return { kind: 'apiToken', label: principal.token.label };
  }
  if (principal.kind === 'user') {
    return { kind: principal.isOwner ? 'owner' : 'enterprise', label: principal.user.username };
  }
  return { kind: 'owner', label: 'unknown' };
}

/** Records what the caller of `request` did; a failure is logged, the action stands. */
export async function audit(
  request: FastifyRequest,
  wallId: number,
  postId: number | null,
  action: string,
  extra: { detail?: string; previous?: PostSnapshot } = {},
): Promise<void> {
  try {
    await recordAudit(request.server.database.db, {
      wallId,
      postId,
      action,
      actor: actorOf(request),
      ...extra,
    });
  } catch (error) {
    request.log.error({ err: error, wallId, action }, 'the audit log entry was not written');
  }
  // A decision keeps the caller's batch from going idle.
  await keepBatchAlive(request, wallId);
}

const access = { action: 'wall.moderate', wall: wallByUserName('user_name') } as const;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const entrySchema = z.object({
  id: z.number(),
  postId: z.number().nullable(),
  action: z.string(),
  actor: z.object({ kind: z.string(), label: z.string() }),
  detail: z.string().nullable(),
  at: z.date(),
});
/** Largest CSV export, in entries. */
const maxExport = 50_000;

/** Audit log routes. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/audit/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: "A wall's moderation audit log, newest first",
        params: userNameParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ entries: z.array(entrySchema) }), ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      return { entries: await listAudit(db, wallOf(request).id, request.query) };
    },
  );

  app.post(
    '/api/audit/:user_name/undo',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: "Undo the caller's last moderation action on the wall",
        params: userNameParams,
        response: { 200: postMessageSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const undone = await undoLastAction(db, wall.id, actorOf(request));
      if (!undone) throw httpError(409, messages.nothingToUndo);
      const { post, before, action } = undone;
      await announce(request, wall.id, post.id, changeOf(before, post.state));
      await audit(request, wall.id, post.id, 'undo', { detail: action });
      return { message: messages.actionUndone, post: present(post, wall) };
    },
  );

  app.get(
    '/api/moderation-counts/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: 'Counters of the moderation screen: pending, held by rules, approved today, trash',
        params: userNameParams,
        response: {
          200: z.object({
            pending: z.number(),
            heldByRules: z.number(),
            approvedToday: z.number(),
            inTrash: z.number(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireModerationRights(request);
      return moderationCounts(db, wallOf(request).id);
    },
  );

  app.get(
    '/api/audit/:user_name/export',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: "A wall's moderation audit log as CSV",
        params: userNameParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const entries = await listAudit(db, wall.id, { limit: maxExport, offset: 0 });
      const csv = stringify(
        entries.map((entry) => [
          entry.at.toISOString(),
          entry.actor.kind,
          entry.actor.label,
          entry.action,
          entry.postId ?? '',
          entry.detail ?? '',
        ]),
        {
          header: true,
          columns: ['time', 'actor_kind', 'actor', 'action', 'post_id', 'detail'],
          // A label such as "=HYPERLINK(...)" must not run as a spreadsheet formula.
          cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${wall.user_name}-audit.csv"`)
        .send(csv);
    },
  );
};
