/** Post shuffle setting of a wall (`wall.moderate`): `GET` and `PUT /api/post-shuffle/{user_name}`. */
import {
  formatMessage,
  maxShuffleIdleMinutes,
  messages,
  minShuffleIdleMinutes,
} from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../auth/declaration.ts';
import { listScheduledPosts } from '../db/repositories/post-schedule.ts';
import { getShuffleSettings, saveShuffleSettings } from '../db/repositories/shuffle-settings.ts';
import { publicPostSchema } from '../posts/public-post.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { userNameParams } from '../routes/posts/schemas.ts';
import { failWith, present, requireModerationRights } from '../routes/posts/support.ts';

const access = { action: 'wall.moderate', wall: wallByUserName('user_name') } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const rangeMessage = formatMessage('shuffleIdleMinutesRange', {
  min: minShuffleIdleMinutes,
  max: maxShuffleIdleMinutes,
});

/** A wall's post shuffle setting, as the API reads and writes it. */
export const shuffleSettingsSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'Show older posts again when the wall is quiet.' }),
    idle_minutes: z
      .number({ error: rangeMessage })
      .int(rangeMessage)
      .min(minShuffleIdleMinutes, rangeMessage)
      .max(maxShuffleIdleMinutes, rangeMessage)
      .meta({ description: 'Minutes with nothing new before an older post is shown again.' }),
  })
  .meta({ title: 'Post shuffle' });

/** The post shuffle routes and the list of scheduled announcements. */
export const shuffleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/scheduled-posts/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: "A wall's scheduled announcements still to go live or to leave, soonest first",
        params: userNameParams,
        response: { 200: z.object({ posts: z.array(publicPostSchema) }), ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const wall = wallOf(request);
      const rows = await listScheduledPosts(db, wall.id, new Date());
      return { posts: rows.map((row) => present(row, wall)) };
    },
  );

  app.get(
    '/api/post-shuffle/:user_name',
    {
      config: { access },
      schema: {
        tags: ['moderation'],
        summary: "A wall's post shuffle setting (off, 5 minutes, when never saved)",
        params: userNameParams,
        response: { 200: shuffleSettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const settings = await getShuffleSettings(db, wallOf(request).id);
      return { enabled: settings.enabled, idle_minutes: settings.idleMinutes };
    },
  );

  app.put(
    '/api/post-shuffle/:user_name',
    {
      config: { access },
      errorHandler: failWith(rangeMessage),
      schema: {
        tags: ['moderation'],
        summary: 'Turn post shuffle on or off and choose the quiet time',
        params: userNameParams,
        body: shuffleSettingsSchema,
        response: {
          200: shuffleSettingsSchema.extend({ message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireModerationRights(request);
      const saved = await saveShuffleSettings(db, wallOf(request).id, {
        enabled: request.body.enabled,
        idleMinutes: request.body.idle_minutes,
      });
      return {
        enabled: saved.enabled,
        idle_minutes: saved.idleMinutes,
        message: messages.shuffleSaved,
      };
    },
  );
};
