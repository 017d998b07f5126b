import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing.ts';
import { type Role } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('tokens on $name', ({ open }) => {
  const t = useRoleApp(open);

  const generate = (role: Role, wall: string) =>
    t.app.inject({ url: `/api/generateWhiteLabelToken?wall=${wall}`, headers: role.headers });
  const setPlan = (userId: number, plan: string) =>
    t.database.db.updateTable('users').set({ plan }).where('id', '=', userId).execute();

  it('makes a white-label token that moderates its wall and nothing else, once shown', async () => {
    const response = await generate(t.roles.ownerA, t.roles.wallA.user_name);
    expect(response.statusCode).toBe(200);
    const { token, id } = response.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    const listed = await t.app.inject({ url: '/api/tokens', headers: t.roles.ownerA.headers });
    const entry = listed.json().tokens.find((t: { id: string }) => t.id === id);
    expect(entry).toMatchObject({
      kind: 'wl',
      wall_id: t.roles.wallA.id,
      hint: `…${token.slice(-4)}`,
    });
    expect(JSON.stringify(listed.json())).not.toContain(token);

    const asToken = { authorization: `Bearer ${token}` };
    expect(
      (await generate({ name: 'wl', user: null, headers: asToken }, t.roles.wallA.user_name))
        .statusCode,
    ).toBe(403);
    const settings = await t.app.inject({ url: '/api/user/current', headers: asToken });
    expect(settings.statusCode).toBe(403);
  });

  it('lets a moderator sub-account make one, but not other sub-accounts or owners of other walls', async () => {
    const wall = t.roles.wallA.user_name;
    expect((await generate(t.roles.withPermission.moderate_tint, wall)).statusCode).toBe(200);
    expect((await generate(t.roles.withoutPermission.moderate_tint, wall)).statusCode).toBe(403);
    expect((await generate(t.roles.ownerB, wall)).statusCode).toBe(404);
    expect((await generate(t.roles.visitor, wall)).statusCode).toBe(401);
    expect((await generate(t.roles.apiTokenA, wall)).statusCode).toBe(403);
  });

  it('needs the wl_moderation feature: the upgrade answer on plus', async () => {
    await setPlan(t.roles.wallA.user_id, 'plus');
    try {
      const response = await generate(t.roles.ownerA, t.roles.wallA.user_name);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        error: 'This feature is not included in your plan. Upgrade to use it.',
      });
    } finally {
      await setPlan(t.roles.wallA.user_id, 'premium');
    }
  });

  it('refuses a missing wall parameter with the generic message', async () => {
    const response = await t.app.inject({
      url: '/api/generateWhiteLabelToken',
      headers: t.roles.ownerA.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('makes an API token (premium) that acts as the owner without a cookie, then revokes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apitoken',
      headers: t.roles.ownerA.headers,
    });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json();
    const asToken = { authorization: `Bearer ${token}` };
    const current = await t.app.inject({ url: '/api/user/current', headers: asToken });
    expect(current.statusCode).toBe(200);
    expect(current.json().account.id).toBe(t.roles.ownerA.user!.id);
    expect(current.json().settings.token).toBe(`…${token.slice(-4)}`);

    // A token cannot mint tokens or revoke them.
    const mint = await t.app.inject({ method: 'POST', url: '/api/apitoken', headers: asToken });
    expect(mint.statusCode).toBe(403);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/user/current', headers: asToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'Token expired. Please click here to refresh your token.',
    });
  });

  it('scopes an API token to one wall when asked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apitoken',
      headers: t.roles.ownerB.headers,
      payload: { wall: t.roles.wallB.user_name },
    });
    expect(created.statusCode).toBe(201);
    const asToken = { authorization: `Bearer ${created.json().token}` };
    expect((await t.app.inject({ url: '/api/user/current', headers: asToken })).statusCode).toBe(
      403,
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/apitoken',
      headers: t.roles.ownerB.headers,
      payload: { wall: t.roles.wallA.user_name },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps API tokens to owners on a plan with apiKey', async () => {
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/apitoken',
      headers: t.roles.subAccountWithoutAccess.headers,
    });
    expect(sub.statusCode).toBe(403);
    await setPlan(t.roles.wallB.user_id, 'pro');
    try {
      const pro = await t.app.inject({
        method: 'POST',
        url: '/api/apitoken',
        headers: t.roles.ownerB.headers,
      });
      expect(pro.statusCode).toBe(402);
    } finally {
      await setPlan(t.roles.wallB.user_id, 'premium');
    }
  });

  it("never revokes another owner's token: 404, and a malformed id is refused", async () => {
    const wl = (await generate(t.roles.ownerA, t.roles.wallA.user_name)).json();
    const byB = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${wl.id}`,
      headers: t.roles.ownerB.headers,
    });
    expect(byB.statusCode).toBe(404);
    const bySub = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${wl.id}`,
      headers: t.roles.withoutPermission.moderate_tint.headers,
    });
    expect(bySub.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/tokens/7',
      headers: t.roles.ownerA.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Something was wrong with your request.');
    const byModerator = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${wl.id}`,
      headers: t.roles.withPermission.moderate_tint.headers,
    });
    expect(byModerator.statusCode).toBe(200);
    const again = await t.app.inject({ url: `/api/tokens`, headers: t.roles.ownerA.headers });
    expect(again.json().tokens.map((t: { id: string }) => t.id)).not.toContain(wl.id);
  });
});
