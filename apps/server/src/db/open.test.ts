import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './data-dir-lock.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabase, type ChorusDatabase } from './open.ts';
import { testDatabases } from './testing.ts';

describe('embedded PGlite in a data directory', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'chorus-db-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a second opener of the same directory until the first closes', async () => {
    const dataDir = join(parent, 'locked');
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `The Chorus data directory ${dataDir} is in use by another Chorus process. ` +
        'Stop the other Chorus, or set CHORUS_DATA_DIR to a different directory, ' +
        'or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );

    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('keeps the data across a close and a reopen', async () => {
    const dataDir = join(parent, 'kept');
    const first = await openDatabase({ dataDir });
    await migrateToLatest(first.db);
    await first.db
      .insertInto('users')
      .values({ username: 'keeper', email: 'k@example.com', password_hash: 'x' })
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrateToLatest(second.db)).toEqual([]);
    const users = await second.db.selectFrom('users').select('username').execute();
    await second.close();
    expect(users).toEqual([{ username: 'keeper' }]);
  });
});

describe.each(testDatabases())('values and transactions on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('returns bigint ids and counts as numbers and times as Dates', async () => {
    const user = await database.db
      .insertInto('users')
      .values({ username: 'numbers', email: 'n@example.com', password_hash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(typeof user.id).toBe('number');
    expect(user.created_at).toBeInstanceOf(Date);
    const { count } = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('username', '=', 'numbers')
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it('reports affected rows for updates and deletes', async () => {
    const updated = await database.db
      .updateTable('users')
      .set({ licenses: 3 })
      .where('username', '=', 'numbers')
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await database.db
      .deleteFrom('users')
      .where('username', '=', 'nobody')
      .executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(0n);
  });

  it('rolls a failed transaction back', async () => {
    const attempt = database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ username: 'rolled-back', email: 'r@example.com', password_hash: 'x' })
        .execute();
      throw new Error('changed my mind');
    });
    await expect(attempt).rejects.toThrow('changed my mind');
    const found = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'rolled-back')
      .execute();
    expect(found).toEqual([]);
  });

  it('keeps concurrent transactions apart', async () => {
    const increments = Array.from({ length: 5 }, () =>
      database.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('licenses')
          .where('username', '=', 'numbers')
          .forUpdate()
          .executeTakeFirstOrThrow();
        await sql`select pg_sleep(0.01)`.execute(trx);
        await trx
          .updateTable('users')
          .set({ licenses: row.licenses + 1 })
          .where('username', '=', 'numbers')
          .execute();
      }),
    );
    await Promise.all(increments);
    const { licenses } = await database.db
      .selectFrom('users')
      .select('licenses')
      .where('username', '=', 'numbers')
      .executeTakeFirstOrThrow();
    expect(licenses).toBe(8);
  });
});
