/**
 * Where an OAuth app (client id and secret) comes from: the environment
 * (`CHORUS_OAUTH_<APP>_CLIENT_ID` / `_SECRET`, `<APP>` the connector's id or the app id a feed
 * type's own sign-in names) wins; otherwise the credentials the administrator saved on the
 * admin screen under that app id, sealed in the database. The OAuth routes and the
 * token refresher ask {@link createOAuthClientLookup} instead of reading the environment alone.
 */
import {
  oauthAppOf,
  oauthAppsOf,
  type ConnectorAuth,
  type ConnectorPlugin,
  type OAuthAppRef,
} from '@chorus/core';
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

/**
 * Finds the installation-wide OAuth client of one sign-in of a connector (default the
 * connector's own `auth`; pass `feedTypeAuthOf(connector, feedType)` for a source's), or null
 * when none is configured for its app.
 */
export type OAuthClientLookup = (
  connector: ConnectorPlugin,
  auth?: ConnectorAuth,
) => Promise<OAuthClient | null>;

/** Whether a connector needs an installation-wide OAuth app the administrator can enter. */
export function needsOAuthApp(connector: ConnectorPlugin): boolean {
  return oauthAppsOf(connector).length > 0;
}

/** One OAuth app the administrator sets up, and the connector and feed types that use it. */
export interface InstallationOAuthApp {
  readonly app: OAuthAppRef;
  readonly connector: ConnectorPlugin;
  /** Feed type ids whose sources sign in with this app. */
  readonly feedTypes: readonly string[];
}

/**
 * Every OAuth app the installed connectors sign in with, each once: a connector's own, and any
 * a feed type's own sign-in names (Instagram Login beside Instagram's Facebook Login).
 */
export function installationOAuthApps(
  connectors: readonly ConnectorPlugin[],
): InstallationOAuthApp[] {
  const apps = new Map<string, InstallationOAuthApp>();
  for (const connector of connectors) {
    for (const { app, feedTypes } of oauthAppsOf(connector)) {
      if (!apps.has(app.id)) apps.set(app.id, { app, connector, feedTypes });
    }
  }
  return [...apps.values()];
}

/** Whether the environment sets an app's client id (it then wins over the database). */
export function oauthAppFromEnvironment(config: ServerConfig, appId: string): boolean {
  return Boolean(oauthClientOf(config, appId).clientId);
}

/** Builds the lookup: the environment's client, else the administrator's stored one. */
export function createOAuthClientLookup(deps: OAuthClientLookupDeps): OAuthClientLookup {
  return async (connector, auth = connector.auth) => {
    const fromEnvironment = oauthClientFor(deps.config, connector, auth);
    if (fromEnvironment || auth.kind !== 'oauth2' || auth.registration) return fromEnvironment;
    let keyring: Keyring;
    try {
      keyring = await deps.keyring();
    } catch (error) {
      // No key, so nothing can have been stored: the connector is simply not configured.
      if (error instanceof KeyringError) return null;
      throw error;
    }
    const appId = oauthAppOf(connector, auth).id;
    const stored = await findConnectorApp(deps.db, keyring, appId);
    if (!stored) return null;
    const configured = oauthClientOf(deps.config, appId);
    return {
      network: connector.id,
      clientId: stored.clientId,
      clientSecret: stored.clientSecret,
      authorizeUrl: configured.authorizeUrl ?? auth.authorizeUrl,
      tokenUrl: configured.tokenUrl ?? auth.tokenUrl,
      ...clientShapeOf(auth),
    };
  };
}
