import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../../db/open.ts';
import { jsonb } from '../../db/json.ts';
import { createWall } from '../../db/repositories/walls.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { buildTestApp } from '../../testing/app.ts';
import { createAccount, sessionRole } from '../../testing/roles.ts';

describe.each(testDatabases())('custom CSS follows the plan in force on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('stops showing saved CSS to visitors after a downgrade, and brings it back unchanged', async () => {
    const db = database.db;
    const user = await createAccount(db, 'css', { plan: 'premium' });
    const wall = await createWall(db, { userId: user.id, userName: uniqueName('css'), name: 'C' });
    const owner = await sessionRole(db, 'owner', user);
    const css = '.chorus-card { border: 2px solid hotpink }';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/profile/${wall.user_name}`,
      headers: owner.headers,
      payload: { custom_css: css },
    });
    expect(saved.statusCode).toBe(200);

    const cssSeenBy = async (headers: Readonly<Record<string, string>>) => {
      const response = await app.inject({ url: `/api/profile/${wall.user_name}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json<{ custom_css: string }>().custom_css;
    };
    const setUser = (fields: { plan?: string; meta?: string[] }) =>
      db
        .updateTable('users')
        .set({
          ...(fields.plan ? { plan: fields.plan } : {}),
          ...(fields.meta ? { meta: jsonb(fields.meta) } : {}),
        })
        .where('id', '=', user.id)
        .execute();

    expect(await cssSeenBy({})).toBe(css);

    await setUser({ plan: 'basic' });
    expect(await cssSeenBy({})).toBe('body {}');
    // The owner still reads what is stored, and saving another field is not refused for it.
    expect(await cssSeenBy(owner.headers)).toBe(css);
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/profile/${wall.user_name}`,
      headers: owner.headers,
      payload: { name: 'Renamed', custom_css: css },
    });
    expect(rename.statusCode).toBe(200);

    // A redeemed reward adds the feature to the basic plan.
    await setUser({ meta: ['customCSS'] });
    expect(await cssSeenBy({})).toBe(css);

    await setUser({ plan: 'premium', meta: [] });
    expect(await cssSeenBy({})).toBe(css);
  });
});
