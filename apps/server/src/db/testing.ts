import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type ChorusDatabase } from './open.ts';

/** A test database and, on PostgreSQL, its address (for a LISTEN connection or a 2nd process). */
export interface AddressedDatabase {
  readonly database: ChorusDatabase;
  /** The scratch database's postgres:// address; undefined on PGlite. */
  readonly databaseUrl: string | undefined;
}

/** A database that the shared suites run against. */
export interface TestDatabase {
  /** Which engine, for the describe title. */
  readonly name: 'pglite' | 'postgres';
  /** Opens a fresh, empty database of that engine; its close() throws it away. */
  open(): Promise<ChorusDatabase>;
  /** The same, with the address that other connections or processes reach it at. */
  openAddressed(): Promise<AddressedDatabase>;
}

function testDatabase(
  name: TestDatabase['name'],
  openAddressed: () => Promise<AddressedDatabase>,
): TestDatabase {
  return { name, openAddressed, open: async () => (await openAddressed()).database };
}

/**
 * The databases every database test runs on: embedded PGlite in memory always, and the
 * PostgreSQL server at TEST_DATABASE_URL when that is set. Use with
 * `describe.each(testDatabases())('... on $name', ...)`.
 */
export function testDatabases(): TestDatabase[] {
  const targets = [
    testDatabase('pglite', async () => ({
      database: await openDatabase({ memory: true }),
      databaseUrl: undefined,
    })),
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) targets.push(testDatabase('postgres', () => openScratchPostgres(serverUrl)));
  return targets;
}

/**
 * Creates a uniquely named database on the server at `serverUrl`, so test files can run in
 * parallel without seeing each other's rows, and drops it on close.
 */
export async function openScratchPostgres(serverUrl: string): Promise<AddressedDatabase> {
  const name = `chorus_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const scratchUrl = new URL(serverUrl);
  scratchUrl.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: scratchUrl.toString() });
  const database: ChorusDatabase = {
    ...opened,
    async close() {
      await opened.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
  return { database, databaseUrl: scratchUrl.toString() };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
