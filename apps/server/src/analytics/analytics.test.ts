import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { upsertPost } from '../db/repositories/posts.ts';
import { createWall } from '../db/repositories/walls.ts';
import { seedSource, seedWall, uniqueName } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { AnalyticsCounter, visitorKey } from './counter.ts';
import { beaconRateLimit, countWallView } from './routes.ts';
import { listMilestones, recordMilestones } from './report.ts';
import { analyticsDb } from './tables.ts';

interface Report {
  active: boolean;
  from: string;
  to: string;
  totals: Record<string, number>;
  days: ({ day: string } & Record<string, number>)[];
  networks: { network: string; posts: number }[];
  contributors: { name: string; network: string; posts: number }[];
  viewers: number;
  milestones: { walls: number; reached_at: string }[];
}

/** A request as countWallView reads it: an address and a user agent. */
const visit = (ip: string, userAgent = 'Mozilla/5.0 test') =>
  ({ ip, headers: { 'user-agent': userAgent } }) as unknown as FastifyRequest;

describe.each(testDatabases())('wall analytics on $name', ({ open }) => {
  const t = useRoleApp(open);
  const db = () => t.database.db;

  async function countsOf(wallId: number) {
    const rows = await analyticsDb(db())
      .selectFrom('analytics_daily')
      .select([sql<string>`day::text`.as('day'), 'kind', 'count'])
      .where('wall_id', '=', wallId)
      .execute();
    return Object.fromEntries(rows.map((row) => [`${row.day} ${row.kind}`, Number(row.count)]));
  }

  it('adds views up in memory and writes them in one flush, visitors once a day', async () => {
    const { wall } = await seedWall(db());
    const now = new Date('2026-11-10T10:00:00Z');
    const counter = new AnalyticsCounter(db(), { flushMs: 0, now: () => now });
    for (let i = 0; i < 50; i += 1) counter.view(wall.id, '203.0.113.7', 'Browser A');
    counter.view(wall.id, '203.0.113.7', 'Browser B');
    counter.view(wall.id, '203.0.113.8', 'Browser A');
    counter.count(wall.id, 'open', 3);
    // Nothing written before the flush: a view never waits on the database.
    expect(await countsOf(wall.id)).toEqual({});
    expect(counter.writes).toBe(0);
    await counter.flush();
    expect(counter.writes).toBe(1);
    expect(counter.pending).toBe(false);
    expect(await countsOf(wall.id)).toEqual({
      '2026-11-10 view': 52,
      '2026-11-10 visitor': 3,
      '2026-11-10 open': 3,
    });

    // The same visitor later the same day adds a view, not a visitor; an empty flush writes nothing.
    counter.view(wall.id, '203.0.113.7', 'Browser A');
    await counter.flush();
    await counter.flush();
    expect(counter.writes).toBe(2);
    expect(await countsOf(wall.id)).toMatchObject({
      '2026-11-10 view': 53,
      '2026-11-10 visitor': 3,
    });
    await counter.close();
  });

  it('hashes visitors with a salt that changes each day and never stores the address', async () => {
    const { wall } = await seedWall(db());
    const adb = analyticsDb(db());
    const ip = '198.51.100.23';
    const agent = 'Browser Unique';
    let now = new Date('2026-11-11T23:59:00Z');
    const counter = new AnalyticsCounter(db(), { flushMs: 0, now: () => now });
    counter.view(wall.id, ip, agent);
    await counter.flush();
    const first = await adb
      .selectFrom('analytics_visitors')
      .select(['hash', sql<string>`day::text`.as('day')])
      .where('wall_id', '=', wall.id)
      .execute();
    expect(first).toHaveLength(1);
    const saltOfDay1 = await adb
      .selectFrom('analytics_salts')
      .select('salt')
      .where('day', '=', '2026-11-11')
      .executeTakeFirstOrThrow();

    now = new Date('2026-11-12T00:01:00Z');
    counter.view(wall.id, ip, agent);
    await counter.flush();
    const second = await adb
      .selectFrom('analytics_visitors')
      .select(['hash', sql<string>`day::text`.as('day')])
      .where('wall_id', '=', wall.id)
      .execute();
    // Yesterday's hash and salt are gone; today's hash of the same visitor is another.
    expect(second).toEqual([{ hash: expect.any(String), day: '2026-11-12' }]);
    expect(second[0]!.hash).not.toBe(first[0]!.hash);
    const salts = await adb.selectFrom('analytics_salts').select(['salt']).execute();
    expect(salts.map((row) => row.salt)).not.toContain(saltOfDay1.salt);
    expect(await countsOf(wall.id)).toMatchObject({
      '2026-11-11 visitor': 1,
      '2026-11-12 visitor': 1,
    });

    // Neither the address, the user agent nor their unsalted hash is anywhere in the tables.
    const stored = JSON.stringify([
      await adb.selectFrom('analytics_visitors').selectAll().execute(),
      await adb.selectFrom('analytics_daily').selectAll().execute(),
      await adb.selectFrom('analytics_salts').selectAll().execute(),
    ]);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain(agent);
    expect(stored).not.toContain(visitorKey(wall.id, ip, agent));
    await counter.close();
  });

  it('counts nothing for a wall without analytics, and counts a drawn page of one with them', async () => {
    const { wall } = await seedWall(db());
    const profile = { id: wall.id, analytics: 0 };
    countWallView(t.app, visit('192.0.2.50'), profile);
    await t.app.analytics.flush();
    expect(await countsOf(wall.id)).toEqual({});

    countWallView(t.app, visit('192.0.2.50'), { ...profile, analytics: 1 });
    await t.app.analytics.flush();
    expect(Object.values(await countsOf(wall.id)).sort()).toEqual([1, 1]);
  });

  const beacon = (payload: unknown, remoteAddress = '192.0.2.60', type = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress,
      headers: { 'content-type': type },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  /** A wall (analytics on or off) with one post: the post's id, as beacons name it. */
  async function wallWithPost(analytics: boolean) {
    const { wall } = await seedWall(db());
    if (analytics) {
      await sql`update walls set settings = settings || '{"analytics": 1}'::jsonb
        where id = ${wall.id}`.execute(db());
    }
    const source = await seedSource(db(), wall.id);
    await upsertPost(db(), {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: uniqueName('b'),
      createdAt: 1_700_000_000,
      initialState: 'approved',
    });
    const post = await db()
      .selectFrom('posts')
      .select('id')
      .where('wall_id', '=', wall.id)
      .executeTakeFirstOrThrow();
    return { wall, post: String(post.id) };
  }

  it('takes beacons as JSON or text, validates them, and counts them only on activated walls', async () => {
    const off = await wallWithPost(false);
    expect((await beacon({ post: off.post, kind: 'open' })).statusCode).toBe(204);
    await t.app.analytics.flush();
    expect(await countsOf(off.wall.id)).toEqual({});

    // The owner's switch (PUT /api/profile) is what turns them on.
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${t.roles.wallB.user_name}`,
      headers: t.roles.ownerB.headers,
      payload: { analytics: 1 },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ analytics: 1 });

    const on = await wallWithPost(true);
    for (const kind of ['open', 'open', 'cta', 'share']) {
      const sent = await beacon(
        JSON.stringify({ post: on.post, kind }),
        '192.0.2.61',
        'text/plain;charset=UTF-8',
      );
      expect(sent.statusCode, sent.body).toBe(204);
    }
    // A post that does not exist counts nowhere.
    expect((await beacon({ post: '987654321', kind: 'open' })).statusCode).toBe(204);
    await t.app.analytics.flush();
    const counted = Object.entries(await countsOf(on.wall.id));
    expect(Object.fromEntries(counted.map(([key, count]) => [key.slice(11), count]))).toEqual({
      open: 2,
      cta: 1,
      share: 1,
    });

    for (const wrong of [
      { post: on.post, kind: 'view' },
      { post: on.post, kind: 'open', ip: '1.2.3.4' },
      { post: 'abc', kind: 'open' },
      { kind: 'open' },
      'not json',
    ]) {
      const answer = await beacon(
        typeof wrong === 'string' ? wrong : JSON.stringify(wrong),
        '192.0.2.62',
        'text/plain',
      );
      expect(answer.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect((await beacon('x'.repeat(2000), '192.0.2.62', 'text/plain')).statusCode).toBe(413);
  });

  it('limits beacons per address', async () => {
    const limit = beaconRateLimit(t.app.config.rateLimitMax);
    const payload = { post: '1', kind: 'share' };
    for (let i = 0; i < limit; i += 1) {
      const sent = await beacon(payload, '192.0.2.70');
      expect(sent.statusCode).toBe(204);
    }
    expect((await beacon(payload, '192.0.2.70')).statusCode).toBe(429);
    expect((await beacon(payload, '192.0.2.71')).statusCode).toBe(204);
  });

  it('reports daily figures, posts per network and top contributors over a range', async () => {
    const wall = await createWall(db(), {
      userId: t.roles.ownerA.user!.id,
      userName: uniqueName('report'),
      name: 'Report',
    });
    const source = await seedSource(db(), wall.id);
    const at = Date.parse('2026-11-05T12:00:00Z') / 1000;
    for (const [name, count] of [
      ['Ada', 3],
      ['Grace', 1],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        await upsertPost(db(), {
          wallId: wall.id,
          sourceId: source.id,
          network: 'twitter',
          externalId: uniqueName('p'),
          author: { name },
          createdAt: at,
          initialState: 'approved',
        });
      }
    }
    const counter = new AnalyticsCounter(db(), {
      flushMs: 0,
      now: () => new Date('2026-11-05T08:00:00Z'),
    });
    counter.view(wall.id, '192.0.2.80', 'A');
    counter.count(wall.id, 'cta', 2);
    await counter.close();
    const read = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/analytics/${wall.user_name}${query}`,
        headers: t.roles.ownerA.headers,
      });
    const answer = await read('?from=2026-11-04&to=2026-11-06');
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json() as Report;
    expect(report.days.map((day) => day.day)).toEqual(['2026-11-04', '2026-11-05', '2026-11-06']);
    expect(report.days[1]).toMatchObject({ view: 1, visitor: 1, cta: 2, open: 0, share: 0 });
    expect(report.totals).toEqual({ view: 1, visitor: 1, open: 0, cta: 2, share: 0 });
    expect(report.networks).toEqual([{ network: 'twitter', posts: 4 }]);
    expect(report.contributors).toEqual([
      { name: 'Ada', network: 'twitter', posts: 3 },
      { name: 'Grace', network: 'twitter', posts: 1 },
    ]);
    expect(report.viewers).toBe(0);

    const outside = (await read('?from=2026-11-06&to=2026-11-06')).json() as Report;
    expect(outside.totals.view).toBe(0);
    expect(outside.networks).toEqual([]);

    const defaults = (await read('')).json() as Report;
    expect(defaults.days).toHaveLength(30);
    expect((await read('?from=2026-11-06&to=2026-11-04')).statusCode).toBe(400);
    expect((await read('?from=2025-01-01&to=2026-11-04')).statusCode).toBe(400);
    expect((await read('?from=yesterday')).statusCode).toBe(400);
  });

  it('refuses the report to strangers and visitors', async () => {
    const url = `/api/analytics/${t.roles.wallA.user_name}`;
    const stranger = await t.app.inject({ method: 'GET', url, headers: t.roles.ownerB.headers });
    expect([403, 404]).toContain(stranger.statusCode);
    const nobody = await t.app.inject({ method: 'GET', url });
    expect(nobody.statusCode).toBe(401);
  });

  it('records the 2nd, 5th and 10th wall of an account once each', async () => {
    const { user } = await seedWall(db());
    // Walls made through the API record milestones when made; the report records those that
    // walls made otherwise (the CLI, say) reached.
    for (let i = 0; i < 5; i += 1) {
      await createWall(db(), { userId: user.id, userName: uniqueName('mw'), name: 'M' });
    }
    await recordMilestones(db(), user.id);
    await recordMilestones(db(), user.id);
    expect((await listMilestones(db(), user.id)).map((m) => m.walls)).toEqual([2, 5]);
  });

  it('records a milestone when a wall is made through the API', async () => {
    const owner = t.roles.ownerB;
    const before = await analyticsDb(db())
      .selectFrom('account_milestones')
      .select('walls')
      .where('user_id', '=', owner.user!.id)
      .execute();
    expect(before).toEqual([]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: owner.headers,
      payload: { name: 'Second', user_name: uniqueName('second') },
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const after = await analyticsDb(db())
      .selectFrom('account_milestones')
      .select('walls')
      .where('user_id', '=', owner.user!.id)
      .execute();
    expect(after.map((row) => Number(row.walls))).toEqual([2]);
  });
});
