/**
 * Posts as the API shows them: the public post shape, and the wall feed cache with what keeps
 * it true. `invalidateWall(app, wallId)` is for wall routes whose changes alter the feed.
 */
export {
  publicPostSchema,
  shapeFor,
  toPublicPost,
  type PostShapeContext,
  type PublicPost,
  type PublicPostRow,
} from './public-post.ts';
export { FeedCache, etagOf, type CachedFeed, type FeedCacheOptions } from './feed-cache.ts';
export { WallLookup, type WallLookupOptions } from './wall-lookup.ts';
export {
  createFeedServices,
  feedCacheOf,
  feedCacheTapName,
  invalidateWall,
  type FeedCacheWiring,
  type FeedServices,
} from './feed-cache-wiring.ts';
