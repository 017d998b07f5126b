import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../../db/open.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { buildTestApp } from '../../testing/app.ts';
import { createRoles, sameOrigin, type Roles } from '../../testing/roles.ts';

describe.each(testDatabases())('secrets at rest on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    roles = await createRoles(database.db);
    await database.db.updateTable('users').set({ licenses: 100 }).execute();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('stores no password, session cookie or token in plain text in any table', async () => {
    const secrets: string[] = [];
    const password = `pw-${uniqueName('secret')}`;
    const username = uniqueName('scan');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: sameOrigin },
      payload: { username, email: `${username}@example.com`, password },
    });
    secrets.push(password, String(signup.headers['set-cookie']).split(';')[0]!.split('=')[1]!);

    const subPassword = `sub-${uniqueName('secret')}`;
    const sub = await app.inject({
      method: 'POST',
      url: '/api/account',
      headers: roles.ownerA.headers,
      payload: {
        username: uniqueName('sub'),
        email: `${uniqueName('s')}@x.org`,
        password: subPassword,
      },
    });
    expect(sub.statusCode).toBe(201);
    secrets.push(subPassword);
    const wl = await app.inject({
      url: `/api/generateWhiteLabelToken?wall=${roles.wallA.user_name}`,
      headers: roles.ownerA.headers,
    });
    const api = await app.inject({
      method: 'POST',
      url: '/api/apitoken',
      headers: roles.ownerA.headers,
    });
    expect([signup.statusCode, wl.statusCode, api.statusCode]).toEqual([201, 200, 201]);
    secrets.push(wl.json().token, api.json().token);
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(database.db);
    let scanned = 0;
    for (const { table_name: table } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        database.db,
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
