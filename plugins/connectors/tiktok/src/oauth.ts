/**
 * How Chorus signs in to TikTok (Login Kit for Web, OAuth 2 v2), declared with the kit's
 * `oauth2`: the app's `client_key` (not `client_id`), comma-separated scopes, the client key
 * and secret in the token request's body. Web apps use no PKCE at TikTok (its `code_verifier`
 * is for mobile and desktop apps). The token answer's `open_id` is kept beside the token.
 */
import { SourceError } from '@chorus/core';
import { oauth2 } from '@chorus/connector-kit';
import { tiktokMessages } from './messages.ts';

/** The consent screen (the 665x300 popup). */
export const tiktokAuthorizeUrl = 'https://www.tiktok.com/v2/auth/authorize/';
/** Where the code and refresh tokens are exchanged. */
export const tiktokTokenUrl = 'https://open.tiktokapis.com/v2/oauth/token/';
/** The profile (name, avatar) and the public videos, both read-only. */
export const tiktokScopes = ['user.info.basic', 'video.list'] as const;

/**
 * Access tokens last 24 hours (refresh tokens 365 days). Renewing once fewer than two hours
 * are left means a crawl never starts with a token about to lapse, even after a renewal that
 * failed for a moment (it is tried again at each crawl of those two hours).
 */
export const tiktokRenewBeforeMs = 2 * 60 * 60 * 1000;

/** The `auth` of the TikTok connector. */
export const tiktokAuth = oauth2({
  authorizeUrl: tiktokAuthorizeUrl,
  tokenUrl: tiktokTokenUrl,
  scopes: tiktokScopes,
  pkce: false,
  refresh: true,
  clientAuthentication: 'body',
  clientIdParameter: 'client_key',
  scopeSeparator: ',',
  renewBeforeMs: tiktokRenewBeforeMs,
  completeSignIn: async ({ tokens }) => {
    const openId = tokens.raw['open_id'];
    if (typeof openId !== 'string' || openId === '') {
      throw new SourceError('needs_reauth', tiktokMessages.noOpenId);
    }
    return { tokens, credentials: { openId } };
  },
});
