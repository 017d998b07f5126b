/**
 * Collections: a wall's sources as the nav bar lists them, one of them, and the dashboard's
 * feed counts. Visitors read the collections of active walls only.
 */
import { messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { mayActOnWall } from '../../auth/wall-context.ts';
import { findSourceById, listWallSources } from '../../db/repositories/sources.ts';
import { summarizeWalls } from '../../db/repositories/wall-feeds.ts';
import { listWallsForUser } from '../../db/repositories/walls.ts';
import type { WallRow } from '../../db/schema.ts';
import { sellsPasses } from '../../passes/routes.ts';
import { passesByWall } from '../../passes/store.ts';
import { feedCountOf } from '../account/feed-allowance.ts';
import { errorSchema } from '../account/schemas.ts';
import { wallOfSource } from './source-locator.ts';
import { collectionSchema, collectionView } from './source-views.ts';
import { wallOverview, wallOverviewFields } from './wall-overview.ts';

const feedCountSchema = z.object({
  total: z.number().int().meta({ description: 'Total Feeds: sources over every listed wall.' }),
  active: z.number().int(),
  inactive: z.number().int(),
  allowed: z.number().int(),
  walls: z.array(
    z.object({
      id: z.number().int(),
      user_name: z.string(),
      name: z.string(),
      status: z.enum(['0', '2']),
      feed_count: z.number().int(),
      ...wallOverviewFields,
    }),
  ),
});

/** Collection routes. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/collections/:user_name',
    {
      config: { access: { action: 'public', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['walls'],
        summary: "A wall's collection list: its sources as the nav bar shows them",
        params: z.object({ user_name: z.string().min(1).max(200) }),
        response: { 200: z.object({ collections: z.array(collectionSchema) }), 404: errorSchema },
      },
    },
    async (request) => {
      const wall = wallOf(request);
      const owner = await mayActOnWall(db, request.principal, 'wall.modify', wall);
      const sources = await listWallSources(db, wall.id);
      return { collections: sources.map((row) => collectionView(app.plugins, row, owner)) };
    },
  );

  app.get(
    '/api/collection/:id',
    {
      config: { access: { action: 'public', wall: wallOfSource(db) } },
      schema: {
        tags: ['walls'],
        summary: 'One collection (source) of a wall',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: collectionSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const wall = wallOf(request);
      const row = await findSourceById(db, request.params.id);
      if (!row || row.wall_id !== wall.id) throw httpError(404, messages.notFound);
      const owner = await mayActOnWall(db, request.principal, 'wall.modify', wall);
      return collectionView(app.plugins, row, owner);
    },
  );

  app.get(
    '/api/feedCount',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['walls'],
        summary:
          "Total Feeds and the count per wall, with the feed allowance and each wall's card: live state, counts, thumbnail",
        response: { 200: feedCountSchema },
      },
    },
    async (request) => {
      const principal = userOf(request);
      const walls: WallRow[] = [];
      for (const wall of await listWallsForUser(db, principal.user.id)) {
        if (await mayActOnWall(db, principal, 'wall.read', wall)) walls.push(wall);
      }
      // One query for every listed wall's counts and pictures, never one per wall.
      const [summaries, allowance, passes] = await Promise.all([
        summarizeWalls(
          db,
          walls.map((wall) => wall.id),
        ),
        feedCountOf(db, principal.ownerId, principal.plan, app.config.plans),
        passesByWall(
          db,
          walls.map((wall) => wall.id),
        ),
      ]);
      const passClock = { now: app.livePasses.now(), canBuy: sellsPasses(app, principal.plan) };
      const rows = walls.map((wall) => {
        const summary = summaries.get(wall.id);
        return {
          id: wall.id,
          user_name: wall.user_name,
          name: wall.name,
          status: wall.status === 2 ? ('2' as const) : ('0' as const),
          feed_count: summary?.sources ?? 0,
          ...wallOverview(
            wall,
            summary,
            app.realtime.viewerCount(String(wall.id)),
            principal.plan,
            {
              ...passClock,
              rows: passes.get(wall.id) ?? [],
            },
          ),
        };
      });
      return {
        ...allowance,
        total: rows.reduce((sum, row) => sum + row.feed_count, 0),
        walls: rows,
      };
    },
  );
};
