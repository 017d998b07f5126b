/**
 * How pg-boss reaches the database. On PostgreSQL it opens its own small pool from the
 * connection string. On embedded PGlite it goes through `pgBossOverKysely`: every statement
 * runs on Kysely's one PGlite connection, so pg-boss and the rest of the server take turns
 * on the same mutex and neither can hold PGlite while waiting for the other.
 */
import type { Kysely } from 'kysely';
import { executeSql } from '../db/execute-sql.ts';
import type { Database } from '../db/schema.ts';
import { splitSqlStatements } from './sql-statements.ts';

/** The `db` option of pg-boss: one function that runs SQL and returns rows. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A pg-boss `db` over Kysely. A parameterized query is one statement and runs as is. A
 * script (pg-boss sends its schema, migrations and maintenance as `BEGIN; ...; COMMIT;`) is
 * split and run statement by statement on one reserved connection, which on PGlite holds the
 * mutex until the script ends, so no other query can land inside its transaction; a failure
 * rolls the transaction back before the connection is handed on.
 */
export function pgBossOverKysely(db: Kysely<Database>): PgBossDb {
  return {
    async executeSql(text, values = []) {
      if (values.length > 0) return executeSql(db, text, values);
      const statements = splitSqlStatements(text);
      if (statements.length <= 1) return executeSql(db, text);
      return db.connection().execute(async (connection) => {
        let last: { rows: unknown[] } = { rows: [] };
        try {
          for (const statement of statements) last = await executeSql(connection, statement);
        } catch (error) {
          // Outside a transaction ROLLBACK only warns, so it is safe to send either way.
          await executeSql(connection, 'ROLLBACK').catch(() => undefined);
          throw error;
        }
        return last;
      });
    },
  };
}
