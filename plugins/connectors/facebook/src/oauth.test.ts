/** Facebook Login's last steps against a fake Facebook: long-lived token, page token, renewal. */
import {
  createFixtureFetch,
  startFakeNetwork,
  type FakeNetwork,
} from '@chorus/connector-kit/testing';
import type { OAuthSignInContext } from '@chorus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { facebookAuth, facebookOptionsSchema } from './index.ts';
import { fakeFacebook, fakeGraphRoutes, type FakeGraphState } from './testing/index.ts';

const now = new Date('2026-11-25T10:00:00Z');
const client = { clientId: 'fb-app', clientSecret: 'fb-secret' };

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

async function start(state?: Partial<FakeGraphState>) {
  network = await startFakeNetwork(
    fakeGraphRoutes({
      refuseRenewal: false,
      longLivedSeconds: 5183944,
      postsError: null,
      ...state,
    }),
  );
  return network;
}

function signInContext(fake: FakeNetwork, page: unknown): OAuthSignInContext {
  return {
    http: createFixtureFetch(),
    tokens: {
      accessToken: fakeFacebook.shortToken,
      refreshToken: null,
      expiresAt: new Date(now.getTime() + 5400_000),
      scope: null,
      raw: { access_token: fakeFacebook.shortToken, token_type: 'bearer', expires_in: 5400 },
    },
    client,
    source: { feedType: 'page', options: { page } },
    baseUrls: { graph: fake.baseUrl },
    pluginOptions: facebookOptionsSchema.parse({}),
    now,
  };
}

const auth = facebookAuth.kind === 'oauth2' ? facebookAuth : undefined;

describe('the Facebook sign-in declaration', () => {
  it('asks for the three page permissions, comma-separated, with the secret in the body', () => {
    expect(auth).toMatchObject({
      authorizeUrl: 'https://www.facebook.com/v26.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v26.0/oauth/access_token',
      scopes: ['pages_show_list', 'pages_read_engagement', 'pages_read_user_content'],
      scopeSeparator: ',',
      clientAuthentication: 'body',
    });
  });
});

describe('completeSignIn', () => {
  it('swaps for a long-lived user token and keeps the named page’s token', async () => {
    const fake = await start();
    const result = await auth!.completeSignIn!(signInContext(fake, 'Chorus.Social'));
    expect(result.tokens).toMatchObject({
      accessToken: fakeFacebook.longToken,
      refreshToken: null,
      expiresAt: new Date(now.getTime() + 5183944_000),
    });
    expect(result.credentials).toEqual({
      pageAccessToken: fakeFacebook.pageToken,
      pageId: fakeFacebook.pageId,
      pageUsername: 'chorus.social',
      pageName: 'Chorus Social',
    });
    const exchange = fake.requests.find((request) => request.path === '/v26.0/oauth/access_token');
    expect(Object.fromEntries(exchange!.query)).toEqual({
      grant_type: 'fb_exchange_token',
      client_id: 'fb-app',
      client_secret: 'fb-secret',
      fb_exchange_token: fakeFacebook.shortToken,
    });
    const accounts = fake.requests.find((request) => request.path === '/v26.0/me/accounts');
    expect(accounts?.headers['authorization']).toBe(`Bearer ${fakeFacebook.longToken}`);
  });

  it('finds the page by its id too', async () => {
    const fake = await start();
    const result = await auth!.completeSignIn!(signInContext(fake, fakeFacebook.pageId));
    expect(result.credentials?.['pageId']).toBe(fakeFacebook.pageId);
  });

  it('refuses a page the account does not manage, saying what to do', async () => {
    const fake = await start();
    await expect(auth!.completeSignIn!(signInContext(fake, 'someone.else'))).rejects.toMatchObject({
      kind: 'invalid_source',
      message:
        'The Facebook account you signed in with does not manage the page “someone.else”, or did not let Chorus use it: sign in again and tick that page when Facebook asks which pages Chorus may use.',
    });
  });

  it('refuses a page name the spec refuses before calling Facebook', async () => {
    const fake = await start();
    await expect(
      auth!.completeSignIn!(signInContext(fake, 'https://facebook.com/chorus')),
    ).rejects.toMatchObject({ message: 'Invalid facebook page username' });
    expect(fake.requests).toEqual([]);
  });
});

describe('renewTokens', () => {
  const renewContext = (fake: FakeNetwork) => ({
    http: createFixtureFetch(),
    credentials: {
      accessToken: fakeFacebook.longToken,
      pageAccessToken: fakeFacebook.pageToken,
      pageId: fakeFacebook.pageId,
    },
    client,
    baseUrls: { graph: fake.baseUrl },
    pluginOptions: facebookOptionsSchema.parse({}),
    now,
  });

  it('renews the long-lived token with fb_exchange_token in its last ten days', async () => {
    const fake = await start({ longLivedSeconds: 3600 });
    expect(auth?.renewBeforeMs).toBe(10 * 24 * 60 * 60 * 1000);
    const tokens = await auth!.renewTokens!(renewContext(fake));
    expect(tokens).toMatchObject({
      accessToken: fakeFacebook.longToken,
      expiresAt: new Date(now.getTime() + 3600_000),
    });
  });

  it('a refused renewal (190) asks the owner to sign in again', async () => {
    const fake = await start({ refuseRenewal: true });
    await expect(auth!.renewTokens!(renewContext(fake))).rejects.toMatchObject({
      kind: 'needs_reauth',
    });
  });
});
