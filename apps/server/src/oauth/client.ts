/**
 * The OAuth 2 side of a connector whose `auth.kind` is `oauth2`, or of a feed type with its own
 * OAuth 2 `auth`: its endpoints (the declaration's, or configuration's
 * `CHORUS_OAUTH_<APP>_AUTHORIZE_URL` / `_TOKEN_URL`, `<APP>` the connector's id or the app id
 * its sign-in names) and the installation's client id and secret. The flow itself (PKCE, consent address, token calls) is the connector
 * kit's, so every connector that declares `oauth2` is served the same way.
 */
import { createHash } from 'node:crypto';
import { oauthAppOf, type ConnectorAuth, type ConnectorPlugin } from '@chorus/core';
import type { OAuthClient } from '@chorus/connector-kit';
import { oauthClientOf, oauthVariablePrefix, type ServerConfig } from '../config.ts';

export {
  authorizeUrlOf,
  credentialPayloadOf,
  OAuthTokenError,
  randomToken,
  requestTokens,
  type OAuthClient,
  type OAuthTokens,
} from '@chorus/connector-kit';

/** An OAuth 2 declaration of a connector or of one of its feed types. */
type OAuth2Auth = Extract<ConnectorAuth, { kind: 'oauth2' }>;

/** How a connector's declaration shapes its client: PKCE, client authentication, parameters. */
export function clientShapeOf(
  auth: OAuth2Auth,
): Pick<
  OAuthClient,
  'scopes' | 'pkce' | 'clientAuthentication' | 'clientIdParameter' | 'scopeSeparator'
> {
  return {
    scopes: auth.scopes,
    pkce: auth.pkce === true,
    ...(auth.clientAuthentication ? { clientAuthentication: auth.clientAuthentication } : {}),
    ...(auth.clientIdParameter ? { clientIdParameter: auth.clientIdParameter } : {}),
    ...(auth.scopeSeparator ? { scopeSeparator: auth.scopeSeparator } : {}),
  };
}

/**
 * The variable that must be set before an app can be used: `appId` is a connector's id, or the
 * id of the app a feed type's own sign-in names (`instagram-login`).
 */
export function clientIdVariable(appId: string): string {
  return `${oauthVariablePrefix}${appId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_CLIENT_ID`;
}

/**
 * The environment's OAuth 2 client of one sign-in of a connector (default the connector's own
 * `auth`; a feed type's own is read with `feedTypeAuthOf`), from `CHORUS_OAUTH_<APP>_*` where
 * `<APP>` is the sign-in's app id; null when the sign-in is not OAuth 2, registers a client on
 * each server instead, or the environment has no client id for its app.
 */
export function oauthClientFor(
  config: ServerConfig,
  connector: ConnectorPlugin,
  auth: ConnectorAuth = connector.auth,
): OAuthClient | null {
  // A many-server network registers a client per server instead (registered-clients.ts).
  if (auth.kind !== 'oauth2' || auth.registration) return null;
  const configured = oauthClientOf(config, oauthAppOf(connector, auth).id);
  if (!configured.clientId) return null;
  return {
    network: connector.id,
    clientId: configured.clientId,
    clientSecret: configured.clientSecret ?? null,
    authorizeUrl: configured.authorizeUrl ?? auth.authorizeUrl,
    tokenUrl: configured.tokenUrl ?? auth.tokenUrl,
    ...clientShapeOf(auth),
  };
}

/** SHA-256 in hex: how states and session cookies are kept. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
