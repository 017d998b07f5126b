import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeSql } from '../db/execute-sql.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated } from '../db/testing-fixtures.ts';
import { pgBossOverKysely } from './boss-db.ts';

describe.each(testDatabases())('pgBossOverKysely on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  const tableExists = async (name: string) =>
    (
      await executeSql<{ found: string | null }>(database.db, 'select to_regclass($1) as found', [
        name,
      ])
    ).rows[0]?.found !== null;

  it('runs a parameterized statement and returns its rows', async () => {
    const adapter = pgBossOverKysely(database.db);
    expect((await adapter.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('runs a script as one transaction, with $$ bodies, and returns its last rows', async () => {
    const adapter = pgBossOverKysely(database.db);
    const result = await adapter.executeSql(`
      BEGIN;
      CREATE TABLE boss_script (note text);
      CREATE FUNCTION boss_note() RETURNS text AS $$ BEGIN RETURN 'a;b'; END; $$ LANGUAGE plpgsql;
      INSERT INTO boss_script SELECT boss_note();
      SELECT note FROM boss_script;
      COMMIT;
    `);
    expect(result.rows).toEqual([]);
    const { rows } = await executeSql(database.db, 'select note from boss_script');
    expect(rows).toEqual([{ note: 'a;b' }]);
  });

  it('rolls a failed script back and leaves the connection usable', async () => {
    const adapter = pgBossOverKysely(database.db);
    await expect(
      adapter.executeSql(`
        BEGIN;
        CREATE TABLE boss_doomed (x int);
        SELECT 1 / 0;
        COMMIT;
      `),
    ).rejects.toThrow(/division by zero/);
    expect(await tableExists('boss_doomed')).toBe(false);
    const { rows } = await executeSql(database.db, 'select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it("keeps other queries out of a script's transaction", async () => {
    const adapter = pgBossOverKysely(database.db);
    await executeSql(database.db, 'create table boss_seen (n int)');
    // The script fails after its insert; the query issued meanwhile must neither see the row
    // (PostgreSQL: another connection) nor land inside the doomed transaction (PGlite).
    const script = adapter.executeSql(`
      BEGIN;
      INSERT INTO boss_seen VALUES (1);
      SELECT pg_sleep(0.2);
      SELECT 1 / 0;
      COMMIT;
    `);
    const outside = executeSql(database.db, 'insert into boss_seen values (2)');
    await expect(script).rejects.toThrow(/division by zero/);
    await outside;
    const { rows } = await executeSql(database.db, 'select n from boss_seen order by n');
    expect(rows).toEqual([{ n: 2 }]);
  });
});
