/**
 * Counting what feeds a wall: its sources, per wall, for the dashboard's feed counts, and the
 * figures and pictures of the dashboard's wall cards.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, PostRow } from '../schema.ts';

/** How many sources each of these walls has; walls without any are absent from the map. */
export async function countSourcesByWall(
  db: Kysely<Database>,
  wallIds: readonly number[],
): Promise<Map<number, number>> {
  if (wallIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sources')
    .select(['wall_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('wall_id', 'in', [...wallIds])
    .groupBy('wall_id')
    .execute();
  return new Map(rows.map((row) => [row.wall_id, Number(row.count)]));
}

/** The wall a source feeds and its network, if the source exists. */
export async function findSourcePlace(
  db: Kysely<Database>,
  sourceId: number,
): Promise<{ wallId: number; network: string } | undefined> {
  const row = await db
    .selectFrom('sources')
    .select(['wall_id', 'network'])
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return row ? { wallId: row.wall_id, network: row.network } : undefined;
}

/** One wall's figures for the dashboard's card: posts by state, sources, and recent pictures. */
export interface WallSummary {
  /** Approved posts (recurring ones included): what the wall shows. */
  readonly approved: number;
  /** Posts waiting for a moderator. */
  readonly pending: number;
  readonly sources: number;
  /** Sources that need the owner: signed out, token expired, or failing their crawls. */
  readonly sourcesFailing: number;
  /**
   * The media of the first approved posts with pictures in the wall's own order (pinned
   * first, newest first), at most 8 posts, without sensitive or content-warned ones.
   */
  readonly pictures: readonly {
    readonly media: PostRow['media'];
    readonly hosted: PostRow['hosted_media'];
  }[];
}

/**
 * The dashboard's figures for a page of walls, in one query: each wall's counts come from
 * correlated subqueries on the posts and sources indexes, and its pictures from the public
 * feed's index (`posts_wall_feed_idx`), read in order and stopped after 8 rows.
 */
export async function summarizeWalls(
  db: Kysely<Database>,
  wallIds: readonly number[],
): Promise<Map<number, WallSummary>> {
  if (wallIds.length === 0) return new Map();
  const result = await summarizeWallsQuery(wallIds).execute(db);
  return new Map(
    result.rows.map((row) => [
      Number(row.wall_id),
      {
        approved: Number(row.approved),
        pending: Number(row.pending),
        sources: Number(row.sources),
        sourcesFailing: Number(row.failing),
        pictures: typeof row.pictures === 'string' ? JSON.parse(row.pictures) : row.pictures,
      },
    ]),
  );
}

/** The query of {@link summarizeWalls} (non-empty `wallIds`), also for tests to EXPLAIN. */
export function summarizeWallsQuery(wallIds: readonly number[]) {
  return sql<{
    wall_id: number;
    approved: number;
    pending: number;
    sources: number;
    failing: number;
    pictures: WallSummary['pictures'] | string;
  }>`
    select w.id as wall_id,
      (select count(*) from posts p
        where p.wall_id = w.id and p.state in ('approved', 'approved-recurring'))::int as approved,
      (select count(*) from posts p where p.wall_id = w.id and p.state = 'pending')::int as pending,
      (select count(*) from sources s where s.wall_id = w.id)::int as sources,
      (select count(*) from sources s
        where s.wall_id = w.id
          and (s.status in ('needs_reauth', 'token_expired')
            or s.health ->> 'state' in ('needs_reauth', 'failing')))::int as failing,
      coalesce((
        select jsonb_agg(jsonb_build_object('media', t.media, 'hosted', t.hosted_media)
                         order by t.rank)
          from (select p.media, p.hosted_media,
                       row_number() over (order by p.pinned_at desc nulls last,
                                          p.created_at desc, p.id desc) as rank
                  from posts p
                 where p.wall_id = w.id and p.state in ('approved', 'approved-recurring')
                   and p.media <> '[]'::jsonb and not p.sensitive and p.content_warning is null
                 order by p.pinned_at desc nulls last, p.created_at desc, p.id desc
                 limit 8) t
      ), '[]'::jsonb) as pictures
    from walls w
    where w.id in (${sql.join(wallIds.map((id) => sql`${id}`))})
  `;
}
