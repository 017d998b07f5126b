/**
 * Wall analytics (issue 23, part 2; docs/owner-guide.md "Analytics", docs/security.md
 * "Analytics and privacy"). No cookie, no third party:
 * - views and unique visitors are counted when the server draws a wall page or its embed
 *   frame (`countWallView`, called by http/wall-render.ts);
 * - post opens, CTA and share clicks come from the post overlay as a beacon,
 *   `POST /api/analytics/events` (small JSON, rate limited per address);
 * - `GET /api/analytics/{user_name}?from&to` is the analytics page's report.
 * Only walls whose `analytics` switch is on count anything. Counts are batched in memory
 * (counter.ts) and written every few seconds and when the server closes.
 */
import { messages } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { findWallById } from '../db/repositories/walls.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { readSwitch } from '../routes/walls/profile-view.ts';
import { AnalyticsCounter, type AnalyticsCounterOptions } from './counter.ts';
import { listMilestones, maxReportDays, readReport, recordMilestones } from './report.ts';
import { analyticsKinds, beaconKinds, utcDay } from './tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics counter of this process (analytics/counter.ts). */
    readonly analytics: AnalyticsCounter;
  }
}

/** Beacons one address may send a minute: an event venue's visitors share one address. */
export function beaconRateLimit(generalMax: number): number {
  return Math.max(60, generalMax);
}

/** How long whether a wall counts is remembered by the beacon route. */
const activationCacheMs = 30_000;

/** A beacon: what happened, to which post (its wall is the post's). */
export const beaconSchema = z
  .object({
    post: z
      .string()
      .regex(/^\d{1,15}$/)
      .meta({ description: "The post's id: its wall is the one counted (the id is not stored)." }),
    kind: z.enum(beaconKinds).meta({
      description: 'open: a post was opened; cta: its call to action clicked; share: a share link.',
    }),
  })
  .strict()
  .meta({ title: 'Analytics beacon' });

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');

const countsShape = Object.fromEntries(
  analyticsKinds.map((kind) => [kind, z.number().int()]),
) as Record<(typeof analyticsKinds)[number], z.ZodNumber>;

/** The report of `GET /api/analytics/{user_name}`. */
export const reportSchema = z
  .object({
    active: z.boolean().meta({ description: 'Analytics are activated for the wall.' }),
    from: z.string(),
    to: z.string(),
    totals: z.object(countsShape),
    days: z.array(z.object({ day: z.string(), ...countsShape })),
    networks: z.array(z.object({ network: z.string(), posts: z.number().int() })),
    contributors: z.array(
      z.object({ name: z.string(), network: z.string(), posts: z.number().int() }),
    ),
    viewers: z.number().int().meta({
      description: 'Wall pages watching it live through this server process now.',
    }),
    milestones: z.array(z.object({ walls: z.number().int(), reached_at: z.string() })).meta({
      description: "The owner's wall-count milestones reached (2nd, 5th, 10th wall).",
    }),
  })
  .meta({ title: 'Wall analytics' });

/** Whether a wall's profile (as the API shows it) has analytics on. */
function countsProfile(profile: Record<string, unknown>): number | null {
  return profile['analytics'] === 1 && typeof profile['id'] === 'number' ? profile['id'] : null;
}

/**
 * Counts a wall page the server drew for a visitor: a view, and a unique visitor when this
 * address and browser have not been seen on the wall today. Nothing when analytics are off.
 */
export function countWallView(
  app: FastifyInstance,
  request: FastifyRequest,
  profile: Record<string, unknown>,
): void {
  countWallViewBy(app, request.ip, request.headers['user-agent'], profile);
}

/** {@link countWallView} for a visitor known by address and user agent. */
export function countWallViewBy(
  app: FastifyInstance,
  ip: string,
  userAgent: string | undefined,
  profile: Record<string, unknown>,
): void {
  const wallId = countsProfile(profile);
  if (wallId === null || !app.hasDecorator('analytics')) return;
  app.analytics.view(wallId, ip, String(userAgent ?? ''));
}

/** The default range of a report: the last 30 days, today included. */
function defaultRange(now: Date): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - 29 * 86_400_000)), to: utcDay(now) };
}

/**
 * Registers the counter, the beacon and report routes, and the milestone hook, on the root
 * app (so the hook sees wall creation); call before the web app.
 */
