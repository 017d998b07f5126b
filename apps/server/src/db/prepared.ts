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
  query(text: string): Promise<unknown>;
  /** node-postgres's own record of the statements this connection prepared. */
  readonly connection?: { readonly parsedStatements?: Record<string, string> };
}

/**
 * The errors that mean this connection's copy of a statement is no longer usable: its result
 * type changed under it (a migration altered a column it returns), or the server forgot it
 * (a pooler's `DISCARD ALL`).
 */
const staleStatementCodes = new Set(['0A000', '26000']);

function isStaleStatement(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && staleStatementCodes.has(code);
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

/** Runs a named statement; prepares it again, once, if this connection's copy went stale. */
async function runNamed(
  client: NamedQueryClient,
  text: string,
  values: unknown[],
): Promise<PostgresQueryResult<unknown>> {
  const name = preparedNameOf(text);
  try {
    return (await client.query({ name, text, values })) as PostgresQueryResult<unknown>;
  } catch (error) {
    if (!isStaleStatement(error)) throw error;
    await client.query(`deallocate ${name}`).catch(() => {});
    const known = client.connection?.parsedStatements;
    if (known) delete known[name];
    return (await client.query({ name, text, values })) as PostgresQueryResult<unknown>;
  }
}

function preparingClient(client: PostgresPoolClient): PostgresPoolClient {
  const query = ((sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
    if (typeof sqlOrCursor === 'string' && sqlOrCursor.includes(preparedMark)) {
      return runNamed(client as unknown as NamedQueryClient, sqlOrCursor, [...(parameters ?? [])]);
    }
    return (client.query as (...args: unknown[]) => unknown).call(client, sqlOrCursor, parameters);
  }) as PostgresPoolClient['query'];
  return { query, release: () => client.release() };
}
