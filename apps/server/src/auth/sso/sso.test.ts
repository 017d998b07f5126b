/**
 * Sign-in with an identity provider against the fake provider on 127.0.0.1
 * (testing-provider.ts): the whole redirect dance, with the browser's part played by `fetch`
 * (to the provider) and `inject` (to Chorus).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../../db/open.ts';
import { saveInstanceSettings } from '../../db/repositories/instance.ts';
import { findUserByEmail } from '../../db/repositories/accounts.ts';
import { createUser } from '../../db/repositories/users.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { buildTestApp, testConfig } from '../../testing/app.ts';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../password.ts';
import { identitiesOf, ssoDb } from './identities.ts';
import { ssoProvidersOf } from './sso-config.ts';
import { startFakeIdentityProvider, type FakeIdentityProvider } from './testing-provider.ts';

const publicUrl = 'http://chorus.test';

function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  const pair = found?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}

describe.each(testDatabases())('sign-in with a provider on $name', ({ open }) => {
  let provider: FakeIdentityProvider;
  let database: ChorusDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = await startFakeIdentityProvider();
    database = await open();
    app = await buildTestApp(
      database,
      testConfig({ CHORUS_PUBLIC_URL: publicUrl, ...provider.environment() }),
    );
    await app.ready();
    // An administrator exists, so the sign-up mode applies to newcomers.
    const admin = await createUser(database.db, {
      username: uniqueName('admin'),
      email: `${uniqueName('admin')}@example.com`,
      passwordHash: await hashPassword('secret1'),
    });
    await database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', admin.id)
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await provider?.close();
  });
  beforeEach(async () => {
    provider.tamper = 'none';
    await saveInstanceSettings(database.db, { signup: 'open' });
  });

  interface Outcome {
    /** Where Chorus sent the browser at the end. */
    readonly location: string;
    readonly session?: string;
  }

  /** Start, the provider's consent, the callback, as a browser follows them. */
  async function signIn(
    id = 'testid',
    options: { cookie?: string; next?: string; tamperState?: boolean; dropBrowser?: boolean } = {},
  ): Promise<Outcome> {
    const query = options.next ? `?next=${encodeURIComponent(options.next)}` : '';
    const start = await app.inject({
      url: `/api/sso/${id}/start${query}`,
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
    expect(start.statusCode).toBe(302);
    const browser = cookieOf(start, 'chorus_sso');
    const location = start.headers.location as string;
    if (!location.startsWith(provider.issuer)) return { location };
    const toProvider = new URL(location);
    const consent = await fetch(toProvider, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.origin).toBe(publicUrl);
    if (options.tamperState) back.searchParams.set('state', 'forged-state');
    const cookies = [options.dropBrowser ? undefined : browser, options.cookie].filter(Boolean);
    const callback = await app.inject({
      url: back.pathname + back.search,
      headers: cookies.length > 0 ? { cookie: cookies.join('; ') } : {},
    });
    expect(callback.statusCode).toBe(302);
    const session = cookieOf(callback, 'chorus_session');
    return { location: callback.headers.location as string, ...(session ? { session } : {}) };
  }

  async function currentUser(session: string) {
    const response = await app.inject({ url: '/api/user/current', headers: { cookie: session } });
    expect(response.statusCode).toBe(200);
    return response.json<{ account: { username: string; email: string; id: number } }>().account;
  }

  it('lists the configured providers by id and name only', async () => {
    const response = await app.inject({ url: '/api/sso/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      providers: [
        { id: 'facebook', name: 'Facebook' },
        { id: 'testid', name: 'Test ID' },
      ],
    });
    expect(response.body).not.toContain('secret');
  });

  it('creates an account on a first sign-in, verified, and signs the same subject into it again', async () => {
    const email = `${uniqueName('new')}@example.com`;
    provider.user = { sub: uniqueName('sub'), email, email_verified: true, name: 'New Owner' };
    const first = await signIn('testid', { next: '/admin/walls' });
    expect(first.location).toBe('/admin/walls');
    expect(first.session).toBeDefined();
    const account = await currentUser(first.session!);
    expect(account.email).toBe(email);
    const stored = await findUserByEmail(database.db, email);
    expect(stored?.email_verified_at).not.toBeNull();
    // The provider's address changes later: the subject still opens the same account.
    provider.user = { ...provider.user, email: `${uniqueName('moved')}@example.com` };
    const again = await signIn();
    expect(again.location).toBe('/admin');
    expect((await currentUser(again.session!)).username).toBe(account.username);
    expect(await identitiesOf(database.db, stored!.id)).toHaveLength(1);
  });

  it('links a verified provider address to the account with that verified address', async () => {
    const email = `${uniqueName('owner')}@example.com`;
    const owner = await createUser(database.db, {
      username: uniqueName('owner'),
      email,
      passwordHash: await hashPassword('secret1'),
    });
    await database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', owner.id)
      .execute();
    provider.user = { sub: uniqueName('sub'), email: email.toUpperCase(), email_verified: true };
    const outcome = await signIn();
    expect(outcome.location).toBe('/admin');
    expect((await currentUser(outcome.session!)).username).toBe(owner.username);
    expect(await identitiesOf(database.db, owner.id)).toEqual([
      expect.objectContaining({ provider: 'testid' }),
    ]);
  });

  it('never links an address the provider did not verify, nor an account whose own address is unverified', async () => {
    const email = `${uniqueName('victim')}@example.com`;
    const owner = await createUser(database.db, {
      username: uniqueName('victim'),
      email,
      passwordHash: await hashPassword('secret1'),
    });
    provider.user = { sub: uniqueName('sub'), email, email_verified: false };
    expect(await signIn()).toEqual({ location: '/login?sso_error=email-unverified' });
    // Verified by the provider, but the account never proved the address its own.
    provider.user = { sub: uniqueName('sub'), email, email_verified: true };
    expect(await signIn()).toEqual({ location: '/login?sso_error=account-unverified' });
    expect(await identitiesOf(database.db, owner.id)).toEqual([]);
  });

  it('makes a new, unverified account for an unverified address nobody uses', async () => {
    const email = `${uniqueName('fresh')}@example.com`;
    provider.user = { sub: uniqueName('sub'), email, email_verified: false };
    const outcome = await signIn();
    expect(outcome.session).toBeDefined();
    expect((await findUserByEmail(database.db, email))?.email_verified_at).toBeNull();
  });

  it('refuses a forged state, an answer in another browser, and a replayed answer', async () => {
    provider.user = {
      sub: uniqueName('sub'),
      email: `${uniqueName('s')}@example.com`,
      email_verified: true,
    };
    const before = provider.tokenRequests;
    expect(await signIn('testid', { tamperState: true })).toEqual({
      location: '/login?sso_error=state',
    });
    expect(await signIn('testid', { dropBrowser: true })).toEqual({
      location: '/login?sso_error=state',
    });
    // The provider was never asked to redeem a code for a forged or foreign answer.
    expect(provider.tokenRequests).toBe(before);
    const start = await app.inject({ url: '/api/sso/testid/start' });
    const browser = cookieOf(start, 'chorus_sso')!;
    const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const url = back.pathname + back.search;
    const first = await app.inject({ url, headers: { cookie: browser } });
    expect(first.headers.location).toBe('/admin');
    const replay = await app.inject({ url, headers: { cookie: browser } });
    expect(replay.headers.location).toBe('/login?sso_error=state');
  });

  it('refuses an ID token signed with a key outside the JWKS, or with the wrong nonce', async () => {
    const email = `${uniqueName('t')}@example.com`;
    provider.user = { sub: uniqueName('sub'), email, email_verified: true };
    provider.tamper = 'signature';
    expect(await signIn()).toEqual({ location: '/login?sso_error=token' });
    provider.tamper = 'nonce';
    expect(await signIn()).toEqual({ location: '/login?sso_error=token' });
    expect(await findUserByEmail(database.db, email)).toBeUndefined();
  });

  it('lands on the sign-in screen when the person says no or the provider is unknown', async () => {
    provider.tamper = 'deny';
    expect(await signIn()).toEqual({ location: '/login?sso_error=denied' });
    expect(await signIn('nowhere')).toEqual({ location: '/login?sso_error=unknown-provider' });
  });

  it('refuses new accounts when sign-up is invite-only, but still signs linked accounts in', async () => {
    const linkedSub = uniqueName('sub');
    provider.user = {
      sub: linkedSub,
      email: `${uniqueName('l')}@example.com`,
      email_verified: true,
    };
    expect((await signIn()).session).toBeDefined();
    await saveInstanceSettings(database.db, { signup: 'invite-only' });
    const email = `${uniqueName('closed')}@example.com`;
    provider.user = { sub: uniqueName('sub'), email, email_verified: true };
    expect(await signIn()).toEqual({ location: '/login?sso_error=signup-closed' });
    expect(await findUserByEmail(database.db, email)).toBeUndefined();
    provider.user = { sub: linkedSub, email: 'whatever@example.com', email_verified: true };
    expect((await signIn()).session).toBeDefined();
  });

  it('signs in with Facebook, whose address never counts as verified', async () => {
    const email = `${uniqueName('fb')}@example.com`;
    provider.user = { sub: uniqueName('fbid'), email, name: 'Face Book' };
    const outcome = await signIn('facebook');
    expect(outcome.location).toBe('/admin');
    const account = await currentUser(outcome.session!);
    expect(account.email).toBe(email);
    expect((await findUserByEmail(database.db, email))?.email_verified_at).toBeNull();
    const rows = await ssoDb(database.db)
      .selectFrom('sso_identities')
      .select(['provider', 'subject'])
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ provider: 'facebook', subject: provider.user.sub }]);
  });

  it('links a provider to the account already signed in in this browser', async () => {
    provider.user = {
      sub: uniqueName('sub'),
      email: `${uniqueName('me')}@example.com`,
      email_verified: true,
    };
    const first = await signIn('testid', {});
    expect(first.session).toBeDefined();
    const me = await currentUser(first.session!);
    provider.user = { sub: uniqueName('fbid'), email: `${uniqueName('other')}@example.com` };
    const linked = await signIn('facebook', { cookie: first.session! });
    expect((await currentUser(linked.session!)).username).toBe(me.username);
  });
});

