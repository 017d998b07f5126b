/**
 * How Chorus signs in to LinkedIn: OAuth 2.0's authorization code flow (3-legged), declared
 * with the kit's `oauth2`; the server's generic routes run it. LinkedIn wants the client id and
 * secret as form fields of the token request, offers PKCE to native apps only, and gives
 * 60-day access tokens, with 365-day refresh tokens to apps it has granted them. After the
 * exchange, a sign-in for a page the member holds no reading role on is refused in the popup,
 * before any crawl finds out.
 */
import { SourceError, type OAuthSignInContext, type OAuthSignInResult } from '@chorus/core';
import { oauth2 } from '@chorus/connector-kit';
import { createLinkedinClient, linkedinBaseUrls } from './api.ts';
import { companyOptionsSchema } from './feed-types.ts';
import { linkedinOptionsSchema } from './fetch.ts';
import { readablePageIds } from './pages.ts';

/** The consent screen (the 665x300 popup). */
export const linkedinAuthorizeUrl = 'https://www.linkedin.com/oauth/v2/authorization';
/** Where the server exchanges the code, or a refresh token, for an access token. */
export const linkedinTokenUrl = 'https://www.linkedin.com/oauth/v2/accessToken';
/**
 * The Community Management API's read permissions: an organization's posts
 * (`r_organization_social`) and the pages the member administers, for the company typeahead
 * and the sign-in check (`r_organization_admin`).
 */
export const linkedinScopes = ['r_organization_social', 'r_organization_admin'] as const;

/** The page's readers must include the member who signed in; else the popup says so. */
export async function checkPageRole(context: OAuthSignInContext): Promise<OAuthSignInResult> {
  const page = companyOptionsSchema.safeParse(context.source.options);
  if (context.source.feedType !== 'company' || !page.success) return { tokens: context.tokens };
  const options = linkedinOptionsSchema.parse(context.pluginOptions ?? {});
  const api = createLinkedinClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? linkedinBaseUrls.api,
    token: context.tokens.accessToken,
    version: options.apiVersion,
    clock: { now: () => context.now },
  });
  const readable = await readablePageIds(api);
  if (!readable.includes(page.data.company_id)) {
    throw new SourceError(
      'invalid_source',
      `The LinkedIn account you signed in with is not an administrator of ${page.data.company_name} ` +
        `(page ${page.data.company_id}): LinkedIn shows a page's posts only to its administrators, ` +
        'content admins and sponsored-content posters. Sign in with such an account.',
    );
  }
  return { tokens: context.tokens };
}

/** The `auth` of the LinkedIn connector. */
export const linkedinAuth = oauth2({
  authorizeUrl: linkedinAuthorizeUrl,
  tokenUrl: linkedinTokenUrl,
  scopes: linkedinScopes,
  pkce: false,
  refresh: true,
  clientAuthentication: 'body',
  completeSignIn: checkPageRole,
});
