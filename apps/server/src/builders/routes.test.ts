/**
 * `/wix/endpoint` and `/wix/settings`: a verified instance leads to the `wix_<md5>` account's
 * wall (made once, even by two first visits at once) or, for the site's owner, to a session
 * of that account and its edit panel; anything else gets a refusal page, never a wall.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/session.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole } from '../testing/roles.ts';
import { messages } from '@chorus/core';
import { signWixInstance, wixUserName } from './wix-instance.ts';
import { builderRefusals } from './wix-pages.ts';
import { wixInstanceCookieName, wixUpgradeUrl } from './wix-upgrade.ts';

const secret = 'routes-test-secret';
const signed = (instanceId: string, permissions = 'OWNER') =>
  encodeURIComponent(
    signWixInstance({ instanceId, signDate: new Date().toISOString(), permissions }, secret),
  );

/** The `name=value` pair of a cookie the answer sets. */
function cookiePair(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${sessionCookieName}=`));
  if (!found) throw new Error('no session cookie was set');
  return found;
}

describe.each(testDatabases())('website-builder routes on $name', (target) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let unconfigured: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, testConfig({ CHORUS_WIX_APP_SECRET: secret }));
    unconfigured = await buildTestApp(database, testConfig());
  });

  afterAll(async () => {
    await app?.close();
    await unconfigured?.close();
    await database?.close();
  });

  it('sends a verified endpoint visit to the wall of wix_ and the MD5 of the instance id', async () => {
    const response = await app.inject({ url: `/wix/endpoint?instance=${signed('site-one')}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/${wixUserName('site-one')}`);
    const profile = await app.inject({ url: `/api/profile/${wixUserName('site-one')}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      user_name: wixUserName('site-one'),
      settings: { wix: 1 },
    });
  });

  it('makes the account once, even for two first visits at once', async () => {
    const url = `/wix/endpoint?instance=${signed('site-two')}`;
    const answers = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([302, 302]);
    await app.inject({ url });
    const name = wixUserName('site-two');
    const users = await database.db
      .selectFrom('users')
      .select(['id', 'is_admin', 'password_hash'])
      .where('username', '=', name)
      .execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.is_admin).toBe(false);
    const walls = await database.db
      .selectFrom('walls')
      .select('user_id')
      .where('user_name', '=', name)
      .execute();
    expect(walls).toEqual([{ user_id: users[0]?.id }]);
    // No password opens it: signing in with any is refused.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost' },
      payload: { username: name, password: users[0]?.password_hash ?? '' },
    });
    expect(signIn.statusCode).not.toBe(200);
  });

  it.each([
    ['no instance', '', 'missing'],
    ['an unreadable instance', '?instance=not-an-instance', 'malformed'],
    [
      'an instance signed with another secret',
      `?instance=${encodeURIComponent(signWixInstance({ instanceId: 'x' }, 'wrong'))}`,
      'bad-signature',
    ],
  ] as const)('refuses %s with a plain page', async (_case, query, refusal) => {
    for (const path of ['/wix/endpoint', '/wix/settings']) {
      const response = await app.inject({ url: `${path}${query}` });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(builderRefusals[refusal].sentence);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('refuses a forged payload behind a real signature', async () => {
    const [signature] = decodeURIComponent(signed('site-three')).split('.');
    const forged = Buffer.from(JSON.stringify({ instanceId: 'site-four' })).toString('base64url');
    const response = await app.inject({ url: `/wix/endpoint?instance=${signature}.${forged}` });
    expect(response.statusCode).toBe(403);
    const made = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', 'in', [wixUserName('site-three'), wixUserName('site-four')])
      .execute();
    expect(made).toEqual([]);
  });

  it('answers 404 when the Wix app is not configured', async () => {
    const response = await unconfigured.inject({
      url: `/wix/endpoint?instance=${signed('site-one')}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(builderRefusals['not-configured'].sentence);
  });

  it("gives the site's owner a session of the builder account only, then its edit panel", async () => {
    const other = await sessionRole(database.db, 'owner', await createAccount(database.db, 'wix'));
    const response = await app.inject({
      url: `/wix/settings?instance=${signed('site-five')}`,
      headers: { cookie: other.headers.cookie ?? '' },
    });
    expect(response.statusCode).toBe(302);
    const name = wixUserName('site-five');
    expect(response.headers.location).toBe(`/${name}/edit`);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    // Plain http: SameSite=None would need Secure, which browsers only keep over https.
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = cookie.split(';')[0] ?? '';
    const account = await app.inject({ url: '/api/user/current', headers: { cookie: session } });
    expect(account.json()).toMatchObject({ account: { username: name } });
    // The session reaches that account's wall and no other.
    const rename = (wall: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/profile/${wall}`,
        headers: { cookie: session, origin: 'http://localhost' },
        payload: { name: 'Our shop wall' },
      });
    expect((await rename(name)).statusCode).toBe(200);
    expect([403, 404]).toContain((await rename(wixUserName('site-one'))).statusCode);
    // The session the browser held before ended.
    const before = await app.inject({
      url: '/api/user/current',
      headers: { cookie: other.headers.cookie ?? '' },
    });
    expect(before.statusCode).toBe(401);
  });

  it('sets a SameSite=None; Secure cookie over https', async () => {
    const https = await buildTestApp(
      database,
      testConfig({ CHORUS_WIX_APP_SECRET: secret, CHORUS_PUBLIC_URL: 'https://walls.example' }),
    );
    try {
      const secure = await https.inject({ url: `/wix/settings?instance=${signed('site-five')}` });
      const cookie = sessionCookieOf(secure.headers['set-cookie']);
      expect(cookie).toMatch(/SameSite=None/i);
      expect(cookie).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
    // Without a trusted proxy, a forwarded header does not make the request https.
    const forwarded = await app.inject({
      url: `/wix/settings?instance=${signed('site-five')}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookieOf(forwarded.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
  });

  it("refuses the settings to a site visitor's instance", async () => {
    const response = await app.inject({
      url: `/wix/settings?instance=${signed('site-six', 'NONE')}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(builderRefusals['not-owner'].sentence);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses fast scrape on the basic plan with the upgrade message, and allows it above', async () => {
    const response = await app.inject({ url: `/wix/settings?instance=${signed('site-seven')}` });
    const session = sessionCookieOf(response.headers['set-cookie']).split(';')[0] ?? '';
    const name = wixUserName('site-seven');
    const fastScrape = (wall: string, cookie: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/profile/${wall}`,
        headers: { cookie, origin: 'http://localhost' },
        payload: { account: 1 },
      });
    const refused = await fastScrape(name, session);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: messages.upgradeRequired });
    // Turning it off, or another switch, is not refused.
    const off = await app.inject({
      method: 'PUT',
      url: `/api/profile/${name}`,
      headers: { cookie: session, origin: 'http://localhost' },
      payload: { account: 0, textupdates: 0 },
    });
    expect(off.statusCode).toBe(200);
    await database.db
      .updateTable('users')
      .set({ plan: 'plus' })
      .where('username', '=', name)
      .execute();
    const allowed = await fastScrape(name, session);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ account: 1 });
    // Outside the builder the switch is not gated.
    const owner = await createAccount(database.db, 'plain', { plan: 'basic' });
    const role = await sessionRole(database.db, 'owner', owner);
    const created = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { ...role.headers },
      payload: { name: 'Plain wall', user_name: `${owner.username}-wall` },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect((await fastScrape(`${owner.username}-wall`, role.headers.cookie ?? '')).statusCode).toBe(
      200,
    );
  });
  it("sends the builder's upgrade link to the app's Wix billing page, and only its own", async () => {
    const withAppId = await buildTestApp(
      database,
      testConfig({ CHORUS_WIX_APP_SECRET: secret, CHORUS_WIX_APP_ID: 'app-123' }),
    );
    try {
      const opened = await withAppId.inject({
        url: `/wix/settings?instance=${signed('site-eight')}`,
      });
      const session = cookiePair(opened.headers['set-cookie'], sessionCookieName);
      const instance = cookiePair(opened.headers['set-cookie'], wixInstanceCookieName);
      expect(instance).toBe(`${wixInstanceCookieName}=site-eight`);
      const pricing = (cookie: string, target = withAppId) =>
        target.inject({ url: '/pricing', headers: { cookie } });
      const upgrade = await pricing(`${session}; ${instance}`);
      expect(upgrade.statusCode).toBe(302);
      expect(upgrade.headers.location).toBe(
        'https://www.wix.com/apps/upgrade/app-123?appInstanceId=site-eight',
      );
      expect(wixUpgradeUrl('app-123', 'site-eight')).toBe(upgrade.headers.location);
      // Another site's instance id in the cookie does not match this account: the plans page.
      const forged = await pricing(`${session}; ${wixInstanceCookieName}=site-one`);
      expect(forged.statusCode).toBe(200);
      expect(forged.body).toContain('<h1>Plans</h1>');
      // Without the app id, or for an owner outside the builder, the plans page too.
      expect((await pricing(`${session}; ${instance}`, app)).statusCode).toBe(200);
      const owner = await sessionRole(database.db, 'owner', await createAccount(database.db, 'p'));
      expect((await pricing(`${owner.headers.cookie ?? ''}; ${instance}`)).statusCode).toBe(200);
    } finally {
      await withAppId.close();
    }
  });

  it('sends the index to the settings page inside the builder, and nowhere else', async () => {
    const opened = await app.inject({ url: `/wix/settings?instance=${signed('site-nine')}` });
    const session = cookiePair(opened.headers['set-cookie'], sessionCookieName);
    const name = wixUserName('site-nine');
    const index = await app.inject({ url: '/', headers: { cookie: session } });
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toBe(`/${name}/edit`);
    const withQuery = await app.inject({ url: '/?help=1', headers: { cookie: session } });
    expect(withQuery.headers.location).toBe(`/${name}/edit?help=1`);
    // Other pages of the builder account, an ordinary owner and a visitor are left alone.
    expect((await app.inject({ url: `/${name}`, headers: { cookie: session } })).statusCode).toBe(
      200,
    );
    const owner = await sessionRole(database.db, 'owner', await createAccount(database.db, 'i'));
    expect((await app.inject({ url: '/', headers: owner.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
  });
});
