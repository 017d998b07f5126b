/**
 * Token refresh before a crawl: a source whose stored access token has expired (or expires
 * within a minute) and that holds a refresh token gets a new access token from the network's
 * token endpoint, stored encrypted in place of the old one. The sign-in is the source's feed
 * type's (its own `auth`, else the connector's), with that sign-in's app and renewal.
 */
import {
  feedTypeAuthOf,
  isSourceError,
  SourceError,
  type ConnectorHttp,
  type ConnectorPlugin,
  type InstalledConnector,
} from '@chorus/core';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Keyring } from '../credentials/keyring.ts';
import { saveCredentials, type CredentialRecord } from '../credentials/store.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import type { Database } from '../db/schema.ts';
import { resolveBaseUrls } from '../ingest/base-urls.ts';
import { createOAuthClientLookup } from './app-credentials.ts';
import { credentialPayloadOf, OAuthTokenError, requestTokens } from './client.ts';

/** Refresh this long before the network's expiry, so a crawl never starts with a dying token. */
export const refreshMarginMs = 60_000;

/** Refreshes a source's stored tokens when due; see {@link createTokenRefresher}. */
export type TokenRefresher = (input: {
  readonly sourceId: number;
  readonly connector: ConnectorPlugin;
  readonly record: CredentialRecord;
  readonly now?: Date;
}) => Promise<Readonly<Record<string, string>>>;

/** What refreshing needs. */
export interface TokenRefresherOptions {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly http: ConnectorHttp;
  readonly keyring: () => Promise<Keyring>;
  /** A connector's base URLs; default its own, overridden by configuration. */
  readonly baseUrls?: (connector: ConnectorPlugin) => Readonly<Record<string, string>>;
}

/**
 * A refresher for the crawl: answers the payload to crawl with — refreshed when due and
 * possible, else as stored. A refresh token the network refuses asks the owner to sign in
 * again (`needs_reauth`); an unreachable token endpoint leaves the stored token to try.
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  // The environment's OAuth app, else the one the administrator saved.
  const oauthClientFor = createOAuthClientLookup(options);
  return async ({ sourceId, connector, record, now = new Date() }) => {
    // The sign-in of the source's feed type (its own, else the connector's): its app and its
    // renewal, so an Instagram profile renews with Instagram Login's app and grant.
    const auth = hasOwnSignIn(connector)
      ? feedTypeAuthOf(connector, (await findSourceById(options.db, sourceId))?.feed_type)
      : connector.auth;
    if (auth.kind !== 'oauth2') return record.payload;
    const refreshToken = record.payload.refreshToken;
    const expiresAt = record.expiresAt === null ? null : new Date(record.expiresAt).getTime();
    const margin = auth.renewBeforeMs ?? refreshMarginMs;
    if (expiresAt === null || expiresAt - margin > now.getTime()) return record.payload;
    // A connector that declares `refresh: false` is reconnected by its owner instead.
    if (auth.refresh === false) return record.payload;
    // The standard grant needs a refresh token; a connector's own renewal may not.
    if (!auth.renewTokens && !refreshToken) return record.payload;
    const client = await oauthClientFor(connector, auth);
    if (!client) return record.payload;
    try {
      const tokens = auth.renewTokens
        ? await auth.renewTokens({
            http: options.http,
            credentials: record.payload,
            client: { clientId: client.clientId, clientSecret: client.clientSecret },
            baseUrls:
              options.baseUrls?.(connector) ??
              resolveBaseUrls(connector, options.config.ingestion.baseUrlOverrides),
            pluginOptions: (connector as Partial<InstalledConnector>).options,
            now,
          })
        : await requestTokens(
            options.http,
            client,
            { grant_type: 'refresh_token', refresh_token: refreshToken ?? '' },
            now,
          );
      // A network that does not rotate refresh tokens answers none: keep the one we have.
      // Fields the sign-in added (a page token, an account id) stay beside the new token.
      const payload = {
        ...record.payload,
        ...credentialPayloadOf({
          ...tokens,
          refreshToken: tokens.refreshToken ?? refreshToken ?? null,
        }),
      };
      await saveCredentials(options.db, await options.keyring(), {
        sourceId,
        provider: connector.id,
        payload,
        expiresAt: tokens.expiresAt,
      });
      return payload;
    } catch (error) {
      if (isRefusal(error)) {
        throw new SourceError(
          'needs_reauth',
          `${connector.displayName} refused to renew the sign-in; please connect the account again.`,
          null,
          { cause: error },
        );
      }
      if (error instanceof OAuthTokenError) return record.payload;
      throw error;
    }
  };
}

/** Whether some feed type of the connector declares its own sign-in. */
function hasOwnSignIn(connector: ConnectorPlugin): boolean {
  return Object.values(connector.feedTypes).some((feedType) => feedType.auth !== undefined);
}

/** A renewal the network refused: the refresh grant's refusal, or a connector's own verdict. */
function isRefusal(error: unknown): boolean {
  if (error instanceof OAuthTokenError) return error.refused;
  if (isSourceError(error)) return error.kind === 'needs_reauth';
  return (
    typeof error === 'object' && error !== null && (error as { refused?: unknown }).refused === true
  );
}
