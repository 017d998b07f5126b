/** Posts: the public feed, one post, moderation, pending posts and search. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedCacheOptions } from '../../posts/feed-cache.ts';
import { createFeedServices } from '../../posts/feed-cache-wiring.ts';
import { batchRoutes } from './batch.ts';
import { feedRoutes } from './feed.ts';
import { moderationRoutes } from './moderation.ts';
import { singlePostRoutes } from './post.ts';
import { privateRoutes } from './private.ts';

/** Options of {@link postRoutes}. */
export interface PostRoutesOptions {
  /** Limits of the wall feed cache (tests and the bench use small or large ones). */
  readonly feedCache?: FeedCacheOptions;
}

/** Registers every post route, with the wall feed cache of this app. */
export const postRoutes: FastifyPluginAsyncZod<PostRoutesOptions> = async (app, options) => {
  const feed = createFeedServices(app, {
    plugins: app.plugins,
    hub: app.realtime,
    ...(options.feedCache ? { options: options.feedCache } : {}),
  });
  await app.register(feedRoutes(feed));
  await app.register(singlePostRoutes);
  await app.register(moderationRoutes);
  await app.register(privateRoutes);
  await app.register(batchRoutes);
};
