/** `GET /health`: is the process up and can it reach its database. */
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});

/** Health route; exempt from rate limiting so monitors are never refused. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await sql`select 1`
        .execute(app.database.db)
        .then(() => true)
        .catch(() => false);
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: app.database.kind, reachable },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
