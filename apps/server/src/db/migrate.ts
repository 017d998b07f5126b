import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

function migratorFor(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
}

function namesOrThrow(outcome: MigrationResultSet, action: string): string[] {
  if (outcome.error !== undefined) {
    const failed = outcome.results?.find((result) => result.status === 'Error');
    const cause = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const where = failed ? `migration ${failed.migrationName}` : 'the migrator';
    throw new Error(`Database ${action} failed in ${where}: ${cause}`, { cause: outcome.error });
  }
  return (outcome.results ?? []).map((result) => result.migrationName);
}

/**
 * Brings the schema up to date. Returns the names of the migrations applied now (empty when
 * the database was already current); throws, naming the migration, when one fails — each
 * migration runs in a transaction, so a failed one leaves no half-made tables.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return namesOrThrow(await migratorFor(db).migrateToLatest(), 'migration');
}

/** Undoes every migration, newest first, leaving an empty schema. Returns the names undone. */
export async function migrateDownToEmpty(db: Kysely<Database>): Promise<string[]> {
  return namesOrThrow(await migratorFor(db).migrateTo(NO_MIGRATIONS), 'rollback');
}
