/**
 * What keeps the feed cache true: the host's `postChanged` hook (moderation and ingestion in
 * this process), the realtime hub (post events relayed from other server processes), and
 * {@link invalidateWall} for wall settings that change the post shape (cta, theme, width).
 */
import type { LiveEvent } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../realtime/hub.ts';
import { FeedCache, type FeedCacheOptions } from './feed-cache.ts';
import { WallLookup } from './wall-lookup.ts';

/** The name the cache's `postChanged` tap is registered under. */
export const feedCacheTapName = 'chorus-feed-cache';

// The live events that mean a wall's public feed changed (controls and display do not).
const feedEvents: ReadonlySet<LiveEvent['type']> = new Set(['approve', 'post', 'update', 'reject']);

/** The feed route's memory: cached pages, and the walls they belong to. */
export interface FeedServices {
  readonly cache: FeedCache;
  readonly walls: WallLookup;
}

// One per database object: route modules of one app share it without decorating.
const services = new WeakMap<object, FeedServices>();

/** What {@link createFeedServices} connects the cache to. */
export interface FeedCacheWiring {
  readonly plugins: PluginHost;
  /** The app's realtime hub; events from other processes reach the cache through it. */
  readonly hub?: RealtimeHub;
  readonly options?: FeedCacheOptions;
}

/**
 * Makes the feed cache and wall lookup of an app, taps `postChanged`, follows the hub for
 * every wall that has entries, and makes them what {@link invalidateWall} reaches for this
 * app's database.
 */
export function createFeedServices(app: FastifyInstance, wiring: FeedCacheWiring): FeedServices {
  const cache = new FeedCache(wiring.options);
  const walls = new WallLookup(app.database.db, {
    ...(wiring.options?.ttlMs !== undefined ? { ttlMs: wiring.options.ttlMs } : {}),
    ...(wiring.options?.now ? { now: wiring.options.now } : {}),
  });
  const made: FeedServices = { cache, walls };
  let closed = false;
  wiring.plugins.hooks.postChanged.tapPromise(feedCacheTapName, async (change) => {
    // tapable cannot untap: a closed app's tap stays on a shared host and must do nothing.
    if (closed || change.change === 'displayed') return;
    const wallId = Number(change.wallId);
    if (Number.isSafeInteger(wallId)) cache.invalidateWall(wallId);
  });

  const hub = wiring.hub;
  const following = new Map<number, () => void>();
  if (hub) {
    cache.onWallCached = (wallId) => {
      if (hub.closed || following.has(wallId)) return;
      const stop = hub.subscribe(
        String(wallId),
        (event) => {
          if (feedEvents.has(event.type)) cache.invalidateWall(wallId);
        },
        // Changes of other processes may have been missed: viewers reload, from the database.
        () => cache.invalidateWall(wallId),
      );
      following.set(wallId, stop);
    };
    cache.onWallEmptied = (wallId) => {
      following.get(wallId)?.();
      following.delete(wallId);
    };
  }

  services.set(app.database, made);
  app.addHook('onClose', async () => {
    closed = true;
    for (const stop of following.values()) stop();
    following.clear();
    cache.clear();
    walls.clear();
    if (services.get(app.database) === made) services.delete(app.database);
  });
  return made;
}

/** The feed cache and wall lookup of this app's database, if the post routes are registered. */
export function feedServicesOf(app: Pick<FastifyInstance, 'database'>): FeedServices | undefined {
  return services.get(app.database);
}

/** The feed cache serving this app's database, if the post routes are registered. */
export function feedCacheOf(app: Pick<FastifyInstance, 'database'>): FeedCache | undefined {
  return services.get(app.database)?.cache;
}

/**
 * Drops a wall's cached feed and remembered settings. The wall routes call it after saving a
 * wall (display profile cta or post width, theme, status, user_name), after deleting one, and
 * after deleting a source (its posts go with it); moderation and ingestion need no call, the
 * `postChanged` tap covers them. Other server processes catch up within the
 * cache's TTL (10 s).
 */
export function invalidateWall(app: Pick<FastifyInstance, 'database'>, wallId: number): void {
  const made = services.get(app.database);
  made?.walls.forget(wallId);
  made?.cache.invalidateWall(wallId);
}

/**
 * {@link invalidateWall} for every wall of an owner account, whose plan or suspension changes
 * what its walls show (their features, or whether they show at all).
 */
export async function invalidateWallsOf(
  app: Pick<FastifyInstance, 'database'>,
  userId: number,
): Promise<void> {
  const walls = await app.database.db
    .selectFrom('walls')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  for (const wall of walls) invalidateWall(app, wall.id);
}
