/**
 * Pending posts (`GET /api/hypes/{user_name}?feed=private`) and search
 * (`GET /api/posts/{user_name}?query=`), on PostgreSQL full-text search.
 */
import { messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { decide } from '../../auth/permissions.ts';
import { wallContextFor } from '../../auth/wall-context.ts';
import {
  listPendingPosts,
  searchWallPosts,
  VISIBLE_POST_STATES,
} from '../../db/repositories/post-feed.ts';
import type { PostState } from '../../db/schema.ts';
import { shapeFor, toPublicPost } from '../../posts/public-post.ts';
import { errorSchema } from '../account/schemas.ts';
import { moderationPostListSchema, presentForModeration } from './moderation-post.ts';
import {
  postListSchema,
  privateFeedQuerySchema,
  searchQuerySchema,
  userNameParams,
} from './schemas.ts';
import { requireModerationRights } from './support.ts';

const errors = { 401: errorSchema, 402: errorSchema, 403: errorSchema, 404: errorSchema };

/** Private feed and search routes. */
export const privateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/hypes/:user_name',
    {
      config: { access: { action: 'wall.readPrivate', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['posts'],
        summary:
          'Pending posts of a wall, newest first, each with the screening rule that holds it (moderators only)',
        params: userNameParams,
        querystring: privateFeedQuerySchema,
        response: { 200: moderationPostListSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      request.requireFeature('privatePosts');
      const wall = wallOf(request);
      const { limit, offset } = request.query;
      const rows = await listPendingPosts(db, wall.id, { limit, offset });
      return { posts: rows.map((row) => presentForModeration(row, wall, app.plugins)) };
    },
  );

  app.get(
    '/api/posts/:user_name',
    {
      config: { access: { action: 'public', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['posts'],
        summary: "Search a wall's posts by words (moderation=1: its pending posts)",
        params: userNameParams,
        querystring: searchQuerySchema,
        response: { 200: postListSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const wall = wallOf(request);
      request.requireFeature('search');
      let states: readonly PostState[] = VISIBLE_POST_STATES;
      if (request.query.moderation === '1') {
        const context = await wallContextFor(db, request.principal, wall);
        const decision = decide(request.principal, 'wall.readPrivate', context);
        if (decision === 'signIn') throw httpError(401, messages.signInRequired);
        if (decision === 'notFound') throw httpError(404, messages.notFound);
        if (decision === 'forbidden') throw httpError(403, messages.notAllowed);
        requireModerationRights(request);
        states = ['pending'];
      }
      const rows = await searchWallPosts(db, wall.id, request.query.query, {
        limit: request.query.limit,
        states,
      });
      const shape = shapeFor(wall, app.plugins);
      return { posts: rows.map((row) => toPublicPost(row, shape)) };
    },
  );
};