describe('CHORUS_SSO_* configuration', () => {
  it('reads presets, generic providers and refuses what it cannot use', () => {
    expect(
      ssoProvidersOf({
        CHORUS_SSO_GOOGLE_CLIENT_ID: 'g',
        CHORUS_SSO_GOOGLE_CLIENT_SECRET: 'gs',
        CHORUS_SSO_LINKEDIN_CLIENT_ID: 'l',
        CHORUS_SSO_MY_IDP_ISSUER: 'https://id.example.org/realms/x',
        CHORUS_SSO_MY_IDP_CLIENT_ID: 'm',
        CHORUS_SSO_MY_IDP_NAME: 'Example ID',
        CHORUS_SSO_UNUSED_ISSUER: 'https://unused.example.org',
      }),
    ).toEqual([
      {
        id: 'google',
        name: 'Google',
        kind: 'oidc',
        clientId: 'g',
        clientSecret: 'gs',
        issuer: 'https://accounts.google.com',
      },
      {
        id: 'linkedin',
        name: 'LinkedIn',
        kind: 'oidc',
        clientId: 'l',
        issuer: 'https://www.linkedin.com/oauth',
      },
      {
        id: 'my-idp',
        name: 'Example ID',
        kind: 'oidc',
        clientId: 'm',
        issuer: 'https://id.example.org/realms/x',
      },
    ]);
    expect(ssoProvidersOf({ CHORUS_SSO_ACME_CLIENT_ID: 'a' })).toMatch(/CHORUS_SSO_ACME_ISSUER/);
    expect(ssoProvidersOf({ CHORUS_SSO_ACME_COLOR: 'red' })).toMatch(/expected/);
    expect(() =>
      loadConfig({ CHORUS_SSO_X_ISSUER: 'ftp://x', CHORUS_SSO_X_CLIENT_ID: 'x' }),
    ).toThrow(/must be an http\(s\) address/);
  });
});
