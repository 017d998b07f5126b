/**
 * `GET /api/posts`: the public feed of a wall, the hottest route. Its JSON is cached per wall
 * and query (posts/feed-cache.ts) and carries an ETag; `If-None-Match` answers 304. The wall is
 * found through a short-lived lookup rather than the access layer's locator, so that a cached
 * page costs no database query; who may see an inactive wall is still decided by `decide`.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@chorus/core';
import { httpError } from '../../auth/http-error.ts';
import { decide } from '../../auth/permissions.ts';
import { wallContextFor } from '../../auth/wall-context.ts';
import { errorSchema } from '../account/schemas.ts';
import { EncodedBodies, publicCacheHeadersOf, sendCachedBody } from '../../http/compression.ts';
import { listWallPosts, listWallPostsByIds } from '../../db/repositories/post-feed.ts';
import type { WallRow } from '../../db/schema.ts';
import type { CachedFeed, ReadTicket } from '../../posts/feed-cache.ts';
import type { FeedServices } from '../../posts/feed-cache-wiring.ts';
import { publicPostColumns, shapeFor, toPublicPost } from '../../posts/public-post.ts';
import {
  feedPageKey,
  nextPage,
  repositoryPage,
  resolveFeedPage,
  type FeedPage,
} from './feed-page.ts';
import { feedPageSchema, feedQuerySchema } from './schemas.ts';

// What a page's own read takes: its posts in order, and where the next page starts.
const feedHeadColumns = ['id', 'pinned_at', 'created_at'] as const;

/** The feed route, serving from the feed cache. */
export function feedRoutes({ cache, walls }: FeedServices): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    // Each cached page's Brotli and gzip forms, made on first request (compression.ts).
    const encoded = new EncodedBodies<CachedFeed>();
    const shared = publicCacheHeadersOf(app.config);

    /**
     * A page's JSON: which posts it holds and in what order come from the database; each
     * post's JSON from the cache when a page of this wall wrote it since the last change, the
     * rest from their rows (one more statement), kept for the next page. The same bytes as
     * serializing the whole page at once. A page written partly from kept JSON is kept no
     * longer than that JSON may be (`ttlMs`), so that nothing outlives the cache's age bound.
     */
    async function readFeedBody(
      wall: WallRow,
      page: FeedPage,
      ticket: ReadTicket,
    ): Promise<{ body: string; ttlMs?: number }> {
      const heads = await listWallPosts(db, wall.id, repositoryPage(page), feedHeadColumns);
      const keptFor = cache.postJsonFreshFor(wall.id);
      const parts = heads.map((head) => cache.postJson(wall.id, head.id));
      const missing = heads.filter((_head, index) => parts[index] === undefined);
      if (missing.length > 0) {
        const rows = await listWallPostsByIds(
          db,
          wall.id,
          missing.map((head) => head.id),
          publicPostColumns,
        );
        const shape = shapeFor(wall, app.plugins);
        const read = new Map<number, string>();
        for (const row of rows) {
          const json = JSON.stringify(toPublicPost(row, shape));
          read.set(row.id, json);
          cache.setPostJson(wall.id, row.id, json, ticket);
        }
        heads.forEach((head, index) => (parts[index] ??= read.get(head.id)));
      }
      // A post gone (or no longer shown) between the two reads is left out, as a read a
      // moment later would leave it.
      const posts = parts.filter((part) => part !== undefined).join(',');
      const body = `{"posts":[${posts}],"next":${JSON.stringify(nextPage(page, heads))}}`;
      return missing.length < heads.length ? { body, ttlMs: keptFor } : { body };
    }
    app.get(
      '/api/posts',
      {
        config: { access: { action: 'public' } },
        // A kept public page is remembered once its answer has gone out whole.
        onResponse: (request, reply, done) => {
          app.frontAnswers.answered(request, reply);
          done();
        },
        // Compressed here, once per cached page, not per request by the global plugin.
        compress: false,
        schema: {
          tags: ['posts'],
          summary: "A wall's approved posts: pinned first, then newest first, a page at a time",
          querystring: feedQuerySchema,
          response: {
            200: feedPageSchema,
            304: z.null().meta({ description: 'Not modified: the If-None-Match ETag is current.' }),
            404: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const wall = await walls.find(request.query.wall);
        if (!wall) throw httpError(404, messages.notFound);
        // The access layer's rule for public reads of a wall: active, or visible to the caller.
        if (wall.status !== 0) {
          const context = await wallContextFor(db, request.principal, wall);
          if (decide(request.principal, 'public', context) !== 'allow') {
            throw httpError(404, messages.notFound);
          }
        }
        const page = resolveFeedPage(wall, request.query, app.plugins);
        const key = feedPageKey(page);
        let cached = cache.get(wall.id, key);
        reply.header('x-feed-cache', cached ? 'hit' : 'miss');
        if (!cached) {
          const ticket = cache.ticket();
          const { body, ttlMs } = await readFeedBody(wall, page, ticket);
          cached = cache.set(wall.id, key, body, ticket, ttlMs);
        }
        // Visitors revalidate every time (a 304 while nothing changed); a public wall's page may
        // be held by a CDN for a few seconds. A wall only its people may see stays private.
        reply.headers(
          request.query.nocache
            ? { 'cache-control': 'no-store' }
            : wall.status === 0
              ? shared
              : { 'cache-control': 'private, no-cache' },
        );
        // What every visitor sees alike is answered before the request cycle next time
        // (http/front-answers.ts), while the cache holds this very page.
        if (wall.status === 0 && !request.query.nocache) {
          app.frontAnswers.remember(request, {
            cache,
            wallId: wall.id,
            key,
            entry: cached,
            encoded,
            keptHeaders: { 'x-feed-cache': 'hit' },
          });
        }
        // The cached JSON goes out as it is: a string or bytes with a JSON type skip serialization.
        return sendCachedBody(
          request,
          reply as unknown as FastifyReply,
          cached,
          encoded,
          'application/json; charset=utf-8',
        );
      },
    );
  };
}
