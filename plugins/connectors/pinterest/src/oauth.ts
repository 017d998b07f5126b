/**
 * How Chorus signs in to Pinterest: OAuth 2 (authorization code), declared with the kit's
 * `oauth2`. The server's generic routes run the flow: the consent screen in the 665x300 popup,
 * the code exchange (client id and secret by HTTP Basic), and the standard `refresh_token`
 * grant before a crawl within a day of the 30-day access token lapsing. After the exchange the
 * signed-in account is checked against the source: API v5 reads only that account's pins.
 */
import { SourceError, type OAuthSignInContext, type OAuthSignInResult } from '@chorus/core';
import { createJsonClient, oauth2 } from '@chorus/connector-kit';
import { pinterestFeedSchemas, splitPinterestBoard } from './feed-types.ts';
import { pinterestBaseUrls } from './fetch.ts';
import { otherAccountMessage } from './messages.ts';
import { userAccountSchema } from './wire.ts';

/** Where the owner's browser is sent to allow Chorus to read Pinterest. */
export const pinterestAuthorizeUrl = 'https://www.pinterest.com/oauth/';
/** Where the server exchanges the code, or a refresh token, for an access token. */
export const pinterestTokenUrl = 'https://api.pinterest.com/v5/oauth/token';
/** Read-only scopes: boards, pins and the account (to know whose pins they are). */
export const pinterestScopes = ['boards:read', 'pins:read', 'user_accounts:read'] as const;

/** The account a source names: its user name, or the owner part of `username#board`. */
function accountOfSource(source: OAuthSignInContext['source']): string | null {
  if (source.feedType === 'board') {
    const parsed = pinterestFeedSchemas.board.safeParse(source.options);
    return parsed.success ? splitPinterestBoard(parsed.data.board).username : null;
  }
  if (source.feedType === 'user') {
    const parsed = pinterestFeedSchemas.user.safeParse(source.options);
    return parsed.success ? parsed.data.username : null;
  }
  return null;
}

/**
 * Refuses a sign-in with another account than the one the source names (the popup shows why),
 * before any crawl tries: Pinterest serves only the signed-in account's pins and boards.
 */
export async function completePinterestSignIn(
  context: OAuthSignInContext,
): Promise<OAuthSignInResult> {
  const wanted = accountOfSource(context.source);
  if (wanted === null) return { tokens: context.tokens };
  const api = createJsonClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? pinterestBaseUrls.api,
    network: 'Pinterest',
    access: 'signedIn',
    headers: { authorization: `Bearer ${context.tokens.accessToken}` },
  });
  const account = await api.get('/v5/user_account', userAccountSchema);
  if (account.username.toLowerCase() !== wanted.toLowerCase()) {
    throw new SourceError('invalid_source', otherAccountMessage(wanted, account.username));
  }
  return { tokens: context.tokens };
}

/** The `auth` of the Pinterest connector. */
export const pinterestAuth = oauth2({
  authorizeUrl: pinterestAuthorizeUrl,
  tokenUrl: pinterestTokenUrl,
  scopes: pinterestScopes,
  // Pinterest's scopes are comma-separated in the consent address.
  scopeSeparator: ',',
  clientAuthentication: 'basic',
  pkce: false,
  refresh: true,
  // Renewed from a day before the 30-day token lapses, so a token endpoint that fails for a
  // while is tried again at the following crawls before the token is gone.
  renewBeforeMs: 24 * 60 * 60 * 1000,
  completeSignIn: completePinterestSignIn,
});
