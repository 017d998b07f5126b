/**
 * Who may sign up: the administrator makes the instance invite-only, a sign-up without an
 * invite is refused with a clear message, an invite link admits one account, once.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { sameOrigin } from '../../testing/roles.ts';

describe.each(testDatabases())('sign-up modes on $name', ({ open }) => {
  // The standard roles are made directly, not signed up: none of them is the administrator.
  const t = useRoleApp(open);

  function signUp(prefix: string, invite?: string) {
    const username = uniqueName(prefix);
    return t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: sameOrigin },
      payload: { username, email: `${username}@example.com`, password: 'secret1', invite },
    });
  }
  const headersOf = (response: Awaited<ReturnType<typeof signUp>>) => ({
    cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
    origin: sameOrigin,
  });

  it('invite-only refuses a sign-up without an invite, and an invite admits one account once', async () => {
    const first = await signUp('operator');
    expect(first.json<{ account: { admin: boolean } }>().account.admin).toBe(true);
    const admin = headersOf(first);
    const member = headersOf(await signUp('member'));

    // The instance's other settings (name, logo, allow list) have their own tests.
    expect(
      (await t.app.inject({ url: '/api/admin/settings', headers: admin })).json(),
    ).toMatchObject({
      signup: 'open',
      // Test setups run hosted (testing/app.ts); the screen shows plan choices only then.
      plans: 'hosted',
    });
    const closed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { signup: 'invite-only' },
    });
    expect(closed.json()).toMatchObject({ signup: 'invite-only', plans: 'hosted' });

    const refused = await signUp('third');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error:
        'Sign-up on this Chorus is by invitation only. Ask its administrator for an invite link.',
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const { token, path } = created.json<{ token: string; path: string }>();
    expect(path).toBe(`/signup?invite=${token}`);
    const invited = await signUp('invited', token);
    expect(invited.statusCode).toBe(201);
    expect(invited.json<{ account: { admin: boolean } }>().account.admin).toBe(false);
    const stored = await t.database.db
      .selectFrom('invites')
      .select(['token_hash', 'used_by'])
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.used_by).toBe(invited.json<{ account: { id: number } }>().account.id);

    const again = await signUp('again', token);
    expect(again.statusCode).toBe(403);
    expect(again.json<{ error: string }>().error).toMatch(
      /^This invite link has already been used/,
    );
    expect((await signUp('forged', 'not-a-token')).statusCode).toBe(403);

    for (const [method, url] of [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings'],
      ['POST', '/api/admin/invites'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: member,
        ...(method === 'PUT' ? { payload: { signup: 'open' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { signup: 'closed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'signup', message: 'Please specify a valid signup.' },
    ]);
  });
});
