import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { wallPostsQuery } from './repositories/post-feed.ts';
import { preparedMark, preparedNameOf, preparingPool } from './prepared.ts';
import { testDatabases } from './testing.ts';

describe('preparingPool', () => {
  it('sends a marked statement by name, with its text and values, and the rest as they were', async () => {
    const calls: unknown[][] = [];
    const client = {
      query: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve({ rows: [], command: 'SELECT', rowCount: 0 });
      },
      release: () => calls.push(['release']),
    } as unknown as PostgresPoolClient;
    const pool = preparingPool({
      connect: async () => client,
      end: async () => {},
    } as PostgresPool);
    const connection = await pool.connect();
    const marked = `select ${preparedMark} 1 where $1`;
    await connection.query(marked, [true]);
    await connection.query('select 2 where $1', [false]);
    connection.release();
    expect(calls).toEqual([
      [{ name: preparedNameOf(marked), text: marked, values: [true] }],
      ['select 2 where $1', [false]],
      ['release'],
    ]);
    expect(preparedNameOf(marked)).toBe(preparedNameOf(`${marked}`));
    expect(preparedNameOf(marked)).not.toBe(preparedNameOf(`${marked} `));
    expect(preparedNameOf(marked)).toMatch(/^chorus_[0-9a-f]{20}$/);
  });

  const postgres = testDatabases().filter((target) => target.name === 'postgres');
  describe.skipIf(postgres.length === 0).each(postgres)('on $name', ({ open, openAddressed }) => {
    it("prepares the feed's read once per connection and keeps using it", async () => {
      const database = await open();
      try {
        // One transaction is one connection, whose prepared statements the view lists.
        const prepared = await database.db.transaction().execute(async (trx) => {
          for (const offset of [0, 1, 2]) {
            await wallPostsQuery(trx, 1, { limit: 20, offset }, ['id']).execute();
          }
          return sql<{ name: string; calls: string }>`
            select name, generic_plans + custom_plans as calls from pg_prepared_statements
          `.execute(trx);
        });
        const text = wallPostsQuery(database.db, 1, { limit: 20 }, ['id']).compile().sql;
        expect(prepared.rows).toEqual([{ name: preparedNameOf(text), calls: 3 }]);
      } finally {
        await database.close();
      }
    });
    it('prepares a statement again when a migration changed what it returns', async () => {
      const { database, databaseUrl } = await openAddressed();
      // One connection, so that the statement it prepared is the one that goes stale.
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      const db = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      });
      try {
        await sql`create table prepared_probe (a int)`.execute(db);
        await sql`insert into prepared_probe values (1)`.execute(db);
        const read = () =>
          sql<{ a: unknown }>`select ${sql.raw(preparedMark)} a from prepared_probe`.execute(db);
        expect((await read()).rows).toEqual([{ a: 1 }]);
        await sql`alter table prepared_probe alter column a type text`.execute(db);
        expect((await read()).rows).toEqual([{ a: '1' }]);
        expect((await read()).rows).toEqual([{ a: '1' }]);
      } finally {
        await db.destroy();
        await database.close();
      }
    });
  });
});
