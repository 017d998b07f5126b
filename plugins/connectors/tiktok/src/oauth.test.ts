/**
 * TikTok's sign-in as declared for the kit's generic OAuth 2 flow: the consent address with
 * `client_key` and comma-joined scopes, the code exchanged with the key and secret in the
 * form body, the token answer's `open_id` kept beside the token, renewal two hours ahead of
 * the 24-hour expiry, and a refused renewal read as a refusal (sign in again).
 */
import { describe, expect, it } from 'vitest';
import { authorizeUrlOf, requestTokens, type OAuthClient } from '@chorus/connector-kit';
import { createFixtureFetch } from '@chorus/connector-kit/testing';
import { tiktokAuth, tiktokMessages, tiktokRenewBeforeMs } from './index.ts';
import { clock, fixture, json, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
if (tiktokAuth.kind !== 'oauth2') throw new Error('TikTok signs in with OAuth 2');
const auth = tiktokAuth;

/** The client the server builds from the declaration and the operator's app. */
function clientAt(tokenUrl: string): OAuthClient {
  return {
    network: 'tiktok',
    clientId: 'aw-chorus-client-key',
    clientSecret: 'chorus-client-secret',
    authorizeUrl: auth.authorizeUrl,
    tokenUrl,
    scopes: auth.scopes,
    pkce: auth.pkce === true,
    clientAuthentication: auth.clientAuthentication ?? 'basic',
    clientIdParameter: auth.clientIdParameter ?? 'client_id',
    scopeSeparator: auth.scopeSeparator ?? ' ',
  };
}

describe('signing in to TikTok', () => {
  it('sends the owner to TikTok’s consent screen with client_key and comma-joined scopes', () => {
    const consent = new URL(
      authorizeUrlOf(clientAt(auth.tokenUrl), {
        state: 'state-1',
        redirectUri: 'https://wall.example/api/oauth/tiktok/callback',
        codeVerifier: null,
      }),
    );
    expect(consent.origin + consent.pathname).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_key: 'aw-chorus-client-key',
      redirect_uri: 'https://wall.example/api/oauth/tiktok/callback',
      scope: 'user.info.basic,video.list',
      state: 'state-1',
    });
    // Web apps send no PKCE challenge at TikTok.
    expect(auth.pkce).toBe(false);
  });

  it('exchanges the code with the key and secret in the body, and keeps open_id', async () => {
    const network = await start([
      {
        method: 'POST',
        path: '/v2/oauth/token/',
        respond: { fixture: fixture('token.json'), headers: json },
      },
    ]);
    const http = createFixtureFetch();
    try {
      const tokens = await requestTokens(
        http,
        clientAt(`${network.baseUrl}/v2/oauth/token/`),
        { grant_type: 'authorization_code', code: 'code-1', redirect_uri: 'https://w.example/cb' },
        clock.now(),
      );
      const [request] = network.requests;
      expect(request?.headers['authorization']).toBeUndefined();
      expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
        grant_type: 'authorization_code',
        code: 'code-1',
        redirect_uri: 'https://w.example/cb',
        client_key: 'aw-chorus-client-key',
        client_secret: 'chorus-client-secret',
      });
      expect(tokens.expiresAt).toEqual(new Date('2026-11-25T12:00:00Z'));
      const completed = await auth.completeSignIn!({
        http,
        tokens,
        client: { clientId: 'aw-chorus-client-key', clientSecret: 'chorus-client-secret' },
        source: { feedType: 'videos', options: {} },
        baseUrls: {},
        pluginOptions: {},
        now: clock.now(),
      });
      expect(completed).toEqual({
        tokens,
        credentials: { openId: '-000Chorus-open-id-0001' },
      });
    } finally {
      await http.close();
    }
  });

  it('refuses a token answer that names no account', async () => {
    const sign = auth.completeSignIn!({
      http: createFixtureFetch(),
      tokens: { accessToken: 'act.x', refreshToken: null, expiresAt: null, scope: null, raw: {} },
      client: { clientId: 'k', clientSecret: 's' },
      source: { feedType: 'videos', options: {} },
      baseUrls: {},
      pluginOptions: {},
      now: clock.now(),
    });
    await expect(sign).rejects.toMatchObject({ message: tiktokMessages.noOpenId });
  });

  it('renews two hours before the 24-hour token lapses: a token with an hour left is due', () => {
    expect(auth.renewBeforeMs).toBe(tiktokRenewBeforeMs);
    expect(auth.refresh).toBe(true);
    const expiresAt = clock.now().getTime() + 60 * 60 * 1000;
    // The server's rule (apps/server/src/oauth/refresh.ts): due once within renewBeforeMs.
    expect(expiresAt - (auth.renewBeforeMs ?? 60_000) <= clock.now().getTime()).toBe(true);
    // A fresh 24-hour token is not renewed at every crawl.
    expect(clock.now().getTime() + 86_400_000 - tiktokRenewBeforeMs).toBeGreaterThan(
      clock.now().getTime(),
    );
  });

  it('reads TikTok’s refusal of a refresh token as a refusal (the owner signs in again)', async () => {
    const network = await start([
      {
        method: 'POST',
        path: '/v2/oauth/token/',
        respond: { fixture: fixture('token-refused.json'), headers: json },
      },
    ]);
    const http = createFixtureFetch();
    try {
      const renewal = requestTokens(http, clientAt(`${network.baseUrl}/v2/oauth/token/`), {
        grant_type: 'refresh_token',
        refresh_token: 'rft.example-chorus-refresh-0001',
      });
      await expect(renewal).rejects.toMatchObject({
        refused: true,
        message: 'Refresh token is invalid or expired.',
      });
      expect(new URLSearchParams(network.requests[0]?.body).get('client_key')).toBe(
        'aw-chorus-client-key',
      );
    } finally {
      await http.close();
    }
  });
});
