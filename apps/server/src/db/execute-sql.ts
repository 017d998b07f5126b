import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs one SQL statement with $1-style parameters through the same connections as Kysely
 * (on PGlite: the same exclusive connection), for libraries that bring their own SQL, such
 * as a job queue's `executeSql` hook. One statement per call: PGlite's extended protocol
 * refuses several.
 */
export async function executeSql<Row = Record<string, unknown>>(
  db: Kysely<Database>,
  text: string,
  values: readonly unknown[] = [],
): Promise<{ rows: Row[] }> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(text, [...values]));
  return { rows: [...result.rows] };
}
