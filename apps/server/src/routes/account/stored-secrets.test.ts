import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { sameOrigin } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('secrets at rest on $name', ({ open }) => {
  const t = useRoleApp(open);

  beforeAll(async () => {
    await t.database.db.updateTable('users').set({ licenses: 100 }).execute();
  });

  it('stores no password, session cookie or token in plain text in any table', async () => {
    const secrets: string[] = [];
    const password = `pw-${uniqueName('secret')}`;
    const username = uniqueName('scan');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: sameOrigin },
      payload: { username, email: `${username}@example.com`, password },
    });
    secrets.push(password, String(signup.headers['set-cookie']).split(';')[0]!.split('=')[1]!);

    const subPassword = `sub-${uniqueName('secret')}`;
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/account',
      headers: t.roles.ownerA.headers,
      payload: {
        username: uniqueName('sub'),
        email: `${uniqueName('s')}@x.org`,
        password: subPassword,
      },
    });
    expect(sub.statusCode).toBe(201);
    secrets.push(subPassword);
    const wl = await t.app.inject({
      url: `/api/generateWhiteLabelToken?wall=${t.roles.wallA.user_name}`,
      headers: t.roles.ownerA.headers,
    });
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/apitoken',
      headers: t.roles.ownerA.headers,
    });
    expect([signup.statusCode, wl.statusCode, api.statusCode]).toEqual([201, 200, 201]);
    secrets.push(wl.json().token, api.json().token);
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.database.db);
    let scanned = 0;
    for (const { table_name: table } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.database.db,
      );
      const dump = JSON.stringify(rows.rows, (_key, value: unknown) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
      );
      scanned += rows.rows.length;
      for (const secret of secrets) expect(dump, `${table} holds a secret`).not.toContain(secret);
    }
    expect(scanned).toBeGreaterThan(20);
  });
});
