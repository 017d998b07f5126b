/**
 * Where a connector's OAuth app (client id and secret) comes from: the environment
 * (`CHORUS_OAUTH_<NETWORK>_CLIENT_ID` / `_SECRET`) wins; otherwise the credentials the
 * administrator saved on the admin screen, sealed in the database. The OAuth routes and the
 * token refresher ask {@link createOAuthClientLookup} instead of reading the environment alone.
 */
import type { ConnectorPlugin } from '@chorus/core';
import type { Kysely } from 'kysely';
import { oauthClientOf, type ServerConfig } from '../config.ts';
import { KeyringError, type Keyring } from '../credentials/keyring.ts';
import { findConnectorApp } from '../db/repositories/instance.ts';
import type { Database } from '../db/schema.ts';
import { clientShapeOf, oauthClientFor, type OAuthClient } from './client.ts';

/** What the lookup needs. */
export interface OAuthClientLookupDeps {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly keyring: () => Promise<Keyring>;
}

/** Finds a connector's installation-wide OAuth client, or null when none is configured. */
export type OAuthClientLookup = (connector: ConnectorPlugin) => Promise<OAuthClient | null>;

/** Whether a connector needs an installation-wide OAuth app the administrator can enter. */
export function needsOAuthApp(connector: ConnectorPlugin): boolean {
  return connector.auth.kind === 'oauth2' && connector.auth.registration === undefined;
}

/** Whether the environment sets this connector's client id (it then wins over the database). */
export function oauthAppFromEnvironment(config: ServerConfig, connector: ConnectorPlugin): boolean {
  return Boolean(oauthClientOf(config, connector.id).clientId);
}

/** Builds the lookup: the environment's client, else the administrator's stored one. */
export function createOAuthClientLookup(deps: OAuthClientLookupDeps): OAuthClientLookup {
  return async (connector) => {
    const fromEnvironment = oauthClientFor(deps.config, connector);
    if (fromEnvironment || !needsOAuthApp(connector) || connector.auth.kind !== 'oauth2') {
      return fromEnvironment;
    }
    let keyring: Keyring;
    try {
      keyring = await deps.keyring();
    } catch (error) {
      // No key, so nothing can have been stored: the connector is simply not configured.
      if (error instanceof KeyringError) return null;
      throw error;
    }
    const stored = await findConnectorApp(deps.db, keyring, connector.id);
    if (!stored) return null;
    const configured = oauthClientOf(deps.config, connector.id);
    return {
      network: connector.id,
      clientId: stored.clientId,
      clientSecret: stored.clientSecret,
      authorizeUrl: configured.authorizeUrl ?? connector.auth.authorizeUrl,
      tokenUrl: configured.tokenUrl ?? connector.auth.tokenUrl,
      ...clientShapeOf(connector.auth),
    };
  };
}
