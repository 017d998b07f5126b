import { sql, type RawBuilder } from 'kysely';

/**
 * A value for a jsonb column. The value is serialized here rather than by the driver because
 * `pg` turns a JavaScript array into a PostgreSQL array literal, not JSON; going through
 * JSON.stringify and an explicit cast behaves the same on `pg` and on PGlite.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
