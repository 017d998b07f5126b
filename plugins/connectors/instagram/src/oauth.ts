/**
 * The connector's sign-in: Facebook Login (the Instagram API with Facebook Login), used by the
 * hashtag and tagged feed types, which Instagram Login cannot read. Profiles sign in with
 * Instagram Login instead, their feed type's own `auth` (instagram-login.ts; docs/connectors.md
 * "Instagram").
 *
 * After the code exchange, `completeSignIn` swaps the short-lived user token for a long-lived
 * one (`fb_exchange_token`, about 60 days), finds the Instagram business or creator account
 * among the Pages the owner manages (the one the source names, else the first), and, for a
 * hashtag source, refuses a 31st hashtag of the week before it is searched. `renewTokens`
 * exchanges the stored long-lived token again well before it lapses (ten days ahead); when Meta
 * refuses, the source asks the owner to sign in again ('Token expired. Please click here to
 * refresh your token.').
 */
import {
  SourceError,
  type OAuthAppClient,
  type OAuthGrantedTokens,
  type OAuthRenewContext,
  type OAuthSignInContext,
  type OAuthSignInResult,
} from '@chorus/core';
import { oauth2, requestTokens } from '@chorus/connector-kit';
import { readLedger, hashtagLimitError } from './fetch.ts';
import { hashtagOptionsSchema } from './feed-types.ts';
import { graphClient, instagramBaseUrls, renewBeforeMs } from './graph.ts';
import { judgeHashtag } from './hashtag-ledger.ts';
import { instagramMessage } from './messages.ts';
import { pagesSchema } from './wire.ts';

export { renewBeforeMs } from './graph.ts';

/** Facebook Login's consent screen (the 665x300 popup). */
export const instagramAuthorizeUrl = `${instagramBaseUrls.web}/dialog/oauth`;
/** Where the code, and a long-lived token, are exchanged. */
export const instagramTokenUrl = `${instagramBaseUrls.api}/oauth/access_token`;

/**
 * The permissions asked: read the account's media and the posts it is tagged in
 * (`instagram_basic`, `instagram_manage_comments` for tags), list the Pages and their linked
 * Instagram accounts (`pages_show_list`, `pages_read_engagement`, `business_management` for
 * Pages owned through a Business portfolio). Hashtag search needs the app's Instagram Public
 * Content Access feature besides `instagram_basic`.
 */
export const instagramScopes = [
  'instagram_basic',
  'instagram_manage_comments',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
] as const;

/** Exchanges a user token (short- or long-lived) for a long-lived one. */
export async function exchangeForLongLived(
  http: OAuthSignInContext['http'],
  baseUrls: Readonly<Record<string, string>>,
  client: OAuthAppClient,
  token: string,
  now: Date,
): Promise<OAuthGrantedTokens> {
  const api = baseUrls['api'] ?? instagramBaseUrls.api;
  return requestTokens(
    http,
    {
      network: 'instagram',
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      clientAuthentication: 'body',
      authorizeUrl: instagramAuthorizeUrl,
      tokenUrl: `${api}/oauth/access_token`,
      scopes: [],
      pkce: false,
    },
    { grant_type: 'fb_exchange_token', fb_exchange_token: token },
    now,
  );
}

/** The account a source reads as: the one it names, else the first the sign-in manages. */
function wantedHandle(source: OAuthSignInContext['source']): string {
  const options = source.options;
  const named = source.feedType === 'hashtag' ? options['account'] : options['handle'];
  return typeof named === 'string'
    ? named
        .replace(/^[@#]+/, '')
        .trim()
        .toLowerCase()
    : '';
}

/** Completes a Facebook Login for an Instagram source. */
export async function completeInstagramSignIn(
  context: OAuthSignInContext,
): Promise<OAuthSignInResult> {
  const tokens = await exchangeForLongLived(
    context.http,
    context.baseUrls,
    context.client,
    context.tokens.accessToken,
    context.now,
  );
  const api = graphClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? instagramBaseUrls.api,
    token: tokens.accessToken,
  });
  const pages = await api.get('me/accounts', pagesSchema, {
    fields: 'id,name,instagram_business_account{id,username}',
    limit: 100,
  });
  const accounts = pages.data.flatMap((page) =>
    page.instagram_business_account
      ? [
          {
            pageId: page.id,
            igUserId: page.instagram_business_account.id,
            username:
              page.instagram_business_account.username ?? page.instagram_business_account.id,
          },
        ]
      : [],
  );
  if (accounts.length === 0) {
    throw new SourceError('invalid_source', instagramMessage('instagramNoBusinessAccount'));
  }
  const handle = wantedHandle(context.source);
  const account =
    handle === ''
      ? accounts[0]
      : accounts.find((candidate) => candidate.username.toLowerCase() === handle);
  if (!account) {
    throw new SourceError(
      'invalid_source',
      instagramMessage('instagramAccountNotManaged', {
        handle,
        accounts: accounts.map((candidate) => `@${candidate.username}`).join(', '),
      }),
    );
  }
  if (context.source.feedType === 'hashtag') {
    // A 31st hashtag of the week is refused here, before the source ever searches it.
    const options = hashtagOptionsSchema.safeParse(context.source.options);
    if (options.success) {
      const ledger = await readLedger(api, account.igUserId, [], context.now);
      const verdict = judgeHashtag(ledger, options.data.hashtag);
      if (!verdict.allowed) {
        throw hashtagLimitError(
          account.username,
          options.data.hashtag,
          verdict.freesAt,
          context.now,
        );
      }
    }
  }
  return {
    tokens,
    credentials: {
      igUserId: account.igUserId,
      igUsername: account.username,
      pageId: account.pageId,
      // Meta may answer a later exchange without `expires_in`: the renewal keeps this then.
      ...(tokens.expiresAt ? { tokenExpiresAt: tokens.expiresAt.toISOString() } : {}),
    },
  };
}

/** Renews the stored long-lived token before it lapses. */
export async function renewInstagramTokens(
  context: OAuthRenewContext,
): Promise<OAuthGrantedTokens> {
  const token = context.credentials['accessToken'];
  if (!token) {
    throw new SourceError('needs_reauth', 'Instagram has no token to renew: sign in again.');
  }
  const tokens = await exchangeForLongLived(
    context.http,
    context.baseUrls,
    context.client,
    token,
    context.now,
  );
  if (tokens.expiresAt !== null) return tokens;
  // An exchange of a long-lived token may not say when it lapses: keep the known lapse, so the
  // source still asks for a sign-in in time rather than never knowing.
  const known = Date.parse(context.credentials['tokenExpiresAt'] ?? '');
  return Number.isFinite(known) ? { ...tokens, expiresAt: new Date(known) } : tokens;
}

/** The `auth` of the Instagram connector. */
export const instagramAuth = oauth2({
  authorizeUrl: instagramAuthorizeUrl,
  tokenUrl: instagramTokenUrl,
  scopes: instagramScopes,
  // Facebook Login's web flow takes the app secret at the token endpoint, not PKCE.
  pkce: false,
  refresh: true,
  clientAuthentication: 'body',
  scopeSeparator: ',',
  completeSignIn: completeInstagramSignIn,
  renewTokens: renewInstagramTokens,
  renewBeforeMs,
});
