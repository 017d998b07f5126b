/**
 * What counting costs a wall page: `GET /{wall}` drawn by the server (the real web build, its
 * server entry) for a wall with analytics off and one with them on, at the same load, on PGlite.
 * With them on, each page adds one view and a visitor hash in memory; the counts are written
 * every five seconds (counter.ts). Every request comes from one address, so after the first the
 * visitor is a repeat.
 *
 * Run after `npm run build --workspace @chorus/web` (or with CHORUS_WEB_DIST set):
 * `npx tsx bench/analytics/wall-page.ts [seconds per leg = 3] [concurrency = 8]`.
 * Loopback only. A figure, not a test.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import { upsertPost } from '../../apps/server/src/db/repositories/posts.ts';
import { seedSource, seedWall } from '../../apps/server/src/db/testing-fixtures.ts';
import { buildTestApp, testConfig } from '../../apps/server/src/testing/app.ts';
import { feedLoad } from '../api/feed.ts';
import { runLoad } from '../api/load.ts';

const webDist =
  process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

async function main() {
  if (!existsSync(path.join(webDist, 'server'))) {
    console.log('No web build with its server entry: run `npm run build --workspace @chorus/web`.');
    return;
  }
  const seconds = Number(process.argv[2] ?? 3);
  const concurrency = Number(process.argv[3] ?? 8);
  const database = await openDatabase({ memory: true });
  const app = await buildTestApp(
    database,
    testConfig({ CHORUS_WEB_DIST: webDist, RATE_LIMIT_MAX: '1000000' }),
  );
  const walls: Record<'off' | 'on', string> = { off: '', on: '' };
  for (const leg of ['off', 'on'] as const) {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    for (let index = 0; index < 20; index++) {
      await upsertPost(database.db, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'twitter',
        externalId: `bench-${index}`,
        author: { name: `Writer ${index}` },
        title: `Post ${index}`,
        description: `<p>Post number ${index}.</p>`,
        createdAt: 1_700_000_000 + index * 60,
        initialState: 'approved',
      });
    }
    if (leg === 'on') {
      await sql`update walls set settings = settings || '{"analytics": 1}'::jsonb
        where id = ${wall.id}`.execute(database.db);
    }
    walls[leg] = wall.user_name;
  }
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const load = feedLoad(seconds, concurrency);
  console.log('wall page (server-drawn)       req/s     p50 ms    p99 ms  failures     bytes');
  for (const leg of ['off', 'on', 'off', 'on'] as const) {
    const url = new URL(`/${walls[leg]}`, origin);
    const result = await runLoad(() => url, load);
    console.log(
      `analytics ${leg.padEnd(20)}${result.requestsPerSecond.toFixed(0).padStart(9)}` +
        `${result.p50Ms.toFixed(2).padStart(10)}${result.p99Ms.toFixed(2).padStart(10)}` +
        `${String(result.failures).padStart(10)}${String(result.bodyBytes).padStart(10)}`,
    );
  }
  await app.analytics.flush();
  const counted = await sql<{ kind: string; count: number }>`
    select kind, sum(count)::int as count from analytics_daily group by kind order by kind`.execute(
    database.db,
  );
  console.log('counted:', counted.rows.map((row) => `${row.kind} ${row.count}`).join(', '));
  await app.close();
  await database.close();
}

await main();
