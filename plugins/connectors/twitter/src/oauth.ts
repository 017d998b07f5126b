/**
 * How Chorus signs in to X: OAuth 2.0 with PKCE, declared with the kit's `oauth2`. The server's
 * generic connect routes run the flow (`/api/twitter/{id}/authorize`, the callback, refresh).
 */
import { oauth2 } from '@chorus/connector-kit';

/** Where the owner's browser is sent to allow Chorus to read X (the 665x300 popup). */
export const xAuthorizeUrl = 'https://x.com/i/oauth2/authorize';
/** Where the server exchanges the code, or a refresh token, for an access token. */
export const xTokenUrl = 'https://api.x.com/2/oauth2/token';
/**
 * Read-only scopes: posts, users, lists and likes; `offline.access` gets a refresh token, so a
 * wall keeps running after the two-hour access token expires.
 */
export const xScopes = [
  'tweet.read',
  'users.read',
  'list.read',
  'like.read',
  'offline.access',
] as const;

/** The `auth` of the X connector. */
export const xAuth = oauth2({
  authorizeUrl: xAuthorizeUrl,
  tokenUrl: xTokenUrl,
  scopes: xScopes,
  pkce: true,
  refresh: true,
});
