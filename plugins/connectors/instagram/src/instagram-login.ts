/**
 * The `profile` feed type's own sign-in: Instagram Login (the Instagram API with Instagram
 * Login, "Business Login for Instagram"), with its own app id and secret. The owner signs in to
 * Instagram itself as the business or creator account, so no Facebook Page is needed.
 *
 * - The consent screen is `https://www.instagram.com/oauth/authorize` (scope
 *   `instagram_business_basic`); the code is exchanged at
 *   `https://api.instagram.com/oauth/access_token` (the secret in the form) for a token of about
 *   an hour.
 * - `completeSignIn` swaps it at once for a long-lived one (about 60 days,
 *   `graph.instagram.com/access_token?grant_type=ig_exchange_token`) and reads the account
 *   (`/me?fields=user_id,username`); a sign-in as another account than the source names is
 *   refused.
 * - `renewTokens` refreshes the long-lived token ten days before it lapses
 *   (`graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token`); a refusal asks
 *   the owner to sign in again.
 *
 * Instagram's token swap and refresh take the token in the address (they accept no other way);
 * every Graph read sends it as a bearer header.
 */
import {
  SourceError,
  type ConnectorHttp,
  type OAuthGrantedTokens,
  type OAuthRenewContext,
  type OAuthSignInContext,
  type OAuthSignInResult,
} from '@chorus/core';
import { OAuthTokenError, oauth2, parseTokenAnswer } from '@chorus/connector-kit';
import { z } from 'zod';
import { graphClient, instagramBaseUrls, renewBeforeMs } from './graph.ts';
import { instagramMessage } from './messages.ts';

/** Instagram Login's consent screen (the 665x300 popup). */
export const instagramLoginAuthorizeUrl = 'https://www.instagram.com/oauth/authorize';
/** Where the code is exchanged for a short-lived token. */
export const instagramLoginTokenUrl = 'https://api.instagram.com/oauth/access_token';
/** Reading the account's profile and media. */
export const instagramLoginScopes = ['instagram_business_basic'] as const;
/** The installation app of Instagram Login: `CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID`. */
export const instagramLoginApp = { id: 'instagram-login', name: 'Instagram Login' } as const;

/** What `completeSignIn` stores beside the token to say which login made it. */
export const instagramLoginMark = { login: 'instagram' } as const;

/** `GET /me?fields=user_id,username` of Instagram Login. */
const meSchema = z.object({
  user_id: z.union([z.string().min(1), z.number()]).optional(),
  id: z.union([z.string().min(1), z.number()]).optional(),
  username: z.string().min(1),
});

/** One token call on the Instagram Graph host (a GET, the token in the address). */
async function tokenCall(
  http: ConnectorHttp,
  url: URL,
  now: Date,
  signal?: AbortSignal,
): Promise<OAuthGrantedTokens> {
  let response: Response;
  try {
    response = await http(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OAuthTokenError(`Instagram could not be reached (${reason})`, false);
  }
  return parseTokenAnswer(response.status, await response.text(), now);
}

const graphHostOf = (baseUrls: Readonly<Record<string, string>>) =>
  baseUrls['igGraph'] ?? instagramBaseUrls.igGraph;

/** Swaps a short-lived Instagram Login token for a long-lived one (`ig_exchange_token`). */
export async function exchangeInstagramToken(
  http: ConnectorHttp,
  baseUrls: Readonly<Record<string, string>>,
  clientSecret: string | null,
  token: string,
  now: Date,
): Promise<OAuthGrantedTokens> {
  const url = new URL('access_token', `${graphHostOf(baseUrls)}/`);
  url.searchParams.set('grant_type', 'ig_exchange_token');
  url.searchParams.set('client_secret', clientSecret ?? '');
  url.searchParams.set('access_token', token);
  return tokenCall(http, url, now);
}

/** Refreshes a long-lived Instagram Login token (`ig_refresh_token`). */
export async function refreshInstagramToken(
  http: ConnectorHttp,
  baseUrls: Readonly<Record<string, string>>,
  token: string,
  now: Date,
): Promise<OAuthGrantedTokens> {
  const url = new URL('refresh_access_token', `${graphHostOf(baseUrls)}/`);
  url.searchParams.set('grant_type', 'ig_refresh_token');
  url.searchParams.set('access_token', token);
  return tokenCall(http, url, now);
}

/** The handle a profile source names, without `@`, in lower case. */
function handleOf(source: OAuthSignInContext['source']): string {
  const handle = source.options['handle'];
  return typeof handle === 'string' ? handle.replace(/^@+/, '').trim().toLowerCase() : '';
}

/** Completes an Instagram Login for a profile source. */
export async function completeInstagramLogin(
  context: OAuthSignInContext,
): Promise<OAuthSignInResult> {
  const tokens = await exchangeInstagramToken(
    context.http,
    context.baseUrls,
    context.client.clientSecret,
    context.tokens.accessToken,
    context.now,
  );
  const api = graphClient({
    http: context.http,
    baseUrl: context.baseUrls['igApi'] ?? instagramBaseUrls.igApi,
    token: tokens.accessToken,
    login: 'instagram',
  });
  const me = await api.get('me', meSchema, { fields: 'user_id,username' });
  const igUserId = String(me.user_id ?? me.id ?? context.tokens.raw['user_id'] ?? '');
  if (igUserId === '') {
    throw new SourceError('failing', 'Instagram did not say which account signed in.');
  }
  const handle = handleOf(context.source);
  if (handle !== '' && me.username.toLowerCase() !== handle) {
    throw new SourceError(
      'invalid_source',
      instagramMessage('instagramSignedInAsOther', { signedIn: me.username, handle }),
    );
  }
  return {
    tokens,
    credentials: {
      ...instagramLoginMark,
      igUserId,
      igUsername: me.username,
      ...(tokens.expiresAt ? { tokenExpiresAt: tokens.expiresAt.toISOString() } : {}),
    },
  };
}

/** Renews an Instagram Login token before it lapses. */
export async function renewInstagramLogin(context: OAuthRenewContext): Promise<OAuthGrantedTokens> {
  const token = context.credentials['accessToken'];
  if (!token || context.credentials['login'] !== instagramLoginMark.login) {
    // Signed in with Facebook Login before profiles had their own sign-in: that token cannot
    // be refreshed here, so the owner signs in again, with Instagram.
    throw new SourceError('needs_reauth', instagramMessage('instagramProfileNeedsInstagramLogin'));
  }
  const tokens = await refreshInstagramToken(context.http, context.baseUrls, token, context.now);
  if (tokens.expiresAt !== null) return tokens;
  const known = Date.parse(context.credentials['tokenExpiresAt'] ?? '');
  return Number.isFinite(known) ? { ...tokens, expiresAt: new Date(known) } : tokens;
}

/** The `auth` of the `profile` feed type: Instagram Login, with its own app. */
export const instagramLoginAuth = oauth2({
  app: instagramLoginApp,
  authorizeUrl: instagramLoginAuthorizeUrl,
  tokenUrl: instagramLoginTokenUrl,
  scopes: instagramLoginScopes,
  // Instagram Login's web flow takes the app secret at the token endpoint, not PKCE.
  pkce: false,
  refresh: true,
  clientAuthentication: 'body',
  scopeSeparator: ',',
  completeSignIn: completeInstagramLogin,
  renewTokens: renewInstagramLogin,
  renewBeforeMs,
});
