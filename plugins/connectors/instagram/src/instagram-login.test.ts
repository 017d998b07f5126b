/** Instagram Login, the profile feed type's own sign-in: the swap, the account, the refresh. */
import { afterEach, describe, expect, it } from 'vitest';
import { feedTypeAuthOf, oauthAppsOf, type OAuthSignInContext } from '@chorus/core';
import {
  createFixtureFetch,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { instagramConnector } from './index.ts';
import {
  fixture,
  igUserId,
  instagramLoginRoutes,
  signedIn,
  signedInWithInstagram,
  splitBaseUrls,
} from './testing.ts';

let network: FakeNetwork | undefined;
const http = createFixtureFetch();
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const connector = instagramConnector();
const profileAuth = feedTypeAuthOf(connector, 'profile');
if (profileAuth.kind !== 'oauth2' || !profileAuth.completeSignIn || !profileAuth.renewTokens) {
  throw new Error('Instagram profiles sign in with their own OAuth 2 steps');
}
const { completeSignIn, renewTokens } = profileAuth;
const now = new Date('2026-11-22T12:00:00Z');
const client = { clientId: 'ig-app-id', clientSecret: 'ig-app-secret' };
const shortLived = {
  accessToken: 'IGAA-short-lived',
  refreshToken: null,
  expiresAt: null,
  scope: null,
  raw: { user_id: igUserId, permissions: 'instagram_business_basic' },
};

async function signIn(handle: string, routes: FakeRoute[] = instagramLoginRoutes()) {
  network = await startFakeNetwork(routes);
  const source: OAuthSignInContext['source'] = { feedType: 'profile', options: { handle } };
  return completeSignIn({
    http,
    tokens: shortLived,
    client,
    source,
    baseUrls: splitBaseUrls(network),
    pluginOptions: {},
    now,
  });
}

async function renew(credentials: Record<string, string>, routes = instagramLoginRoutes()) {
  network = await startFakeNetwork(routes);
  return renewTokens({
    http,
    credentials,
    client,
    baseUrls: splitBaseUrls(network),
    pluginOptions: {},
    now,
  });
}

describe('the sign-in of each feed type', () => {
  it('is Instagram Login with its own app for profiles, Facebook Login for the others', () => {
    expect(profileAuth).toMatchObject({
      kind: 'oauth2',
      app: { id: 'instagram-login', name: 'Instagram Login' },
      authorizeUrl: 'https://www.instagram.com/oauth/authorize',
      tokenUrl: 'https://api.instagram.com/oauth/access_token',
      scopes: ['instagram_business_basic'],
      pkce: false,
      clientAuthentication: 'body',
      scopeSeparator: ',',
      renewBeforeMs: 10 * 24 * 60 * 60 * 1000,
    });
    for (const feedType of ['hashtag', 'tagged']) {
      expect(feedTypeAuthOf(connector, feedType)).toBe(connector.auth);
    }
    expect(connector.auth).toMatchObject({
      authorizeUrl: 'https://www.facebook.com/v25.0/dialog/oauth',
    });
    // Two apps for the administrator to register, each with the feed types it signs in.
    expect(oauthAppsOf(connector).map(({ app, feedTypes }) => [app, feedTypes])).toEqual([
      [
        { id: 'instagram', name: 'Instagram' },
        ['hashtag', 'tagged', 'mentions', 'location', 'geo'],
      ],
      [{ id: 'instagram-login', name: 'Instagram Login' }, ['profile']],
    ]);
  });
});

describe('Instagram Login for a profile', () => {
  it('swaps the short-lived token for a long-lived one and stores the account', async () => {
    const result = await signIn('@Chorus.Wall');
    const expiresAt = new Date(now.getTime() + 5183944 * 1000);
    expect(result.tokens).toMatchObject({ accessToken: 'IGAA-long-lived-token', expiresAt });
    expect(result.credentials).toEqual({
      login: 'instagram',
      igUserId,
      igUsername: 'chorus.wall',
      tokenExpiresAt: expiresAt.toISOString(),
    });
    const [exchange, me] = network?.requests ?? [];
    expect(exchange?.path).toBe('/ig/access_token');
    expect(Object.fromEntries(exchange?.query ?? [])).toEqual({
      grant_type: 'ig_exchange_token',
      client_secret: 'ig-app-secret',
      access_token: 'IGAA-short-lived',
    });
    expect(me?.path).toBe('/ig/v25.0/me');
    expect(me?.query.get('fields')).toBe('user_id,username');
    expect(me?.headers['authorization']).toBe('Bearer IGAA-long-lived-token');
    expect(me?.query.get('access_token')).toBeNull();
  });

  it('refuses a sign-in as another account than the source shows', async () => {
    await expect(signIn('someone.else')).rejects.toThrow(
      'You signed in to Instagram as @chorus.wall, but this source shows @someone.else. Sign in again as @someone.else (log out of Instagram in the popup first), or connect a profile source for @chorus.wall.',
    );
  });

  it('refuses a swap Instagram refuses, as a refusal', async () => {
    const routes = instagramLoginRoutes({
      exchange: { status: 400, fixture: fixture('ig-login-token-refused.json') },
    });
    await expect(signIn('chorus.wall', routes)).rejects.toMatchObject({
      name: 'OAuthTokenError',
      refused: true,
      message: expect.stringContaining('Error validating access token'),
    });
  });

  it('refreshes the long-lived token with ig_refresh_token', async () => {
    const tokens = await renew({ ...signedInWithInstagram });
    expect(tokens).toMatchObject({
      accessToken: 'IGAA-refreshed-token',
      expiresAt: new Date(now.getTime() + 5184000 * 1000),
    });
    const [refresh] = network?.requests ?? [];
    expect(refresh?.path).toBe('/ig/refresh_access_token');
    expect(Object.fromEntries(refresh?.query ?? [])).toEqual({
      grant_type: 'ig_refresh_token',
      access_token: 'IGAA-long-lived-token',
    });
  });

  it('keeps the known lapse when a refresh does not say', async () => {
    const routes = instagramLoginRoutes({ refresh: { body: { access_token: 'IGAA-again' } } });
    const tokens = await renew({ ...signedInWithInstagram }, routes);
    expect(tokens.expiresAt).toEqual(new Date(signedInWithInstagram.tokenExpiresAt));
  });

  it('a refused refresh (190) is a refusal: the owner signs in again', async () => {
    const routes = instagramLoginRoutes({
      refresh: { status: 400, fixture: fixture('ig-login-token-refused.json') },
    });
    await expect(renew({ ...signedInWithInstagram }, routes)).rejects.toMatchObject({
      refused: true,
    });
  });

  it('asks a profile signed in with Facebook Login to sign in again, with Instagram', async () => {
    await expect(renew({ ...signedIn })).rejects.toMatchObject({
      kind: 'needs_reauth',
      message:
        'Instagram profiles now sign in with Instagram itself (Instagram Login): click the "Token expired" link and sign in to Instagram as the account.',
    });
    expect(network?.requests).toEqual([]);
  });
});
