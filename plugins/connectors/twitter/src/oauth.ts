/**
 * The pure pieces of X's OAuth 2.0 authorization code flow with PKCE, which the server's popup
 * connect routes (twitter/profile/..., twitter/hashtag/...) call. The routes keep the state and
 * the code verifier; nothing here touches the network.
 */
import { z } from 'zod';
import { SourceError } from '@chorus/core';

/** Where the owner's browser is sent to allow Chorus to read X (the 665x300 popup). */
export const xAuthorizeUrl = 'https://x.com/i/oauth2/authorize';
/** Where the server exchanges the code, or a refresh token, for an access token. */
export const xTokenUrl = 'https://api.x.com/2/oauth2/token';
/**
 * Read-only scopes: posts, users, lists and likes; `offline.access` gets a refresh token, so a
 * wall keeps running after the two-hour access token expires.
 */
export const xScopes = [
  'tweet.read',
  'users.read',
  'list.read',
  'like.read',
  'offline.access',
] as const;

/** What the authorize address is built from. */
export interface AuthorizeUrlInput {
  /** The OAuth 2.0 client id of the installation's X app. */
  readonly clientId: string;
  /** The callback registered with the X app. */
  readonly redirectUri: string;
  /** An unguessable value the callback checks, tying the answer to this popup. */
  readonly state: string;
  /** base64url(SHA-256(code verifier)). */
  readonly codeChallenge: string;
  /** Defaults to {@link xScopes}. */
  readonly scopes?: readonly string[];
  /** Defaults to {@link xAuthorizeUrl}; configuration (and tests) may point elsewhere. */
  readonly authorizeUrl?: string;
}

/** The address of X's consent screen for one connect attempt (PKCE with S256). */
export function buildAuthorizeUrl(input: AuthorizeUrlInput): string {
  const url = new URL(input.authorizeUrl ?? xAuthorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', (input.scopes ?? xScopes).join(' '));
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

const tokenSchema = z.object({
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer'),
  access_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

const tokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

/** Tokens from X's token endpoint, in Chorus's words. */
export interface XTokens {
  /** Sent as `Authorization: Bearer …` on every API call. */
  readonly accessToken: string;
  /** Exchanged for a new access token when it expires; null without `offline.access`. */
  readonly refreshToken: string | null;
  /** Seconds the access token lives (X: 7200); null when X does not say. */
  readonly expiresIn: number | null;
  /** The scopes X granted, which may be fewer than those requested. */
  readonly scopes: readonly string[];
}

/**
 * Reads the token endpoint's JSON answer. An OAuth error answer (`invalid_grant`: the code or
 * refresh token was refused) throws a `needs_reauth` SourceError; anything else unexpected a
 * `failing` one.
 */
export function parseTokenResponse(json: unknown): XTokens {
  const refused = tokenErrorSchema.safeParse(json);
  if (refused.success) {
    const reason = refused.data.error_description ?? refused.data.error;
    throw new SourceError('needs_reauth', `X refused the authorization: ${reason}`);
  }
  const parsed = tokenSchema.safeParse(json);
  if (!parsed.success) {
    throw new SourceError(
      'failing',
      'X answered the token request with an unexpected body.',
      null,
      {
        cause: parsed.error,
      },
    );
  }
  const token = parsed.data;
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? null,
    expiresIn: token.expires_in ?? null,
    scopes: (token.scope ?? '').split(' ').filter(Boolean),
  };
}
