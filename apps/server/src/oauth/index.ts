/**
 * OAuth 2 for connectors whose `auth.kind` is `oauth2`: the popup's start and callback routes,
 * token exchange and refresh. See docs/operations.md (configuration) and docs/api.md.
 */
export { oauthRoutes, type OAuthRouteOptions } from './routes.ts';
export { createTokenRefresher, type TokenRefresher } from './refresh.ts';
export { oauthClientFor, requestTokens, OAuthTokenError, type OAuthClient } from './client.ts';
export {
  findRegisteredClient,
  registeredClientFor,
  saveRegisteredClient,
  type ClientKey,
} from './registered-clients.ts';
