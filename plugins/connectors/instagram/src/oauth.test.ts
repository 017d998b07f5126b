/** Facebook Login for Instagram: the long-lived exchange, the account, the hashtag limit, renewal. */
import { afterEach, describe, expect, it } from 'vitest';
import type { OAuthSignInContext } from '@chorus/core';
import {
  createFixtureFetch,
  startFakeNetwork,
  type FakeNetwork,
} from '@chorus/connector-kit/testing';
import { instagramConnector } from './index.ts';
import { fixture, igUserId } from './testing.ts';

let network: FakeNetwork | undefined;
const http = createFixtureFetch();
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const auth = instagramConnector().auth;
if (auth.kind !== 'oauth2' || !auth.completeSignIn || !auth.renewTokens) {
  throw new Error('the Instagram connector declares an OAuth 2 sign-in with its own steps');
}
const { completeSignIn, renewTokens } = auth;
const now = new Date('2026-11-22T12:00:00Z');
const client = { clientId: 'meta-app-id', clientSecret: 'meta-app-secret' };
const shortLived = {
  accessToken: 'EAAG-short-lived',
  refreshToken: null,
  expiresAt: new Date('2026-11-22T14:00:00Z'),
  scope: null,
  raw: {},
};

async function signIn(
  source: OAuthSignInContext['source'],
  routes: Parameters<typeof startFakeNetwork>[0] = [],
) {
  network = await startFakeNetwork([
    {
      method: 'POST',
      path: '/oauth/access_token',
      respond: { fixture: fixture('token-long-lived.json') },
    },
    { path: '/me/accounts', respond: { fixture: fixture('me-accounts.json') } },
    ...routes,
  ]);
  return completeSignIn({
    http,
    tokens: shortLived,
    client,
    source,
    baseUrls: { api: network.baseUrl, web: network.baseUrl },
    pluginOptions: {},
    now,
  });
}

describe('Instagram sign-in', () => {
  it('declares Facebook Login with the secret in the body and comma-separated scopes', () => {
    expect(auth).toMatchObject({
      kind: 'oauth2',
      authorizeUrl: 'https://www.facebook.com/v25.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v25.0/oauth/access_token',
      scopes: [
        'instagram_basic',
        'instagram_manage_comments',
        'pages_show_list',
        'pages_read_engagement',
        'business_management',
      ],
      pkce: false,
      clientAuthentication: 'body',
      scopeSeparator: ',',
      renewBeforeMs: 10 * 24 * 60 * 60 * 1000,
    });
  });

  it('swaps the short-lived token for a long-lived one and finds the account the source names', async () => {
    const result = await signIn({ feedType: 'profile', options: { handle: 'ChorusFest' } });
    expect(result.tokens).toMatchObject({
      accessToken: 'EAAG-long-lived-user-token',
      expiresAt: new Date(now.getTime() + 5183944 * 1000),
    });
    expect(result.credentials).toEqual({
      igUserId: '17841400000000002',
      igUsername: 'chorusfest',
      pageId: '110000000000003',
      tokenExpiresAt: new Date(now.getTime() + 5183944 * 1000).toISOString(),
    });
    const [exchange, pages] = network?.requests ?? [];
    const form = new URLSearchParams(exchange?.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'fb_exchange_token',
      fb_exchange_token: 'EAAG-short-lived',
      client_id: 'meta-app-id',
      client_secret: 'meta-app-secret',
    });
    expect(pages?.headers['authorization']).toBe('Bearer EAAG-long-lived-user-token');
    expect(pages?.query.get('fields')).toBe('id,name,instagram_business_account{id,username}');
  });

  it('refuses an account the sign-in does not manage, naming those it does', async () => {
    await expect(
      signIn({ feedType: 'tagged', options: { handle: 'someone.else' } }),
    ).rejects.toThrow(
      'The Facebook sign-in does not manage the Instagram account @someone.else. Accounts it manages: @chorus.wall, @chorusfest. Sign in with the Facebook account that manages a Page linked to @someone.else.',
    );
  });

  it('refuses a sign-in whose Pages have no professional Instagram account', async () => {
    network = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/access_token',
        respond: { fixture: fixture('token-long-lived.json') },
      },
      { path: '/me/accounts', respond: { body: { data: [{ id: '1', name: 'Plain page' }] } } },
    ]);
    await expect(
      completeSignIn({
        http,
        tokens: shortLived,
        client,
        source: { feedType: 'profile', options: { handle: 'chorus.wall' } },
        baseUrls: { api: network.baseUrl },
        pluginOptions: {},
        now,
      }),
    ).rejects.toMatchObject({
      kind: 'invalid_source',
      message: expect.stringContaining('None of the Facebook Pages this sign-in manages is linked'),
    });
  });

  it('refuses a 31st hashtag of the week in the popup, before the source ever searches it', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) => ({
      id: `9${String(index)}`,
      name: `tag${String(index)}`,
    }));
    const searched = {
      path: `/${igUserId}/recently_searched_hashtags`,
      respond: { body: { data: thirty } },
    };
    await expect(
      signIn({ feedType: 'hashtag', options: { hashtag: 'chorusfest', account: '' } }, [searched]),
    ).rejects.toMatchObject({
      kind: 'rate_limited',
      message: expect.stringMatching(
        /^Instagram lets one account search at most 30 different hashtags in 7 days, and @chorus.wall has searched 30 already\. #chorusfest can be added/,
      ),
    });
    // A hashtag among the 30 costs nothing: it is accepted.
    await network?.close();
    const result = await signIn(
      { feedType: 'hashtag', options: { hashtag: 'TAG7', account: '' } },
      [searched],
    );
    expect(result.credentials).toMatchObject({ igUserId, igUsername: 'chorus.wall' });
  });

  it('renews the long-lived token with another exchange', async () => {
    network = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/access_token',
        respond: { fixture: fixture('token-long-lived.json') },
      },
    ]);
    const tokens = await renewTokens({
      http,
      credentials: { accessToken: 'EAAG-old-long-lived', igUserId },
      client,
      baseUrls: { api: network.baseUrl },
      pluginOptions: {},
      now,
    });
    expect(tokens.accessToken).toBe('EAAG-long-lived-user-token');
    expect(new URLSearchParams(network.requests[0]?.body).get('fb_exchange_token')).toBe(
      'EAAG-old-long-lived',
    );
  });

  it('keeps the known lapse when Meta renews without saying when the token lapses', async () => {
    network = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/access_token',
        respond: { body: { access_token: 'EAAG-same', token_type: 'bearer' } },
      },
    ]);
    const tokens = await renewTokens({
      http,
      credentials: {
        accessToken: 'EAAG-same',
        igUserId,
        tokenExpiresAt: '2026-11-30T00:00:00.000Z',
      },
      client,
      baseUrls: { api: network.baseUrl },
      pluginOptions: {},
      now,
    });
    expect(tokens).toMatchObject({
      accessToken: 'EAAG-same',
      expiresAt: new Date('2026-11-30T00:00:00.000Z'),
    });
  });

  it('reports a refused renewal as refused, so the source asks to sign in again', async () => {
    network = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/access_token',
        respond: { status: 400, fixture: fixture('error-exchange-refused.json') },
      },
    ]);
    await expect(
      renewTokens({
        http,
        credentials: { accessToken: 'EAAG-expired', igUserId },
        client,
        baseUrls: { api: network.baseUrl },
        pluginOptions: {},
        now,
      }),
    ).rejects.toMatchObject({ refused: true });
  });
});