export async function registerAnalytics(
  app: FastifyInstance,
  options: AnalyticsCounterOptions = {},
): Promise<void> {
  const db = app.database.db;
  const counter = new AnalyticsCounter(db, {
    onError: (error) => app.log.warn({ err: error }, 'analytics: a flush failed'),
    ...options,
  });
  app.decorate('analytics', counter);
  app.addHook('onClose', async () => counter.close());

  // The spec's wall-count milestones, recorded when a wall is made (before the answer goes,
  // so the next read sees them).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/api/profile') return payload;
    if (reply.statusCode >= 300 || request.principal?.kind !== 'user') return payload;
    try {
      await recordMilestones(db, request.principal.ownerId);
    } catch (error) {
      request.log.warn({ err: error }, 'analytics: a milestone was not recorded');
    }
    return payload;
  });

  // Which wall a post is on, and whether that wall counts, remembered for 30 seconds: a beacon
  // then costs no query.
  const postWalls = new Map<string, { wallId: number | null; until: number }>();
  const activation = new Map<number, { counts: boolean; until: number }>();
  async function countingWall(postId: string): Promise<number | null> {
    const now = Date.now();
    let onWall = postWalls.get(postId);
    if (!onWall || onWall.until <= now) {
      const post = await db
        .selectFrom('posts')
        .select('wall_id')
        .where('id', '=', Number(postId))
        .executeTakeFirst();
      if (postWalls.size > 20_000) postWalls.clear();
      onWall = { wallId: post ? Number(post.wall_id) : null, until: now + activationCacheMs };
      postWalls.set(postId, onWall);
    }
    const { wallId } = onWall;
    if (wallId === null) return null;
    let known = activation.get(wallId);
    if (!known || known.until <= now) {
      const wall = await findWallById(db, wallId);
      const counts =
        wall !== undefined && wall.status === 0 && readSwitch(wall.settings, 'analytics') === 1;
      if (activation.size > 10_000) activation.clear();
      known = { counts, until: now + activationCacheMs };
      activation.set(wallId, known);
    }
    return known.counts ? wallId : null;
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();
  await typed.register(async (scope) => {
    // navigator.sendBeacon sends a string as text/plain: read it as the JSON it is.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(httpError(400, messages.requestWrong), undefined);
        }
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/analytics/events',
      {
        bodyLimit: 1024,
        config: {
          access: { action: 'public' },
          rateLimit: { max: beaconRateLimit(app.config.rateLimitMax), timeWindow: '1 minute' },
        },
        schema: {
          tags: ['walls'],
          summary:
            'A post opened, a CTA or share link clicked on a wall (a beacon; counted only when the wall has analytics on)',
          body: beaconSchema,
          response: { 204: z.null(), 400: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const wallId = await countingWall(request.body.post);
        if (wallId !== null) counter.count(wallId, request.body.kind);
        reply.header('cache-control', 'no-store');
        return reply.code(204).send(null);
      },
    );
  });

  typed.get(
    '/api/analytics/:user_name',
    {
      config: { access: { action: 'wall.read', wall: wallByUserName('user_name') } },
      schema: {
        tags: ['walls'],
        summary:
          "A wall's analytics from one UTC day to another: daily views, unique visitors, post opens, CTA and share clicks, posts per network, top contributors, live viewers",
        params: z.object({ user_name: z.string() }),
        querystring: z.object({ from: daySchema.optional(), to: daySchema.optional() }),
        response: { 200: reportSchema, 400: errorSchema, 402: errorSchema },
      },
    },
    async (request, reply) => {
      request.requireFeature('analytics');
      const wall = wallOf(request);
      const range = defaultRange(new Date());
      const from = request.query.from ?? range.from;
      const to = request.query.to ?? range.to;
      const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (!(span >= 0) || span >= maxReportDays) {
        // A range that runs backwards or covers more than a year and a day.
        throw httpError(400, messages.requestWrong);
      }
      await counter.flush();
      await recordMilestones(db, wall.user_id);
      const [report, milestones] = await Promise.all([
        readReport(db, wall.id, from, to),
        listMilestones(db, wall.user_id),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        active: readSwitch(wall.settings, 'analytics') === 1,
        ...report,
        viewers: app.realtime.viewerCount(String(wall.id)),
        milestones: milestones.map((m) => ({
          walls: m.walls,
          reached_at: m.reached_at.toISOString(),
        })),
      };
    },
  );
}
