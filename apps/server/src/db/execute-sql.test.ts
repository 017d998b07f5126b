import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeSql } from './execute-sql.ts';
import type { ChorusDatabase } from './open.ts';
import { testDatabases } from './testing.ts';
import { openMigrated } from './testing-fixtures.ts';

describe.each(testDatabases())('executeSql on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a parameterized statement and returns its rows', async () => {
    await executeSql(
      database.db,
      'insert into users (username, email, password_hash) values ($1, $2, $3)',
      ['raw-sql', 'raw@example.com', 'h'],
    );
    const { rows } = await executeSql<{ username: string; n: number }>(
      database.db,
      'select username, count(*) over () as n from users where username = $1',
      ['raw-sql'],
    );
    expect(rows).toEqual([{ username: 'raw-sql', n: 1 }]);
  });
});
