import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { INT8_OID, parseInt8 } from './int8.ts';
import { createPGlitePool } from './pglite-pool.ts';
import { preparingPool } from './prepared.ts';
import { discardTemplate, pgliteTemplate } from './pglite-template.ts';
import type { Database } from './schema.ts';

/** An open database: the Kysely instance, what runs it, and how to let it go. */
export interface ChorusDatabase {
  /** The typed query builder. */
  db: Kysely<Database>;
  /** Embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /** Closes the connections and, for PGlite on disk, releases the data directory. */
  close(): Promise<void>;
}

/** Where the data lives. */
export interface OpenDatabaseOptions {
  /** postgres://... — use this PostgreSQL server instead of embedded PGlite. */
  databaseUrl?: string;
  /** On PostgreSQL, send the marked hot reads as named prepared statements (default true). */
  preparedStatements?: boolean;
  /** Where embedded PGlite keeps its files (default ./data). Ignored with databaseUrl. */
  dataDir?: string;
  /** Embedded PGlite in memory, gone on close (tests). */
  memory?: boolean;
  /**
   * For `memory`: the cluster to start from (a `dumpDataDir` tarball) instead of the empty
   * initialised one; tests start from an already migrated cluster (db/testing.ts).
   */
  startFrom?: Blob;
}

/** The default data directory for embedded PGlite, relative to the working directory. */
export const DEFAULT_DATA_DIR = './data';

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite (in
 * memory or in `dataDir`, which one process at a time may hold). Does not run migrations.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<ChorusDatabase> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.preparedStatements ?? true);
  }
  if (options.memory) return openPGlite(undefined, options.startFrom);
  return openPGlite(resolve(options.dataDir ?? DEFAULT_DATA_DIR));
}

function openPostgres(databaseUrl: string, preparedStatements: boolean): ChorusDatabase {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server emits 'error' on the pool, which would crash the
  // process unheard; the pool drops that client and the next query opens a fresh one.
  pool.on('error', () => {});
  // A client the pool has lent out has no 'error' listener: a server restart (57P01) between
  // two queries of a transaction would crash the process. With this one the query in flight,
  // or the next, fails instead, and the pool drops the client when it comes back unusable.
  pool.on('connect', (client) => client.on('error', () => {}));
  // The feed's hot reads go out as named prepared statements (prepared.ts), unless turned off.
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparedStatements ? preparingPool(pool) : pool }),
  });
  return { db, kind: 'postgres', close: once(() => db.destroy()) };
}

/**
 * Whether a new cluster starts from the initialised template (pglite-template.ts): always in
 * memory (tests), and for a new data directory when CHORUS_PGLITE_TEMPLATE=1 (the browser tests).
 */
function usesTemplate(pgdata: string | undefined): boolean {
  if (pgdata === undefined) return true;
  return process.env.CHORUS_PGLITE_TEMPLATE === '1' && !existsSync(pgdata);
}

async function createPGlite(pgdata: string | undefined, startFrom?: Blob): Promise<PGlite> {
  const options = {
    ...(pgdata ? { dataDir: pgdata } : {}),
    parsers: { [INT8_OID]: parseInt8 },
  };
  if (startFrom !== undefined) return PGlite.create({ ...options, loadDataDir: startFrom });
  const template = usesTemplate(pgdata) ? await pgliteTemplate() : undefined;
  if (template === undefined) return PGlite.create(options);
  try {
    return await PGlite.create({ ...options, loadDataDir: template });
  } catch {
    // A damaged template: forget it, and start this cluster the slow way.
    await discardTemplate();
    if (pgdata) await rm(pgdata, { recursive: true, force: true });
    return PGlite.create(options);
  }
}

async function openPGlite(dataDir: string | undefined, startFrom?: Blob): Promise<ChorusDatabase> {
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const pglite = await createPGlite(dataDir ? join(dataDir, 'pgdata') : undefined, startFrom);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPGlitePool(pglite) }),
    });
    const close = once(async () => {
      try {
        await db.destroy();
      } finally {
        await unlock();
      }
    });
    return { db, kind: 'pglite', close };
  } catch (error) {
    await unlock();
    throw error;
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= action());
}
