import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { createWall } from '../../db/repositories/walls.ts';
import { buildTestApp, testConfig } from '../../testing/app.ts';
import { rolePassword, sameOrigin } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';

function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header ?? '']).find((c) =>
    c.startsWith('chorus_session='),
  );
  return (value ?? '').split(';')[0] ?? '';
}

describe.each(testDatabases())('sign-up, sign-in and settings on $name', ({ open }) => {
  const t = useRoleApp(open);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: sameOrigin, ...headers } });

  it('signs up an owner, sets an HttpOnly SameSite=Lax session cookie, and knows them', async () => {
    const username = uniqueName('alice');
    const response = await post('/api/signup', {
      username,
      email: `${username}@example.com`,
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().account).toMatchObject({ username, plan: 'basic', creator_id: null });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^chorus_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=2592000');
    expect(setCookie).not.toContain('Secure');

    const current = await t.app.inject({
      url: '/api/user/current',
      headers: { cookie: sessionCookie(response) },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      account: { username },
      settings: {
        plan: 'basic',
        token: null,
        accounts: [],
        feed_count: { active: 0, inactive: 0, allowed: 1 },
        plans: 'hosted',
      },
    });
  });

  it('refuses a short username, short password and bad e-mail with the spec messages', async () => {
    const response = await post('/api/signup', {
      username: ' abc ',
      email: 'nope',
      password: '1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Something was wrong with your request.',
      issues: [
        { path: 'username', message: 'Username must be at least 5 characters.' },
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'password', message: 'Password must be at least 5 characters.' },
      ],
    });
    const missing = await post('/api/signup', {});
    expect(missing.json().issues).toContainEqual({ path: 'email', message: 'Email is required.' });
  });

  it('refuses a taken username (any case) and a taken e-mail with the spec messages', async () => {
    const owner = t.roles.ownerA.user!;
    const taken = await post('/api/signup', {
      username: owner.username.toUpperCase(),
      email: 'fresh@example.com',
      password: 'secret1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'Username already exists. Please try a different username.',
    });
    const email = await post('/api/signup', {
      username: uniqueName('bob'),
      email: owner.email.toUpperCase(),
      password: 'secret1',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      error: 'Account with this email already exists. Please try a different email.',
    });
  });

  it('lets only one of two simultaneous sign-ups with one e-mail (any case) through', async () => {
    const email = `${uniqueName('twin')}@example.com`;
    const responses = await Promise.all([
      post('/api/signup', { username: uniqueName('twin'), email, password: 'secret1' }),
      post('/api/signup', {
        username: uniqueName('twin'),
        email: email.toUpperCase(),
        password: 'secret1',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: 'Account with this email already exists. Please try a different email.',
    });
  });

  it('signs in by username or e-mail, and refuses a wrong password without saying which part', async () => {
    const owner = t.roles.ownerB.user!;
    const byName = await post('/api/login', { username: owner.username, password: rolePassword });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().account.username).toBe(owner.username);
    expect(sessionCookie(byName)).toMatch(/^chorus_session=/);
    const byEmail = await post('/api/login', { username: owner.email, password: rolePassword });
    expect(byEmail.statusCode).toBe(200);
    for (const attempt of [
      { username: owner.username, password: 'wrong-password' },
      { username: 'nobody-by-this-name', password: rolePassword },
    ]) {
      const refused = await post('/api/login', attempt);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Incorrect username or password.' });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const owner = t.roles.ownerB.user!;
    const login = await post('/api/login', { username: owner.username, password: rolePassword });
    const cookie = sessionCookie(login);
    const logout = await post('/api/logout', {}, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(
      /chorus_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    const after = await t.app.inject({ url: '/api/user/current', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('ends a session the browser already held when it signs in again', async () => {
    const owner = t.roles.ownerB.user!;
    const first = sessionCookie(
      await post('/api/login', { username: owner.username, password: rolePassword }),
    );
    const second = await post(
      '/api/login',
      { username: owner.username, password: rolePassword },
      { cookie: first },
    );
    expect(sessionCookie(second)).not.toBe(first);
    expect(
      (await t.app.inject({ url: '/api/user/current', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    const current = await t.app.inject({
      url: '/api/user/current',
      headers: { cookie: sessionCookie(second) },
    });
    expect(current.statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const owner = t.roles.ownerB.user!;
    const response = await post(
      '/api/login',
      { username: owner.username, password: rolePassword },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Something was wrong with your request.' });
  });

  it('shows settings: plan, a token hint never the token, sub-accounts and feed allowance', async () => {
    const owner = t.roles.ownerA.user!;
    await createWall(t.database.db, {
      userId: owner.id,
      userName: uniqueName('off'),
      name: 'Off',
      status: 2,
    });
    const response = await t.app.inject({
      url: '/api/user/current',
      headers: t.roles.ownerA.headers,
    });
    const { settings, permissions } = response.json();
    expect(settings.plan).toBe('premium');
    expect(settings.token).toMatch(/^…([\w-]{4})?$/);
    expect(settings.accounts.length).toBe(15);
    expect(settings.accounts[0]).not.toHaveProperty('password_hash');
    expect(settings.feed_count).toEqual({ active: 1, inactive: 1, allowed: 50 });
    // Hosted (the test default), so the dashboard may show the allowance alert and prompts.
    expect(settings.plans).toBe('hosted');
    expect(permissions).toContain('ownership_tint');

    const sub = await t.app.inject({
      url: '/api/user/current',
      headers: t.roles.withPermission.moderate_tint.headers,
    });
    expect(sub.json()).toMatchObject({
      permissions: ['moderate_tint'],
      settings: { plan: 'premium', token: null, accounts: [] },
    });
  });

  it("keeps the owner app's language: null (the browser's) until set, then the chosen one", async () => {
    const username = uniqueName('polyglot');
    const signup = await post('/api/signup', {
      username,
      email: `${username}@example.com`,
      password: 'secret1',
    });
    expect(signup.json().account.language).toBeNull();
    const cookie = sessionCookie(signup);
    const current = async () =>
      (await t.app.inject({ url: '/api/user/current', headers: { cookie } })).json().account;
    expect((await current()).language).toBeNull();

    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/language',
        payload,
        headers: { origin: sameOrigin, cookie },
      });
    const french = await put({ language: 'fr' });
    expect(french.statusCode).toBe(200);
    expect(french.json().account).toMatchObject({ username, language: 'fr' });
    expect((await current()).language).toBe('fr');

    for (const language of ['klingon', 'FR', 'ar-XB', 7, '']) {
      const refused = await put({ language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Something was wrong with your request.',
        issues: [{ path: 'language', message: 'Please specify a valid language.' }],
      });
    }
    expect((await put({})).json().issues).toEqual([
      { path: 'language', message: 'Please specify a valid language.' },
    ]);
    expect((await current()).language).toBe('fr');

    const browser = await put({ language: null });
    expect(browser.statusCode).toBe(200);
    expect(browser.json().account.language).toBeNull();
    expect((await current()).language).toBeNull();
  });

  it("sets a sub-account's own language, not its owner's", async () => {
    const sub = t.roles.withPermission.moderate_tint;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'de' },
      headers: { origin: sameOrigin, ...sub.headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ id: sub.user!.id, language: 'de' });
    const owner = await t.app.inject({ url: '/api/user/current', headers: t.roles.ownerA.headers });
    expect(owner.json().account.language).toBeNull();
  });

  it('refuses settings to visitors and to white-label tokens', async () => {
    expect((await t.app.inject({ url: '/api/user/current' })).statusCode).toBe(401);
    const wl = await t.app.inject({
      url: '/api/user/current',
      headers: t.roles.whiteLabelA.headers,
    });
    expect(wl.statusCode).toBe(403);
  });
});

describe('session cookie behind https and the sign-in limit', () => {
  it('marks the cookie Secure when the public address is https', async () => {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    const app = await buildTestApp(
      database,
      testConfig({ CHORUS_PUBLIC_URL: 'https://chorus.example' }),
    );
    try {
      const username = uniqueName('secure');
      const response = await app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { origin: 'https://chorus.example' },
        payload: { username, email: `${username}@example.com`, password: 'secret1' },
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 429 with Retry-After after 10 sign-ins for one username, and 30 from one address', async () => {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    const app = await buildTestApp(database);
    const login = (username: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { username, password: 'wrong-password' },
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await login('victim-user', `10.0.0.${i}`)).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      const limited = await login('victim-user', '10.0.1.1');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
      });

      const fromOneAddress: number[] = [];
      for (let i = 0; i < 31; i += 1)
        fromOneAddress.push((await login(`user-${i}`, '10.0.2.1')).statusCode);
      expect(fromOneAddress.at(-1)).toBe(429);
      expect(fromOneAddress.slice(0, 30).every((status) => status === 401)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
