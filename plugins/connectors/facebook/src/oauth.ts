/**
 * How Chorus signs in to Facebook: Facebook Login through the kit's generic OAuth 2 flow. After
 * the code exchange, `completeSignIn` swaps the short-lived user token for a long-lived one
 * (`fb_exchange_token`), lists the pages the person manages (`/me/accounts`) and keeps the token
 * of the page the owner named: a page token got from a long-lived user token does not expire.
 * The long-lived user token (about 60 days) is renewed the same way before it lapses.
 */
import {
  SourceError,
  type OAuthGrantedTokens,
  type OAuthRenewContext,
  type OAuthSignInContext,
  type OAuthSignInResult,
} from '@chorus/core';
import { collectPages, graphPageSchema, nextGraphPageQuery, oauth2 } from '@chorus/connector-kit';
import { pageNameSchema } from './feed-types.ts';
import { defaultGraphVersion, facebookOptionsOf, graphClient } from './graph.ts';
import { facebookMessage, facebookMessages } from './messages.ts';
import { managedPageSchema, tokenAnswerSchema, type ManagedPage } from './wire.ts';

/** The consent dialog (the 665x300 popup). */
export const facebookAuthorizeUrl = `https://www.facebook.com/${defaultGraphVersion}/dialog/oauth`;
/** Where the server exchanges the code for a user token. */
export const facebookTokenUrl = `https://graph.facebook.com/${defaultGraphVersion}/oauth/access_token`;
/** Read-only page permissions: list the pages, read their posts and the posts that tag them. */
export const facebookScopes = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
] as const;
/** Renew the long-lived user token in its last ten days. */
export const facebookRenewBeforeMs = 10 * 24 * 60 * 60 * 1000;

interface GraphCall {
  readonly http: OAuthSignInContext['http'];
  readonly baseUrls: Readonly<Record<string, string>>;
  readonly client: OAuthSignInContext['client'];
  readonly pluginOptions: unknown;
  readonly now: Date;
}

/** Swaps a user token for a long-lived one (a long-lived one for a fresh one). */
async function exchangeToken(call: GraphCall, token: string, scope: string | null) {
  const { graphVersion } = facebookOptionsOf(call.pluginOptions);
  const graph = graphClient({
    http: call.http,
    baseUrls: call.baseUrls,
    clock: { now: () => call.now },
  });
  const answer = await graph.get(`/${graphVersion}/oauth/access_token`, tokenAnswerSchema, {
    grant_type: 'fb_exchange_token',
    client_id: call.client.clientId,
    client_secret: call.client.clientSecret ?? undefined,
    fb_exchange_token: token,
  });
  const tokens: OAuthGrantedTokens = {
    accessToken: answer.access_token,
    refreshToken: null,
    expiresAt:
      answer.expires_in === undefined
        ? null
        : new Date(call.now.getTime() + answer.expires_in * 1000),
    scope,
    raw: { ...answer, access_token: undefined },
  };
  return tokens;
}

/** Every page the person manages, with its page token. */
async function managedPages(call: GraphCall, userToken: string): Promise<ManagedPage[]> {
  const { graphVersion } = facebookOptionsOf(call.pluginOptions);
  const graph = graphClient({ http: call.http, baseUrls: call.baseUrls, token: userToken });
  const collected = await collectPages<ManagedPage, Record<string, string>>({
    maxPages: 10,
    fetchPage: async (next) => {
      const page = await graph.get(`/${graphVersion}/me/accounts`, graphPageSchema, {
        fields: 'id,name,username,access_token',
        limit: 100,
        ...next,
      });
      const pages = page.data.flatMap((raw) => {
        const parsed = managedPageSchema.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      });
      return { items: pages, next: nextGraphPageQuery(page.paging) };
    },
  });
  return collected.items;
}

/** The managed page the owner named, by id or username (any case). */
export function pickPage(pages: readonly ManagedPage[], named: string): ManagedPage | undefined {
  const wanted = named.toLowerCase();
  return pages.find((page) => page.id === named || page.username?.toLowerCase() === wanted);
}

/** After the code exchange: a long-lived user token and the named page's token. */
export async function completeFacebookSignIn(
  context: OAuthSignInContext,
): Promise<OAuthSignInResult> {
  const named = pageNameSchema.safeParse(context.source.options['page']);
  if (!named.success) {
    throw new SourceError(
      'invalid_source',
      named.error.issues[0]?.message ?? facebookMessages.pageRequired,
    );
  }
  const tokens = await exchangeToken(context, context.tokens.accessToken, context.tokens.scope);
  const page = pickPage(await managedPages(context, tokens.accessToken), named.data);
  if (!page?.access_token) {
    throw new SourceError(
      'invalid_source',
      facebookMessage('pageNotManaged', { page: named.data }),
    );
  }
  return {
    tokens,
    credentials: {
      pageAccessToken: page.access_token,
      pageId: page.id,
      ...(page.username ? { pageUsername: page.username } : {}),
      ...(page.name ? { pageName: page.name } : {}),
    },
  };
}

/** Renews the long-lived user token before it lapses; a refusal asks the owner to sign in. */
export async function renewFacebookTokens(context: OAuthRenewContext): Promise<OAuthGrantedTokens> {
  const token = context.credentials['accessToken'];
  if (!token) throw new SourceError('needs_reauth', facebookMessages.signInNeeded);
  return exchangeToken(context, token, context.credentials['scope'] ?? null);
}

/** The `auth` of the Facebook connector. */
export const facebookAuth = oauth2({
  authorizeUrl: facebookAuthorizeUrl,
  tokenUrl: facebookTokenUrl,
  scopes: facebookScopes,
  scopeSeparator: ',',
  clientAuthentication: 'body',
  pkce: true,
  completeSignIn: completeFacebookSignIn,
  renewTokens: renewFacebookTokens,
  renewBeforeMs: facebookRenewBeforeMs,
});
