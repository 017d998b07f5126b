/**
 * A feed type with its own sign-in, served by the generic OAuth routes: an Instagram profile
 * signs in with Instagram Login (its own app, `CHORUS_OAUTH_INSTAGRAM_LOGIN_*`, or the one the
 * administrator saved under `instagram-login`), an Instagram hashtag with Facebook Login (the
 * connector's app, `CHORUS_OAUTH_INSTAGRAM_*`): the popup, the callback, the renewal before a
 * crawl and the admin screen's apps each follow the source's feed type.
 */
import { randomBytes } from 'node:crypto';
import { instagramConnector } from '@chorus/connector-instagram';
import { createSafeFetch } from '@chorus/connector-kit';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createKeyring, decodeSecretKey } from '../credentials/keyring.ts';
import { loadCredentials } from '../credentials/store.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { createSource } from '../db/repositories/sources.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { createTokenRefresher } from './refresh.ts';

const secretKey = randomBytes(32).toString('base64');
const keyring = createKeyring([decodeSecretKey(secretKey)]);
const day = 86_400_000;
const igUserId = '17841400000000001';

describe('a feed type that signs in with its own app', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  /** The same installation without Instagram Login in its environment. */
  let bare: FastifyInstance;
  let provider: FakeNetwork;
  let owner: Role;
  let admin: Role;
  let wall: WallRow;

  beforeAll(async () => {
    provider = await startFakeNetwork([
      {
        // Instagram Login's code exchange (api.instagram.com), with its documented `data` list.
        method: 'POST',
        path: '/ig-oauth/access_token',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          const ok =
            form.get('grant_type') === 'authorization_code' &&
            form.get('code') === 'good' &&
            form.get('client_id') === 'ig-login-app' &&
            form.get('client_secret') === 'ig-login-secret';
          return ok
            ? {
                body: {
                  data: [
                    {
                      access_token: 'IGAA-short',
                      user_id: igUserId,
                      permissions: 'instagram_business_basic',
                    },
                  ],
                },
              }
            : {
                status: 400,
                body: {
                  error_type: 'OAuthException',
                  code: 400,
                  error_message: 'Invalid authorization code',
                },
              };
        },
      },
      {
        path: '/ig/access_token',
        query: {
          grant_type: 'ig_exchange_token',
          client_secret: 'ig-login-secret',
          access_token: 'IGAA-short',
        },
        respond: { body: { access_token: 'IGAA-long', token_type: 'bearer', expires_in: 5183944 } },
      },
      {
        path: '/ig/refresh_access_token',
        query: { grant_type: 'ig_refresh_token', access_token: 'IGAA-long' },
        respond: { body: { access_token: 'IGAA-renewed', expires_in: 5184000 } },
      },
      {
        path: '/ig/v25.0/me',
        respond: { body: { user_id: igUserId, username: 'chorus.wall', id: '72048' } },
      },
      {
        // Facebook Login's long-lived exchange, for a hashtag source's renewal.
        method: 'POST',
        path: '/fb/oauth/access_token',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          return form.get('grant_type') === 'fb_exchange_token' &&
            form.get('client_id') === 'fb-app' &&
            form.get('client_secret') === 'fb-secret'
            ? { body: { access_token: 'EAAG-renewed', expires_in: 5183944 } }
            : { status: 400, body: { error: { message: 'Invalid client', code: 101 } } };
        },
      },
    ]);
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    const environment = {
      CHORUS_SECRET_KEY: secretKey,
      CHORUS_FETCH_ALLOW: '127.0.0.1/32',
      CHORUS_OAUTH_INSTAGRAM_CLIENT_ID: 'fb-app',
      CHORUS_OAUTH_INSTAGRAM_CLIENT_SECRET: 'fb-secret',
      CHORUS_BASE_URL_INSTAGRAM_API: `${provider.baseUrl}/fb`,
      CHORUS_BASE_URL_INSTAGRAM_IGAPI: `${provider.baseUrl}/ig/v25.0`,
      CHORUS_BASE_URL_INSTAGRAM_IGGRAPH: `${provider.baseUrl}/ig`,
      CHORUS_OAUTH_INSTAGRAM_LOGIN_TOKEN_URL: `${provider.baseUrl}/ig-oauth/access_token`,
    };
    const plugins = () => new PluginHost([...toyPlugins, instagramConnector()]);
    app = await buildApp({
      config: testConfig({
        ...environment,
        CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID: 'ig-login-app',
        CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_SECRET: 'ig-login-secret',
      }),
      database,
      plugins: plugins(),
      logger: false,
    });
    bare = await buildApp({
      config: testConfig(environment),
      database,
      plugins: plugins(),
      logger: false,
    });
    const user = await createAccount(database.db, 'ig-signin-owner');
    owner = await sessionRole(database.db, 'owner', user);
    const adminUser = await createAccount(database.db, 'ig-admin');
    await database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', adminUser.id)
      .execute();
    admin = await sessionRole(database.db, 'admin', { ...adminUser, is_admin: true });
    wall = await createWall(database.db, {
      userId: user.id,
      userName: `ig-signin-${user.id}`,
      name: 'Two logins',
    });
  });

  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await database?.close();
    await provider?.close();
  });

  const asOwner = { 'sec-fetch-site': 'same-origin' };

  /** Opens the spec's creation address and follows it to the consent screen. */
  async function popup(on: FastifyInstance, path: string) {
    const created = await on.inject({ url: path, headers: { ...owner.headers, ...asOwner } });
    expect(created.statusCode).toBe(302);
    const authorize = String(created.headers.location);
    const sourceId = Number(/^\/api\/instagram\/(\d+)\/authorize$/.exec(authorize)?.[1]);
    const started = await on.inject({ url: authorize, headers: { ...owner.headers, ...asOwner } });
    return { sourceId, started };
  }

  it('sends a profile to Instagram Login with its own client id, a hashtag to Facebook’s', async () => {
    const profile = await popup(app, `/instagram/profile/${wall.id}/chorus.wall/0`);
    expect(profile.started.statusCode).toBe(302);
    const instagram = new URL(String(profile.started.headers.location));
    expect(instagram.origin + instagram.pathname).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(instagram.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ig-login-app',
      redirect_uri: 'http://localhost/api/oauth/instagram/callback',
      scope: 'instagram_business_basic',
      state: expect.any(String),
    });

    const hashtag = await popup(app, `/instagram/hashtag/${wall.id}/chorusfest/0`);
    const facebook = new URL(String(hashtag.started.headers.location));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/v25.0/dialog/oauth');
    expect(facebook.searchParams.get('client_id')).toBe('fb-app');
    expect(facebook.searchParams.get('scope')).toContain('instagram_basic,');

    // The spec's refresh address of a profile signs in with Instagram Login again.
    const again = await app.inject({
      url: `/instagram/refresh/${String(profile.sourceId)}`,
      headers: owner.headers,
    });
    expect(again.headers.location).toBe(`/api/instagram/${String(profile.sourceId)}/authorize`);
  });

  it('completes a profile’s Instagram Login at its callback and keeps the account sealed', async () => {
    const { sourceId, started } = await popup(app, `/instagram/profile/${wall.id}/chorus.wall/0`);
    const state = new URL(String(started.headers.location)).searchParams.get('state');
    const done = await app.inject({
      url: `/api/oauth/instagram/callback?state=${String(state)}&code=good`,
      headers: { cookie: owner.headers.cookie ?? '' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('data-outcome="connected"');
    const stored = await loadCredentials(database.db, keyring, { sourceId, provider: 'instagram' });
    expect(stored?.payload).toEqual({
      login: 'instagram',
      accessToken: 'IGAA-long',
      igUserId,
      igUsername: 'chorus.wall',
      tokenExpiresAt: expect.any(String),
    });
    expect(new Date(stored?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 59 * day);
    // Instagram Login's code exchange, not Facebook's.
    expect(provider.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/ig-oauth/access_token', '/ig/access_token', '/ig/v25.0/me']),
    );
    expect(provider.requests.some((request) => request.path.startsWith('/fb/'))).toBe(false);
  });

  it('renews each source with its own sign-in before a crawl', async () => {
    const refresh = createTokenRefresher({
      config: app.config,
      db: database.db,
      http: createSafeFetch({ allowAddresses: ['127.0.0.1/32'] }),
      keyring: async () => keyring,
    });
    const connector = app.plugins.connectors.find((candidate) => candidate.id === 'instagram')!;
    const sourceOf = (feedType: string, options: Record<string, string>) =>
      createSource(database.db, {
        wallId: wall.id,
        network: 'instagram',
        feedType,
        options,
        label: feedType,
      });
    const dueIn = (payload: Record<string, string>) => ({
      provider: 'instagram',
      payload,
      expiresAt: new Date(Date.now() + 3 * day),
      keyId: keyring.currentKeyId ?? '',
    });
    const profile = await sourceOf('profile', { handle: 'chorus.wall' });
    const renewedProfile = await refresh({
      sourceId: profile.id,
      connector,
      record: dueIn({ login: 'instagram', accessToken: 'IGAA-long', igUserId }),
    });
    expect(renewedProfile).toMatchObject({ login: 'instagram', accessToken: 'IGAA-renewed' });

    const hashtag = await sourceOf('hashtag', { hashtag: 'chorusfest' });
    const renewedHashtag = await refresh({
      sourceId: hashtag.id,
      connector,
      record: dueIn({ accessToken: 'EAAG-long', igUserId, pageId: '110' }),
    });
    expect(renewedHashtag).toMatchObject({ accessToken: 'EAAG-renewed', pageId: '110' });
    const [igRefresh] = provider.requests.filter((r) => r.path === '/ig/refresh_access_token');
    expect(igRefresh?.query.get('grant_type')).toBe('ig_refresh_token');
  });

  it('lists Instagram Login as its own app: unset, it refuses the profile popup; saved, it is used', async () => {
    const providers = (await bare.inject({ url: '/api/oauth/providers' })).json<{
      providers: Record<string, { configured: boolean; message: string | null }>;
    }>().providers;
    expect(providers).toMatchObject({
      instagram: { configured: true, message: null },
      'instagram-login': {
        configured: false,
        message:
          'Signing in with Instagram Login is not set up on this Chorus server. Ask its administrator to set CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID.',
      },
    });
    const refused = await popup(bare, `/instagram/profile/${wall.id}/chorus.wall/0`);
    expect(refused.started.statusCode).toBe(503);
    expect(refused.started.body).toContain('CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID');

    const apps = (
      await bare.inject({ url: '/api/admin/connectors', headers: admin.headers })
    ).json<{
      connectors: { network: string; name: string; feed_types: string[]; source: string }[];
    }>().connectors;
    expect(apps.filter((view) => view.network.startsWith('instagram'))).toEqual([
      expect.objectContaining({
        network: 'instagram',
        name: 'Instagram',
        source: 'environment',
        feed_types: expect.arrayContaining(['Hashtag', 'Tagged posts']),
      }),
      expect.objectContaining({
        network: 'instagram-login',
        name: 'Instagram Login',
        source: 'none',
        feed_types: ['Profile'],
        variable: 'CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID',
      }),
    ]);
    const saved = await bare.inject({
      method: 'PUT',
      url: '/api/admin/connectors/instagram-login',
      headers: admin.headers,
      payload: { client_id: 'saved-ig-login', client_secret: 'saved-ig-secret' },
    });
    expect(saved.json()).toMatchObject({ network: 'instagram-login', source: 'saved' });
    const profile = await popup(bare, `/instagram/profile/${wall.id}/chorus.wall/0`);
    const consent = new URL(String(profile.started.headers.location));
    expect(consent.origin).toBe('https://www.instagram.com');
    expect(consent.searchParams.get('client_id')).toBe('saved-ig-login');
    // The connector's own app is not touched by it.
    const hashtag = await popup(bare, `/instagram/hashtag/${wall.id}/chorusfest/0`);
    expect(new URL(String(hashtag.started.headers.location)).searchParams.get('client_id')).toBe(
      'fb-app',
    );
  });
});
