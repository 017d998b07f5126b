import { describe, expect, it } from 'vitest';
import { authorizeUrlOf, codeChallengeOf } from '@chorus/connector-kit';
import { xAuth } from './oauth.ts';

describe("X's OAuth 2 declaration", () => {
  it("sends the owner to X's consent screen with PKCE through the kit's flow", () => {
    if (xAuth.kind !== 'oauth2') throw new Error('X signs in with OAuth 2');
    const url = new URL(
      authorizeUrlOf(
        { network: 'twitter', clientId: 'client-123', clientSecret: null, ...xAuth, pkce: true },
        {
          state: 'state-xyz',
          redirectUri: 'https://wall.example/api/oauth/twitter/callback',
          codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
        },
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-123',
      redirect_uri: 'https://wall.example/api/oauth/twitter/callback',
      scope: 'tweet.read users.read list.read like.read offline.access',
      state: 'state-xyz',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      url.searchParams.get('code_challenge'),
    );
  });
});
