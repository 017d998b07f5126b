import { describe, expect, it } from 'vitest';
import { isSourceError } from '@chorus/core';
import { buildAuthorizeUrl, parseTokenResponse } from './oauth.ts';
import { codeChallengeOf, createCodeVerifier } from './pkce.ts';

describe('buildAuthorizeUrl', () => {
  it("sends the owner to X's consent screen with PKCE and read-only scopes", () => {
    const url = new URL(
      buildAuthorizeUrl({
        clientId: 'client-123',
        redirectUri: 'https://wall.example/twitter/callback',
        state: 'state-xyz',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-123',
      redirect_uri: 'https://wall.example/twitter/callback',
      scope: 'tweet.read users.read list.read like.read offline.access',
      state: 'state-xyz',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
  });

  it('takes another authorize address and scopes from configuration', () => {
    const url = new URL(
      buildAuthorizeUrl({
        clientId: 'c',
        redirectUri: 'http://127.0.0.1/cb',
        state: 's',
        codeChallenge: 'x',
        scopes: ['tweet.read'],
        authorizeUrl: 'http://127.0.0.1:9/authorize',
      }),
    );
    expect(url.host).toBe('127.0.0.1:9');
    expect(url.searchParams.get('scope')).toBe('tweet.read');
  });
});

describe('parseTokenResponse', () => {
  it('reads the access and refresh tokens, lifetime and granted scopes', () => {
    expect(
      parseTokenResponse({
        token_type: 'bearer',
        expires_in: 7200,
        access_token: 'access-abc',
        scope: 'tweet.read users.read offline.access',
        refresh_token: 'refresh-def',
      }),
    ).toEqual({
      accessToken: 'access-abc',
      refreshToken: 'refresh-def',
      expiresIn: 7200,
      scopes: ['tweet.read', 'users.read', 'offline.access'],
    });
  });

  it('has no refresh token without offline access', () => {
    const tokens = parseTokenResponse({ token_type: 'Bearer', access_token: 'a' });
    expect(tokens).toEqual({ accessToken: 'a', refreshToken: null, expiresIn: null, scopes: [] });
  });

  it('asks the owner to reconnect when X refuses the code or refresh token', () => {
    const error = catchError(() =>
      parseTokenResponse({
        error: 'invalid_request',
        error_description: 'Value passed for the token was invalid.',
      }),
    );
    expect(isSourceError(error) && error.kind).toBe('needs_reauth');
    expect((error as Error).message).toBe(
      'X refused the authorization: Value passed for the token was invalid.',
    );
  });

  it('fails clearly on an unexpected body', () => {
    for (const body of [
      null,
      'text',
      { token_type: 'mac', access_token: 'a' },
      { access_token: 1 },
    ]) {
      const error = catchError(() => parseTokenResponse(body));
      expect(isSourceError(error) && error.kind).toBe('failing');
    }
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636’s example verifier', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a new 43-character base64url verifier each time', () => {
    const first = createCodeVerifier();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier()).not.toBe(first);
  });
});
