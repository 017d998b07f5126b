/**
 * The OAuth 2 side of a connector whose `auth.kind` is `oauth2`: its endpoints (the connector's,
 * or configuration's `CHORUS_OAUTH_<NETWORK>_AUTHORIZE_URL` / `_TOKEN_URL`) and the installation's
 * client id and secret. The flow itself (PKCE, consent address, token calls) is the connector
 * kit's, so every connector that declares `oauth2` is served the same way.
 */
import { createHash } from 'node:crypto';
import type { ConnectorPlugin } from '@chorus/core';
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

/** The OAuth 2 declaration of a connector. */
type OAuth2Auth = Extract<ConnectorPlugin['auth'], { kind: 'oauth2' }>;

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

/** The variable that must be set before `network` can be connected. */
export function clientIdVariable(network: string): string {
  return `${oauthVariablePrefix}${network.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_CLIENT_ID`;
}

/**
 * The OAuth 2 client of a connector, or null when the connector does not use OAuth 2, registers
 * a client on each server instead, or the installation has no client id for it.
 */
export function oauthClientFor(
  config: ServerConfig,
  connector: ConnectorPlugin,
): OAuthClient | null {
  // A many-server network registers a client per server instead (registered-clients.ts).
  if (connector.auth.kind !== 'oauth2' || connector.auth.registration) return null;
  const configured = oauthClientOf(config, connector.id);
  if (!configured.clientId) return null;
  return {
    network: connector.id,
    clientId: configured.clientId,
    clientSecret: configured.clientSecret ?? null,
    authorizeUrl: configured.authorizeUrl ?? connector.auth.authorizeUrl,
    tokenUrl: configured.tokenUrl ?? connector.auth.tokenUrl,
    ...clientShapeOf(connector.auth),
  };
}

/** SHA-256 in hex: how states and session cookies are kept. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
