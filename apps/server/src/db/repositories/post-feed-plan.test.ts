/**
 * The query plans of the feed reads, checked with EXPLAIN on a table large enough for the
 * planner to care (20,000 posts over 20 walls, analysed): each reads posts through an index,
 * never the whole table, and the public feed comes out of its index already in order (no sort).
 */
import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import type { Database } from '../schema.ts';
import { openMigrated, seedSource, seedWall } from '../testing-fixtures.ts';
import { testDatabases } from '../testing.ts';
import { listPendingPostsQuery, wallPostsQuery } from './post-feed.ts';

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  readonly Plans?: readonly PlanNode[];
}

/** Every node of a plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(db: Kysely<Database>, query: Compilable): Promise<PlanNode[]> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const cell = result.rows[0]?.['QUERY PLAN'];
  const plan = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : cell;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return nodesOf(plan[0].Plan);
}

/** What a plan does with the posts table: how each scan of it reads, and whether it sorts. */
function postsAccess(nodes: PlanNode[]) {
  return {
    scans: nodes
      .filter((node) => node['Relation Name'] === 'posts')
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()),
    sorts: nodes.filter((node) => node['Node Type'] === 'Sort').length,
  };
}

describe.each(testDatabases())('feed query plans on $name', (target) => {
  let database: ChorusDatabase;
  let wallId = 0;
  let sourceId = 0;

  beforeAll(async () => {
    database = await openMigrated(target);
    const db = database.db;
    const walls: number[] = [];
    for (let index = 0; index < 20; index += 1) walls.push((await seedWall(db)).wall.id);
    wallId = walls[0] ?? 0;
    sourceId = (await seedSource(db, wallId)).id;
    // 1,000 posts per wall: nine in ten approved, one pinned every 250, the rest pending.
    await sql`insert into posts (wall_id, source_id, network, external_id, created_at, state, pinned_at)
      select (${sql.raw(`array[${walls.join(',')}]::bigint[]`)})[1 + g % 20],
        case when g % 20 = 0 then ${sourceId}::bigint else null end,
        'twitter', 'plan-' || g, 1700000000 + g,
        case when g % 10 = 0 then 'pending' else 'approved' end,
        case when g % 250 = 1 then now() else null end
      from generate_series(1, 20000) as g`.execute(db);
    await sql`analyze posts`.execute(db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('reads the first page of a wall through its feed index, in index order', async () => {
    const access = postsAccess(
      await planOf(database.db, wallPostsQuery(database.db, wallId, { limit: 20 })),
    );
    expect(access.scans).toEqual(['Index Scan posts_wall_feed_idx']);
    expect(access.sorts).toBe(0);
  });

  it('reads a later page (keyset) and a page deep by offset through the same index', async () => {
    for (const page of [
      { limit: 20, beforeCreatedAt: 1_700_010_000 },
      { limit: 60, offset: 200 },
    ]) {
      const access = postsAccess(
        await planOf(database.db, wallPostsQuery(database.db, wallId, page)),
      );
      expect(access.scans).toEqual(['Index Scan posts_wall_feed_idx']);
      expect(access.sorts).toBe(0);
    }
  });

  // On PostgreSQL the feed's reads are prepared statements (db/prepared.ts), which the server
  // may run with a generic plan after five executions: that plan must use the index too.
  it.runIf(target.name === 'postgres')(
    'keeps the feed index in the generic plan of the prepared reads',
    async () => {
      const literal = (value: unknown) =>
        value instanceof Date ? `'${value.toISOString()}'::timestamptz` : String(value);
      const queries = [
        wallPostsQuery(database.db, wallId, { limit: 20 }, ['id', 'pinned_at', 'created_at']),
        wallPostsQuery(database.db, wallId, { limit: 20, beforeCreatedAt: 1_700_010_000 }, [
          'id',
          'pinned_at',
          'created_at',
        ]),
      ];
      for (const query of queries) {
        const compiled = query.compile();
        const plan = await database.db.transaction().execute(async (trx) => {
          await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
          await sql.raw(`prepare generic_feed as ${compiled.sql}`).execute(trx);
          const args = compiled.parameters.map(literal).join(', ');
          const result = await sql
            .raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
              `explain (format json) execute generic_feed(${args})`,
            )
            .execute(trx);
          await sql`deallocate generic_feed`.execute(trx);
          return result.rows[0]!['QUERY PLAN'][0].Plan;
        });
        const access = postsAccess(nodesOf(plan));
        expect(access.scans).toEqual(['Index Scan posts_wall_feed_idx']);
        expect(access.sorts).toBe(0);
      }
    },
  );

  it('never reads the whole table for a filtered feed or the moderation queue', async () => {
    const queries = [
      wallPostsQuery(database.db, wallId, { limit: 20, network: 'twitter' }),
      wallPostsQuery(database.db, wallId, { limit: 20, sourceId }),
      wallPostsQuery(database.db, wallId, { limit: 20, imageOnly: true }),
      listPendingPostsQuery(database.db, wallId, {}),
    ];
    for (const query of queries) {
      const { scans } = postsAccess(await planOf(database.db, query));
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan).toMatch(/^(Index|Index Only|Bitmap Heap) Scan/);
    }
  });
});
