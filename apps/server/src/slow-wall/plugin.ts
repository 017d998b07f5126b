/**
 * Wires the slow wall into an app: the post shuffle routes, and the job that announces
 * scheduled posts and shuffles quiet walls, stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { shuffleRoutes } from './routes.ts';
import { startSlowWallJob, type SlowWallJob, type SlowWallOptions } from './ticker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The slow-wall job of this process (scheduled announcements, post shuffle). */
    readonly slowWall: SlowWallJob;
  }
}

/** Registers the routes and starts the job; call after the realtime hub is registered. */
export async function registerSlowWall(
  app: FastifyInstance,
  options: SlowWallOptions = {},
): Promise<void> {
  await app.register(shuffleRoutes);
  const job = startSlowWallJob({
    db: app.database.db,
    hub: app.realtime,
    logger: app.log,
    options,
  });
  app.decorate('slowWall', job);
  app.addHook('onClose', async () => job.stop());
}
