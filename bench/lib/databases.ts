/**
 * The databases a benchmark runs on: in-memory PGlite always, and a scratch database on the
 * PostgreSQL server the runner was given (created for the leg, dropped after), as the server's
 * test suites do.
 */
import {
  openScratchPostgres,
  testDatabases,
  type TestDatabase,
} from '../../apps/server/src/db/testing.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { noPostgresReason, type Recorder } from './bench.ts';

/** PGlite, then PostgreSQL at `postgresUrl` if given; records the skip when it is not. */
export function benchDatabases(
  postgresUrl: string | undefined,
  recorder: Recorder,
): TestDatabase[] {
  const pglite = testDatabases().find((target) => target.name === 'pglite');
  if (!pglite) throw new Error('The server test helpers no longer offer PGlite.');
  if (!postgresUrl) {
    recorder.skip(noPostgresReason);
    return [pglite];
  }
  const postgres: TestDatabase = {
    name: 'postgres',
    openAddressed: () => openScratchPostgres(postgresUrl),
    // Migrated, as the test helpers' `open` is; the legs' own migration then has nothing to do.
    open: async () => {
      const { database } = await openScratchPostgres(postgresUrl);
      await migrateToLatest(database.db);
      return database;
    },
    openEmpty: async () => (await openScratchPostgres(postgresUrl)).database,
  };
  return [pglite, postgres];
}
