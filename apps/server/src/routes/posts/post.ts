/**
 * One post: `GET /api/post/{post_id}` (and with a white-label token as a path part), and
 * `POST /api/post?wall=` to add a post by hand through the crawl pipeline.
 */
import { isPublic, messages, scheduleStatus } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromParam, wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { mayActOnWall } from '../../auth/wall-context.ts';
import { addCustomPost, composingConnector } from '../../ingest/custom-posts.ts';
import { publicPostSchema, type PublicPost } from '../../posts/public-post.ts';
import { scheduledPostBody, scheduleOf } from '../../slow-wall/schedule-input.ts';
import { errorSchema } from '../account/schemas.ts';
import { postIdParams, postMessageSchema, wallQuerySchema } from './schemas.ts';
import { failWith, present, requestedPost, wallOfReadPost } from './support.ts';

/** Post routes for reading one post and adding one. */
export const singlePostRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // A visitor sees approved posts of active walls, scheduled ones only in their time; pending and
  // removed ones, and announcements before or after their time, need a moderator.
  async function readPost(request: FastifyRequest) {
    const wall = wallOf(request);
    const row = await requestedPost(request, wall);
    if (!row) throw httpError(404, messages.notFound);
    const schedule = { publishAt: row.publish_at, expireAt: row.expire_at };
    if (!isPublic(row.state) || scheduleStatus(schedule, new Date()) !== 'live') {
      if (!(await mayActOnWall(db, request.principal, 'wall.readPrivate', wall))) {
        throw httpError(404, messages.notFound);
      }
    }
    return present(row, wall) satisfies PublicPost;
  }

  app.get(
    '/api/post/:post_id',
    {
      config: { access: { action: 'public', wall: wallOfReadPost } },
      schema: {
        tags: ['posts'],
        summary: 'One post (pending and removed ones to its moderators only)',
        params: postIdParams,
        response: { 200: publicPostSchema, 404: errorSchema },
      },
    },
    readPost,
  );

  app.get(
    '/api/post/:post_id/:wl_token',
    {
      config: {
        access: { action: 'public', wall: wallOfReadPost, token: tokenFromParam('wl_token') },
      },
      schema: {
        tags: ['posts'],
        summary: 'One post, read with a white-label token of its wall (sees pending ones)',
        params: postIdParams.extend({ wl_token: z.string().min(1).max(200) }),
        response: { 200: publicPostSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    readPost,
  );

  // Hand-made posts need an installed connector that composes them (the custom connector).
  const composer = composingConnector(app.plugins);
  if (!composer) return;

  app.post(
    '/api/post',
    {
      config: { access: { action: 'wall.modify', wall: wallByUserName('wall', 'query') } },
      errorHandler: failWith(messages.postSaveFailed),
      schema: {
        tags: ['posts'],
        summary: 'Add a post by hand (the custom source), through the crawl pipeline',
        querystring: wallQuerySchema,
        body: scheduledPostBody(composer.compose.inputSchema),
        response: { 201: postMessageSchema, 400: errorSchema, 402: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      request.requireFeature('addPost');
      const wall = wallOf(request);
      const result = await addCustomPost(
        { db, plugins: app.plugins, logger: request.log },
        { wallId: wall.id, input: request.body, schedule: scheduleOf(request.body) },
      );
      if (!result.stored) {
        request.log.info({ wallId: wall.id, reason: result.reason }, 'custom post screened out');
        return reply.code(422).send({ error: messages.postSaveFailed });
      }
      return reply
        .code(201)
        .send({ message: messages.postSaved, post: present(result.post, wall) });
    },
  );
};
