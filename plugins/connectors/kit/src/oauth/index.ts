/** A generic OAuth 2 (+ PKCE) sign-in any connector declares through its `auth`. */
export { oauth2, type OAuth2Declaration } from './declare.ts';
export {
  authorizeUrlOf,
  bearerTokenOf,
  credentialPayloadOf,
  OAuthTokenError,
  parseTokenAnswer,
  requestTokens,
  type AuthorizeAttempt,
  type OAuthClient,
  type OAuthTokens,
} from './flow.ts';
export { codeChallengeOf, createCodeVerifier, randomToken } from './pkce.ts';
