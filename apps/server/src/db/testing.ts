import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { openDatabase, type ChorusDatabase } from './open.ts';
import { createPGlitePool } from './pglite-pool.ts';
import { pgliteTemplate, readOrBuildTarball, tarballPath } from './pglite-template.ts';
import type { Database } from './schema.ts';

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
  /**
   * Opens a fresh database of that engine, already migrated to the latest schema (copied from a
   * migrated template, so `migrateToLatest` on it applies nothing); its close() throws it away.
   */
  open(): Promise<ChorusDatabase>;
  /** The same, with the address that other connections or processes reach it at. */
  openAddressed(): Promise<AddressedDatabase>;
  /** A fresh database without any table, for the tests of the migrations themselves. */
  openEmpty(): Promise<ChorusDatabase>;
}

/**
 * The databases every database test runs on: embedded PGlite in memory always, and the
 * PostgreSQL server at TEST_DATABASE_URL when that is set. Use with
 * `describe.each(testDatabases())('... on $name', ...)`.
 */
export function testDatabases(): TestDatabase[] {
  const openPGliteAddressed = async (): Promise<AddressedDatabase> => ({
    database: await openDatabase({ memory: true, startFrom: await migratedPGlite() }),
    databaseUrl: undefined,
  });
  const targets: TestDatabase[] = [
    {
      name: 'pglite',
      openAddressed: openPGliteAddressed,
      open: async () => (await openPGliteAddressed()).database,
      openEmpty: () => openDatabase({ memory: true }),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const openAddressed = () => openScratchPostgres(serverUrl, migratedTemplateDatabase(serverUrl));
    targets.push({
      name: 'postgres',
      openAddressed,
      open: async () => (await openAddressed()).database,
      openEmpty: async () => (await openScratchPostgres(serverUrl)).database,
    });
  }
  return targets;
}

/**
 * Names the current migrations (their names and code), so a template made by older migrations
 * is never used: a changed migration makes a new template.
 */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) {
    hash.update(`${name}\n${String(migration.up)}\n${String(migration.down)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * A migrated PGlite cluster as a `dumpDataDir` tarball, kept in the system's temporary
 * directory by migrations key: each test database loads it instead of running every migration
 * (about a second each on two busy cores, and the suite opens hundreds).
 */
function migratedPGlite(): Promise<Blob> {
  pgliteDump ??= readOrBuildTarball(tarballPath(`migrated-${migrationsKey()}`), async () => {
    const template = await pgliteTemplate();
    const pglite = await PGlite.create(template ? { loadDataDir: template } : {});
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPGlitePool(pglite) }),
    });
    try {
      await migrateToLatest(db);
      return await pglite.dumpDataDir('none');
    } finally {
      await db.destroy();
    }
  });
  return pgliteDump;
}

/** The migrated template database's name, by server address, once per process. */
const templateDatabases = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the server at `serverUrl`, made once per
 * migrations key: a scratch database is created from it (`create database ... template`), a
 * file copy, instead of running every migration. It is migrated under another name and renamed
 * when done, so no copy is ever taken of a half-migrated or connected template.
 */
function migratedTemplateDatabase(serverUrl: string): Promise<string> {
  let made = templateDatabases.get(serverUrl);
  if (made === undefined) {
    made = makeTemplateDatabase(serverUrl);
    templateDatabases.set(serverUrl, made);
  }
  return made;
}

async function makeTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `chorus_template_${migrationsKey()}`;
  const exists = await runOnServer(
    serverUrl,
    `select 1 from pg_database where datname = '${name}'`,
  );
  if (exists > 0) return name;
  const building = `chorus_template_build_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${building}`);
  const buildingUrl = new URL(serverUrl);
  buildingUrl.pathname = `/${building}`;
  const opened = await openDatabase({ databaseUrl: buildingUrl.toString() });
  try {
    await migrateToLatest(opened.db);
  } finally {
    await opened.close();
  }
  try {
    await runOnServer(serverUrl, `alter database ${building} rename to ${name}`);
  } catch {
    // Another worker made it first: keep theirs.
    await runOnServer(serverUrl, `drop database if exists ${building} with (force)`);
  }
  return name;
}

/**
 * Creates a uniquely named database on the server at `serverUrl`, so test files can run in
 * parallel without seeing each other's rows, and drops it on close. With `template`, the new
 * database is a copy of that one (otherwise of the server's empty default).
 */
export async function openScratchPostgres(
  serverUrl: string,
  template?: Promise<string>,
): Promise<AddressedDatabase> {
  const name = `chorus_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runOnServer(
    serverUrl,
    `create database ${name}${template ? ` template ${await template}` : ''}`,
  );
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

/** Runs one statement on the server's maintenance database; answers the number of rows. */
async function runOnServer(serverUrl: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
