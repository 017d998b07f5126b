import { afterEach, describe, expect, it } from 'vitest';
import { SourceError, type ConnectorAuth, type OAuthGrantedTokens } from '@chorus/core';
import { authorizeUrlOf, requestTokens, type OAuthClient } from '@chorus/connector-kit';
import {
  createFixtureFetch,
  startFakeNetwork,
  type FakeNetwork,
} from '@chorus/connector-kit/testing';
import { completePinterestSignIn, pinterestConnector } from './index.ts';
import { pinterestRoutes } from './testing/fake-pinterest.ts';

type OAuth2Auth = Extract<ConnectorAuth, { kind: 'oauth2' }>;

/** The connector's OAuth 2 declaration. */
function oauthOf(auth: ConnectorAuth): OAuth2Auth {
  if (auth.kind !== 'oauth2') throw new Error('Pinterest signs in with OAuth 2');
  return auth;
}

const auth = oauthOf(pinterestConnector().auth);

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

/** The installation's Pinterest app, as the server builds it from the declaration. */
function clientAt(tokenUrl: string): OAuthClient {
  return {
    network: 'pinterest',
    clientId: '1484362',
    clientSecret: 'app-secret',
    authorizeUrl: auth.authorizeUrl,
    tokenUrl,
    scopes: auth.scopes,
    pkce: auth.pkce ?? true,
    ...(auth.clientAuthentication ? { clientAuthentication: auth.clientAuthentication } : {}),
    ...(auth.scopeSeparator ? { scopeSeparator: auth.scopeSeparator } : {}),
  };
}

const now = new Date('2026-11-25T12:00:00Z');
const tokens: OAuthGrantedTokens = {
  accessToken: 'pina_new',
  refreshToken: 'pinr_new',
  expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  scope: 'boards:read,pins:read,user_accounts:read',
  raw: {},
};

describe('signing in to Pinterest', () => {
  it('sends the owner to the consent screen with comma-separated read scopes', () => {
    const url = new URL(
      authorizeUrlOf(clientAt(auth.tokenUrl), {
        state: 'st4te',
        redirectUri: 'https://chorus.example/api/oauth/pinterest/callback',
        codeVerifier: null,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.pinterest.com/oauth/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1484362',
      redirect_uri: 'https://chorus.example/api/oauth/pinterest/callback',
      scope: 'boards:read,pins:read,user_accounts:read',
      state: 'st4te',
    });
    expect(auth.tokenUrl).toBe('https://api.pinterest.com/v5/oauth/token');
    expect(auth.refresh).toBe(true);
    expect(auth.renewBeforeMs).toBe(86_400_000);
  });

  it('renews a 30-day token with the refresh grant, the app by HTTP Basic', async () => {
    network = await startFakeNetwork([
      {
        method: 'POST',
        path: '/v5/oauth/token',
        respond: {
          body: {
            access_token: 'pina_renewed',
            refresh_token: 'pinr_renewed',
            response_type: 'refresh_token',
            token_type: 'bearer',
            expires_in: 2_592_000,
            refresh_token_expires_in: 31_536_000,
            scope: 'boards:read,pins:read,user_accounts:read',
          },
        },
      },
    ]);
    const http = createFixtureFetch();
    const renewed = await requestTokens(
      http,
      clientAt(`${network.baseUrl}/v5/oauth/token`),
      { grant_type: 'refresh_token', refresh_token: 'pinr_old' },
      now,
    );
    expect(renewed).toMatchObject({
      accessToken: 'pina_renewed',
      refreshToken: 'pinr_renewed',
      expiresAt: new Date('2026-12-25T12:00:00Z'),
      scope: 'boards:read,pins:read,user_accounts:read',
    });
    const [request] = network.requests;
    expect(request?.headers['authorization']).toBe(
      `Basic ${Buffer.from('1484362:app-secret').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'pinr_old',
      client_id: '1484362',
    });
  });

  it('accepts the account the source names, and refuses another one in the popup', async () => {
    network = await startFakeNetwork(pinterestRoutes(() => 'pina_new'));
    const context = (feedType: string, options: Record<string, unknown>) => ({
      http: createFixtureFetch(),
      tokens,
      client: { clientId: '1484362', clientSecret: 'app-secret' },
      source: { feedType, options },
      baseUrls: { api: network!.baseUrl },
      pluginOptions: {},
      now,
    });
    await expect(
      completePinterestSignIn(context('user', { username: 'ChorusApp' })),
    ).resolves.toEqual({ tokens });
    await expect(
      completePinterestSignIn(context('board', { board: 'chorusapp#festival-walls' })),
    ).resolves.toEqual({ tokens });
    await expect(
      completePinterestSignIn(context('board', { board: 'someoneelse#recipes' })),
    ).rejects.toEqual(
      new SourceError(
        'invalid_source',
        'Pinterest lets Chorus read only the pins of the account that signed in (chorusapp), ' +
          "not someoneelse's. Sign in to Pinterest as someoneelse, or connect chorusapp's pins instead.",
      ),
    );
  });
});
