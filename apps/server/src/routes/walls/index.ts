/** Walls (profiles), collections and sources routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionRoutes } from './collections.ts';
import { profileRoutes } from './profile.ts';
import { sourceRoutes } from './sources.ts';

/** Registers every wall and source route. */
export const wallRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(collectionRoutes);
  await app.register(sourceRoutes);
};
