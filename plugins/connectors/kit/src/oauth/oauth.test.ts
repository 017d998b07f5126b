import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureFetch, startFakeNetwork, type FakeNetwork } from '../testing/index.ts';
import type { SafeFetch } from '../http/safe-fetch.ts';
import { oauth2 } from './declare.ts';
import {
  authorizeUrlOf,
  bearerTokenOf,
  credentialPayloadOf,
  OAuthTokenError,
  parseTokenAnswer,
  requestTokens,
  type OAuthClient,
} from './flow.ts';
import { codeChallengeOf, createCodeVerifier } from './pkce.ts';

const client: OAuthClient = {
  network: 'example',
  clientId: 'chorus-app',
  clientSecret: 'app-secret',
  authorizeUrl: 'https://example.social/oauth/authorize?lang=en',
  tokenUrl: 'https://example.social/oauth/token',
  scopes: ['read', 'offline.access'],
  pkce: true,
};

describe('PKCE (RFC 7636)', () => {
  it('computes the S256 challenge of the RFC’s example verifier', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a fresh 43-character verifier each time', () => {
    const first = createCodeVerifier();
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(createCodeVerifier()).not.toBe(first);
  });
});

describe('oauth2 declaration', () => {
  it('declares PKCE and refresh unless the network says otherwise', () => {
    const declared = { authorizeUrl: 'https://a/x', tokenUrl: 'https://a/t', scopes: ['read'] };
    expect(oauth2(declared)).toEqual({ kind: 'oauth2', ...declared, pkce: true, refresh: true });
    // A feed type's own sign-in at another login product names its app.
    const app = { id: 'example-login', name: 'Example Login' };
    expect(oauth2({ ...declared, app })).toMatchObject({ kind: 'oauth2', app });
    expect(oauth2({ ...declared, pkce: false, refresh: false })).toMatchObject({
      pkce: false,
      refresh: false,
    });
  });
});

describe('authorizeUrlOf', () => {
  it('sends the client id, callback, scopes, state and the S256 challenge', () => {
    const url = new URL(
      authorizeUrlOf(client, {
        state: 's1',
        redirectUri: 'https://chorus.example/cb',
        codeVerifier: 'v',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://example.social/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      response_type: 'code',
      client_id: 'chorus-app',
      redirect_uri: 'https://chorus.example/cb',
      scope: 'read offline.access',
      state: 's1',
      code_challenge: codeChallengeOf('v'),
      code_challenge_method: 'S256',
    });
  });

  it('sends no challenge without PKCE and no scope when none is asked', () => {
    const url = new URL(
      authorizeUrlOf(
        { ...client, scopes: [] },
        { state: 's', redirectUri: 'https://c/cb', codeVerifier: null },
      ),
    );
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('scope')).toBe(false);
  });
});

