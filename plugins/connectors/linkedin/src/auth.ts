/**
 * How Chorus signs in to LinkedIn: OAuth 2.0's authorization code flow (3-legged), declared
 * with the kit's `oauth2`; the server's generic routes run it. LinkedIn wants the client id and
 * secret as form fields of the token request, offers PKCE to native apps only, and gives
 * 60-day access tokens, with 365-day refresh tokens to apps it has granted them.
 */
import { oauth2 } from '@chorus/connector-kit';

/** The consent screen (the 665x300 popup). */
export const linkedinAuthorizeUrl = 'https://www.linkedin.com/oauth/v2/authorization';
/** Where the server exchanges the code, or a refresh token, for an access token. */
export const linkedinTokenUrl = 'https://www.linkedin.com/oauth/v2/accessToken';
/**
 * The Community Management API's read permissions: an organization's posts
 * (`r_organization_social`) and the pages the member administers, for the company typeahead
 * (`r_organization_admin`).
 */
export const linkedinScopes = ['r_organization_social', 'r_organization_admin'] as const;

/** The `auth` of the LinkedIn connector. */
export const linkedinAuth = oauth2({
  authorizeUrl: linkedinAuthorizeUrl,
  tokenUrl: linkedinTokenUrl,
  scopes: linkedinScopes,
  pkce: false,
  refresh: true,
  clientAuthentication: 'body',
});
