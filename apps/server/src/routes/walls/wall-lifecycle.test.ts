import { describe, expect, it } from 'vitest';
import { createSource, findSourceById } from '../../db/repositories/sources.ts';
import { createWall, findWallById, findWallByUserName } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { createAccount, sessionRole, type Role } from '../../testing/roles.ts';
import { buildWallTestApp } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('creating and deleting walls on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  const create = (role: Role, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/profile', headers: role.headers, payload });
  const remove = (role: Role, userName: string, payload: object = { confirm: 'delete' }) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/profile/${userName}`,
      headers: role.headers,
      payload,
    });
  const issuesOf = (body: { issues?: { message: string }[] }) =>
    (body.issues ?? []).map((issue) => issue.message);

  describe('POST /api/profile', () => {
    it('creates an active wall for the owner', async () => {
      const userName = uniqueName('new');
      const response = await create(t.roles.ownerA, { name: 'My wall', user_name: userName });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        user_name: userName,
        name: 'My wall',
        status: '0',
        theme: 'standard',
        feed_count: 0,
        twitter_accounts: [],
      });
      expect((await findWallByUserName(t.database.db, userName))?.user_id).toBe(
        t.roles.wallA.user_id,
      );
    });

    it("refuses a missing name or user name with the spec's messages", async () => {
      const noName = await create(t.roles.ownerA, { user_name: uniqueName('n') });
      expect(noName.statusCode).toBe(400);
      expect(issuesOf(noName.json())).toEqual(['Name must not be blank.']);
      const noUserName = await create(t.roles.ownerA, { name: 'Wall', user_name: ' ' });
      expect(noUserName.statusCode).toBe(400);
      expect(issuesOf(noUserName.json())).toEqual(["Please enter the wall's address."]);
    });

    it('refuses a taken or reserved user name', async () => {
      const taken = await create(t.roles.ownerA, { name: 'x', user_name: t.roles.wallB.user_name });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('Username already exists. Please try a different username.');
      const reserved = await create(t.roles.ownerA, { name: 'x', user_name: 'api' });
      expect(reserved.statusCode).toBe(400);
      expect(issuesOf(reserved.json())).toEqual(['Please specify a valid wall address.']);
    });

    it("makes a sub-account's wall its owner's, and keeps the sub-account's access", async () => {
      const sub = t.roles.withPermission.create_tint;
      const userName = uniqueName('sub');
      const response = await create(sub, { name: 'Sub wall', user_name: userName });
      expect(response.statusCode).toBe(201);
      expect(response.json().user_id).toBe(t.roles.wallA.user_id);
      const read = await t.app.inject({ url: `/api/profile/${userName}`, headers: sub.headers });
      expect(read.json().toggable).toBeDefined();
    });

    it('needs create_tint, and a signed-in caller', async () => {
      const payload = { name: 'x', user_name: uniqueName('p') };
      expect((await create(t.roles.withoutPermission.create_tint, payload)).statusCode).toBe(403);
      expect((await create(t.roles.visitor, payload)).statusCode).toBe(401);
      expect((await create(t.roles.whiteLabelA, payload)).statusCode).toBe(403);
    });

    it('creates walls inactive once the active allowance is used, then refuses', async () => {
      const basic = await createAccount(t.database.db, 'basic', { plan: 'basic' });
      const owner = await sessionRole(t.database.db, 'basic owner', basic);
      const first = await create(owner, { name: 'one', user_name: uniqueName('b') });
      const second = await create(owner, { name: 'two', user_name: uniqueName('b') });
      expect([first.json().status, second.json().status]).toEqual(['0', '2']);
      const third = await create(owner, { name: 'three', user_name: uniqueName('b') });
      expect(third.statusCode).toBe(402);
      expect(third.json().error).toBe(
        'This feature is not included in your plan. Upgrade to use it.',
      );
    });
  });

  describe('DELETE /api/profile/{user_name}', () => {
    const freshWall = () =>
      createWall(t.database.db, {
        userId: t.roles.wallA.user_id,
        userName: uniqueName('d'),
        name: 'Doomed',
      });

    it("deletes a wall with its sources once 'delete' is typed", async () => {
      const wall = await freshWall();
      const source = await createSource(t.database.db, {
        wallId: wall.id,
        network: 'rss',
        feedType: 'url',
        options: { url: 'https://example.com/feed' },
      });
      const response = await remove(t.roles.ownerA, wall.user_name, { confirm: ' DELETE ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Tint deleted successfully.' });
      expect(await findWallById(t.database.db, wall.id)).toBeUndefined();
      expect(await findSourceById(t.database.db, source.id)).toBeUndefined();
    });

    it('refuses without the typed confirmation', async () => {
      const wall = await freshWall();
      for (const payload of [{ confirm: 'yes' }, {}]) {
        const response = await remove(t.roles.ownerA, wall.user_name, payload);
        expect(response.statusCode).toBe(400);
        expect(issuesOf(response.json())).toEqual(["Type 'delete' to confirm."]);
      }
      const none = await t.app.inject({
        method: 'DELETE',
        url: `/api/profile/${wall.user_name}`,
        headers: t.roles.ownerA.headers,
      });
      expect(none.json().error).toBe("Type 'delete' to confirm.");
      expect(await findWallById(t.database.db, wall.id)).toBeDefined();
      const byQuery = await t.app.inject({
        method: 'DELETE',
        url: `/api/profile/${wall.user_name}?confirm=delete`,
        headers: t.roles.ownerA.headers,
      });
      expect(byQuery.json()).toEqual({ message: 'Tint deleted successfully.' });
    });

    it('refuses another owner (404), callers without delete_tint and API tokens', async () => {
      const wall = await freshWall();
      expect((await remove(t.roles.ownerB, wall.user_name)).statusCode).toBe(404);
      expect((await remove(t.roles.visitor, wall.user_name)).statusCode).toBe(401);
      expect(
        (await remove(t.roles.withoutPermission.delete_tint, t.roles.wallA.user_name)).statusCode,
      ).toBe(403);
      expect((await remove(t.roles.apiTokenA, wall.user_name)).statusCode).toBe(403);
      expect(await findWallById(t.database.db, wall.id)).toBeDefined();
    });
  });
});
