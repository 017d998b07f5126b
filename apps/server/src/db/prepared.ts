/**
 * Named prepared statements for the hottest reads on PostgreSQL. node-postgres sends every
 * query as an unnamed statement, which the server parses and plans again each time; for the
 * feed's small indexed reads the planning costs more server CPU than running them. A query
 * marked with {@link prepared} goes out as a named statement instead: each connection parses
 * it once, and the server may keep its plan (a generic plan after five custom ones).
 *
 * Mark only statements whose SQL text is bounded (no `in (...)` list of varying length: pass
 * an array with `= any(...)`), since each connection keeps every statement it prepared.
 * PGlite ignores the mark (it is an SQL comment).
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** The comment that marks a statement for preparing; Kysely writes it after `select`. */
export const preparedMark = '/*chorus:prepared*/';

/** The modifier to put in front of a select's columns: `query.modifyFront(prepared())`. */
export function prepared(): RawBuilder<unknown> {
  return sql.raw(preparedMark);
}

const names = new Map<string, string>();

/** The statement name of a marked SQL text: the same on every connection, distinct per text. */
export function preparedNameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `chorus_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // The texts are few (bounded by the code), but a bound keeps a mistake from leaking.
    if (names.size >= 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** What a node-postgres client takes: a text with values, or a named statement. */
interface NamedQueryClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<unknown>;
}

/**
 * Wraps a node-postgres pool for Kysely so that marked statements run as named prepared
 * statements; every other query, and cursors, pass through as they were.
 */
export function preparingPool(pool: PostgresPool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      return preparingClient(client);
    },
    end: () => pool.end(),
  };
}

function preparingClient(client: PostgresPoolClient): PostgresPoolClient {
  const query = ((sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
    if (typeof sqlOrCursor === 'string' && sqlOrCursor.includes(preparedMark)) {
      return (client as unknown as NamedQueryClient).query({
        name: preparedNameOf(sqlOrCursor),
        text: sqlOrCursor,
        values: [...(parameters ?? [])],
      }) as Promise<PostgresQueryResult<unknown>>;
    }
    return (client.query as (...args: unknown[]) => unknown).call(client, sqlOrCursor, parameters);
  }) as PostgresPoolClient['query'];
  return { query, release: () => client.release() };
}
