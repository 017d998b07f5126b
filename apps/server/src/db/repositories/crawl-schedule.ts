import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Which sources the scheduler asks about. */
export interface DueSourcesQuery {
  /** The moment to judge against. */
  now: Date;
  /** A healthy source is due this many seconds after its last crawl. */
  intervalSeconds: number;
  /** Only sources of these networks (the installed connectors). */
  networks: readonly string[];
  /** At most this many, the longest-waiting first. */
  limit: number;
}

/**
 * Ids of the sources due for a crawl: active, past any `retryAt` their health set (rate
 * limit, failure backoff), and, when healthy, never crawled or last crawled at least one
 * interval ago. Sources never crawled come first, then the longest-waiting.
 */
export async function listDueSourceIds(
  db: Kysely<Database>,
  query: DueSourcesQuery,
): Promise<number[]> {
  if (query.networks.length === 0) return [];
  const nowSeconds = Math.floor(query.now.getTime() / 1000);
  const crawledBefore = new Date(query.now.getTime() - query.intervalSeconds * 1000);
  const rows = await db
    .selectFrom('sources')
    .select('id')
    .where('status', '=', 'active')
    .where('network', 'in', [...query.networks])
    .where((eb) =>
      eb.or([
        eb(sql`health->>'retryAt'`, 'is', null),
        eb(sql`(health->>'retryAt')::bigint`, '<=', nowSeconds),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb(sql`health->>'state'`, '<>', 'ok'),
        eb('last_crawled_at', 'is', null),
        eb('last_crawled_at', '<=', crawledBefore),
      ]),
    )
    .orderBy(sql`last_crawled_at asc nulls first`)
    .orderBy('id')
    .limit(query.limit)
    .execute();
  return rows.map((row) => row.id);
}