describe('parseTokenAnswer', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('reads tokens, with the expiry as a date', () => {
    const tokens = parseTokenAnswer(
      200,
      JSON.stringify({
        token_type: 'bearer',
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 7200,
        scope: 'read',
      }),
      now,
    );
    expect(tokens).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: new Date('2025-06-01T14:00:00Z'),
      scope: 'read',
      raw: {
        token_type: 'bearer',
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 7200,
        scope: 'read',
      },
    });
    expect(credentialPayloadOf(tokens)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      scope: 'read',
    });
  });

  it('tells a refusal (sign in again) from a broken answer', () => {
    const refused = (() => {
      try {
        parseTokenAnswer(400, '{"error":"invalid_grant","error_description":"Code expired"}');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(OAuthTokenError);
    expect(refused).toMatchObject({ refused: true, message: 'Code expired' });
    expect(() => parseTokenAnswer(500, 'upstream exploded')).toThrow(
      expect.objectContaining({ refused: false, message: 'the token endpoint answered HTTP 500' }),
    );
    expect(() => parseTokenAnswer(200, '{"token_type":"mac","access_token":"a"}')).toThrow(
      OAuthTokenError,
    );
  });

  it('takes an answer without token_type (LinkedIn, Threads) and keeps its other fields', () => {
    const tokens = parseTokenAnswer(200, '{"access_token":"t","user_id":17}', now);
    expect(tokens.accessToken).toBe('t');
    expect(tokens.raw['user_id']).toBe(17);
  });

  it('reads Instagram Login’s code exchange: its one token in a data list, its refusals', () => {
    const tokens = parseTokenAnswer(
      200,
      '{"data":[{"access_token":"IGAA-short","user_id":"17841400000000001","permissions":"instagram_business_basic"}]}',
      now,
    );
    expect(tokens).toMatchObject({
      accessToken: 'IGAA-short',
      expiresAt: null,
      raw: { user_id: '17841400000000001', permissions: 'instagram_business_basic' },
    });
    expect(() =>
      parseTokenAnswer(
        400,
        '{"error_type":"OAuthException","code":400,"error_message":"Invalid authorization code"}',
      ),
    ).toThrow(expect.objectContaining({ refused: true, message: 'Invalid authorization code' }));
    // Two tokens in the list: which one is meant cannot be told.
    expect(() =>
      parseTokenAnswer(200, '{"data":[{"access_token":"a"},{"access_token":"b"}]}'),
    ).toThrow(expect.objectContaining({ refused: false }));
  });

  it("reads Meta's error object as a refusal", () => {
    expect(() =>
      parseTokenAnswer(
        400,
        '{"error":{"message":"This authorization code has expired.","type":"OAuthException","code":100}}',
      ),
    ).toThrow(
      expect.objectContaining({ refused: true, message: 'This authorization code has expired.' }),
    );
  });
});

describe('requestTokens against a fake token endpoint', () => {
  let network: FakeNetwork | undefined;
  let http: SafeFetch | undefined;
  afterEach(async () => {
    await http?.close();
    await network?.close();
  });

  it('posts the grant as a form, the secret by HTTP Basic, and checks PKCE', async () => {
    const verifier = createCodeVerifier();
    network = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/token',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          const challenge = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          return challenge === codeChallengeOf(verifier) && form.get('client_id') === 'chorus-app'
            ? { body: { token_type: 'Bearer', access_token: 'access-1' } }
            : { status: 400, body: { error: 'invalid_grant' } };
        },
      },
    ]);
    http = createFixtureFetch();
    const tokens = await requestTokens(
      http,
      { ...client, tokenUrl: `${network.baseUrl}/oauth/token` },
      { grant_type: 'authorization_code', code: 'c', code_verifier: verifier },
    );
    expect(tokens.accessToken).toBe('access-1');
    expect(network.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('chorus-app:app-secret').toString('base64')}`,
    );
    expect(network.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends the id under its own name and the secret in the body when the network asks', async () => {
    network = await startFakeNetwork([
      { method: 'POST', path: '/oauth/token', respond: { body: { access_token: 'access-2' } } },
    ]);
    http = createFixtureFetch();
    const bodyClient: OAuthClient = {
      ...client,
      tokenUrl: `${network.baseUrl}/oauth/token`,
      clientAuthentication: 'body',
      clientIdParameter: 'client_key',
      scopeSeparator: ',',
    };
    await requestTokens(http, bodyClient, { grant_type: 'authorization_code', code: 'c' });
    const form = new URLSearchParams(network.requests[0]?.body);
    expect(form.get('client_key')).toBe('chorus-app');
    expect(form.get('client_secret')).toBe('app-secret');
    expect(form.has('client_id')).toBe(false);
    expect(network.requests[0]?.headers.authorization).toBeUndefined();
    const consent = new URL(
      authorizeUrlOf(bodyClient, {
        state: 's',
        redirectUri: 'https://c.example/cb',
        codeVerifier: null,
      }),
    );
    expect(consent.searchParams.get('client_key')).toBe('chorus-app');
    expect(consent.searchParams.get('scope')).toBe('read,offline.access');
  });
});

describe('bearerTokenOf', () => {
  it('prefers the owner’s access token over the app’s bearer token', () => {
    expect(bearerTokenOf({ accessToken: 'u', bearerToken: 'app' })).toBe('u');
    expect(bearerTokenOf({ bearerToken: 'app' })).toBe('app');
    expect(bearerTokenOf(null)).toBeNull();
  });
});
