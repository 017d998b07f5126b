/**
 * How Chorus signs in to Threads: OAuth 2 through the kit's generic flow. The consent screen is
 * threads.net's; the code is exchanged at graph.threads.net with the app's id and secret in the
 * form body. Threads hands out a token for one hour: `completeSignIn` swaps it at once for a
 * long-lived one (60 days, `th_exchange_token`) and learns the account's id and username;
 * `renewTokens` renews it (`th_refresh_token`) a month before it lapses. Threads renews only a
 * token at least a day old and not yet expired, so an owner whose wall stopped for two months
 * signs in again.
 */
import {
  SourceError,
  type OAuthGrantedTokens,
  type OAuthRenewContext,
  type OAuthSignInContext,
  type OAuthSignInResult,
} from '@chorus/core';
import { OAuthTokenError, oauth2, parseTokenAnswer } from '@chorus/connector-kit';
import { z } from 'zod';
import { threadsApiVersion, threadsBaseUrls } from './fetch.ts';
import { fillMessage, threadsMessages } from './messages.ts';
import { threadsProfileSchema } from './wire.ts';

/** Where the owner's browser is sent to allow Chorus to read Threads (the 665x300 popup). */
export const threadsAuthorizeUrl = 'https://threads.net/oauth/authorize';
/** Where the server exchanges the code for a short-lived token. */
export const threadsTokenUrl = 'https://graph.threads.net/oauth/access_token';
/** Read the account's posts; search public posts. */
export const threadsScopes = ['threads_basic', 'threads_keyword_search'] as const;
/** Renew a long-lived token (60 days) once it has less than 30 days left. */
export const threadsRenewBeforeMs = 30 * 24 * 60 * 60 * 1000;

const apiOf = (baseUrls: Readonly<Record<string, string>>) =>
  baseUrls['api'] ?? threadsBaseUrls.api;

/** Reads a Threads token answer, keeping the `user_id` the code exchange sent. */
async function tokenAnswer(response: Response, now: Date): Promise<OAuthGrantedTokens> {
  return parseTokenAnswer(response.status, await response.text(), now);
}

/** Swaps the short-lived token for a long-lived one and learns whose it is. */
export async function completeThreadsSignIn(
  context: OAuthSignInContext,
): Promise<OAuthSignInResult> {
  const api = apiOf(context.baseUrls);
  let tokens: OAuthGrantedTokens;
  try {
    const exchange = new URL('/access_token', api);
    exchange.searchParams.set('grant_type', 'th_exchange_token');
    exchange.searchParams.set('client_secret', context.client.clientSecret ?? '');
    exchange.searchParams.set('access_token', context.tokens.accessToken);
    tokens = await tokenAnswer(await context.http(exchange), context.now);
  } catch (error) {
    throw new SourceError(
      'needs_reauth',
      `Threads would not give Chorus a long-lived token (${error instanceof Error ? error.message : 'no reason given'}). Please try again.`,
      null,
      { cause: error },
    );
  }
  const me = new URL(`/${threadsApiVersion}/me`, api);
  me.searchParams.set('fields', 'id,username');
  const answer = await context.http(me, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  const profile = answer.ok
    ? threadsProfileSchema.pick({ id: true, username: true }).safeParse(await answer.json())
    : null;
  const userId = profile?.success ? profile.data.id : String(context.tokens.raw['user_id'] ?? '');
  if (!profile?.success || userId === '')
    throw new SourceError('needs_reauth', threadsMessages.noUserId);
  const { username } = profile.data;
  const wanted = z.string().catch('').parse(context.source.options['username']);
  if (
    context.source.feedType === 'profile' &&
    wanted &&
    wanted.toLowerCase() !== username.toLowerCase()
  ) {
    throw new SourceError(
      'needs_reauth',
      fillMessage(threadsMessages.otherAccount, { signedIn: username, wanted }),
    );
  }
  return {
    // Keep the scopes the code exchange granted; the long-lived answer does not repeat them.
    tokens: { ...tokens, scope: tokens.scope ?? context.tokens.scope },
    credentials: { userId, username },
    ...(context.source.feedType === 'profile' ? { options: { username } } : {}),
  };
}

/** Renews a long-lived token for another 60 days. */
export async function renewThreadsTokens(context: OAuthRenewContext): Promise<OAuthGrantedTokens> {
  const token = context.credentials['accessToken'];
  if (!token) throw new OAuthTokenError('no token is stored to renew', true);
  const refresh = new URL('/refresh_access_token', apiOf(context.baseUrls));
  refresh.searchParams.set('grant_type', 'th_refresh_token');
  refresh.searchParams.set('access_token', token);
  return tokenAnswer(await context.http(refresh), context.now);
}

/** The `auth` of the Threads connector. */
export const threadsAuth = oauth2({
  authorizeUrl: threadsAuthorizeUrl,
  tokenUrl: threadsTokenUrl,
  scopes: threadsScopes,
  // Threads' consent screen takes no PKCE challenge; the app secret stays on the server.
  pkce: false,
  clientAuthentication: 'body',
  scopeSeparator: ',',
  completeSignIn: completeThreadsSignIn,
  renewTokens: renewThreadsTokens,
  renewBeforeMs: threadsRenewBeforeMs,
});
