/**
 * `GET /api/profile/:user_name/media`: how much space a wall's re-hosted pictures take, and
 * which pictures its posts could not get (and why).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../auth/declaration.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { backfillProgress } from './backfill.ts';
import { mediaFailuresOfWall, mediaUsageOfWall } from './housekeeping.ts';

const failureSchema = z.object({
  post_id: z.string(),
  source_id: z.string().nullable(),
  error: z.string().meta({ description: 'Why the picture could not be stored.' }),
  retrying: z.boolean().meta({ description: 'Whether the media job still tries.' }),
});

const usageSchema = z
  .object({
    pictures: z.number().int().meta({ description: "Pictures the wall's posts show, each once." }),
    bytes: z.number().int().meta({
      description: 'Bytes of their originals; the rendered sizes add roughly half again.',
    }),
    waiting: z
      .number()
      .int()
      .meta({
        description:
          'Posts whose pictures are not re-hosted yet (stored before re-hosting, or retrying); ' +
          'their text shows meanwhile.',
      }),
    failures: z.array(failureSchema).meta({
      description:
        'Pictures posts could not get (50 most recently changed posts); their text shows.',
    }),
  })
  .meta({ title: 'Media usage' });

/** The media usage route. */
export const mediaUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/:user_name/media',
    {
      config: { access: { action: 'wall.read', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['walls'],
        summary: "The space a wall's re-hosted pictures take",
        params: z.object({ user_name: z.string().min(1).max(200) }),
        response: { 200: usageSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const wallId = wallOf(request).id;
      const failures = await mediaFailuresOfWall(app.database.db, wallId);
      return {
        ...(await mediaUsageOfWall(app.database.db, wallId)),
        waiting: (await backfillProgress(app.database.db, { wallId })).waiting,
        failures: failures.map((failure) => ({
          post_id: String(failure.postId),
          source_id: failure.sourceId === null ? null : String(failure.sourceId),
          error: failure.error,
          retrying: failure.retrying,
        })),
      };
    },
  );
};
