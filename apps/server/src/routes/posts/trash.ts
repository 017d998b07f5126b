/**
 * The trash of a wall (`wall.moderate`): posts rejected by a screening rule or deleted, kept
 * 30 days. List it, restore a post to the wall, delete one permanently, or empty it.
 */
import { messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { snapshotOf } from '../../db/repositories/moderation-audit.ts';
import { listTrash, purgeTrash, restorePost } from '../../db/repositories/trash.ts';
import { errorSchema } from '../account/schemas.ts';
import { audit } from './audit.ts';
import { moderationPostListSchema, presentForModeration } from './moderation-post.ts';
import { postIdParams, postResultSchema, userNameParams } from './schemas.ts';
import { announce, postIdOf, present, requireModerationRights, wallOfPost } from './support.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const wallAccess = { action: 'wall.moderate', wall: wallByUserName('user_name') } as const;
const postAccess = { action: 'wall.moderate', wall: wallOfPost } as const;
const purgedSchema = z.object({ message: z.string(), purged: z.number().int() });

/** Trash routes. */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/trash/:user_name',
    {
      config: { access: wallAccess },
      schema: {
        tags: ['moderation'],
        summary:
          'Posts in the trash, most recently trashed first (kept 30 days), each with the screening rule that rejected it',
        params: userNameParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: moderationPostListSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const rows = await listTrash(db, wall.id, request.query);
      return { posts: rows.map((row) => presentForModeration(row, wall, app.plugins)) };
    },
  );

  app.post(
    '/api/post/:post_id/restore',
    {
      config: { access: postAccess },
      schema: {
        tags: ['moderation'],
        summary: 'Restore a post from the trash to the wall',
        params: postIdParams,
        response: { 200: postResultSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const restored = await restorePost(db, wall.id, postIdOf(request));
      if (!restored) throw httpError(409, messages.postRestoreFailed);
      await announce(request, wall.id, restored.id, 'approved');
      const previous = { ...snapshotOf(restored), state: 'removed' as const };
      await audit(request, wall.id, restored.id, 'restore', {
        previous: { ...previous, trashedAt: new Date().toISOString() },
      });
      return { post: present(restored, wall) };
    },
  );

  app.post(
    '/api/post/:post_id/purge',
    {
      config: { access: postAccess },
      schema: {
        tags: ['moderation'],
        summary: 'Delete a post in the trash permanently',
        params: postIdParams,
        response: { 200: purgedSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const purged = await purgeTrash(db, wall.id, postIdOf(request));
      if (purged === 0) throw httpError(409, messages.postDeleteFailed);
      await audit(request, wall.id, postIdOf(request), 'purge');
      return { message: messages.postPurged, purged };
    },
  );

  app.delete(
    '/api/trash/:user_name',
    {
      config: { access: wallAccess },
      schema: {
        tags: ['moderation'],
        summary: 'Empty the trash: every post in it is deleted permanently',
        params: userNameParams,
        response: { 200: purgedSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const purged = await purgeTrash(db, wall.id);
      await audit(request, wall.id, null, 'emptyTrash', { detail: `${purged} posts` });
      return { message: messages.trashEmptied, purged };
    },
  );
};
