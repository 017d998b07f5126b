/**
 * Token refresh before a crawl: a source whose stored access token has expired (or expires
 * within a minute) and that holds a refresh token gets a new access token from the network's
 * token endpoint, stored encrypted in place of the old one.
 */
import { SourceError, type ConnectorHttp, type ConnectorPlugin } from '@chorus/core';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Keyring } from '../credentials/keyring.ts';
import { saveCredentials, type CredentialRecord } from '../credentials/store.ts';
import type { Database } from '../db/schema.ts';
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
    const refreshToken = record.payload.refreshToken;
    const expiresAt = record.expiresAt === null ? null : new Date(record.expiresAt).getTime();
    if (!refreshToken || expiresAt === null || expiresAt - refreshMarginMs > now.getTime()) {
      return record.payload;
    }
    // A connector that declares `refresh: false` is reconnected by its owner instead.
    if (connector.auth.kind === 'oauth2' && connector.auth.refresh === false) return record.payload;
    const client = await oauthClientFor(connector);
    if (!client) return record.payload;
    try {
      const tokens = await requestTokens(
        options.http,
        client,
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        now,
      );
      // A network that does not rotate refresh tokens answers none: keep the one we have.
      const payload = credentialPayloadOf({
        ...tokens,
        refreshToken: tokens.refreshToken ?? refreshToken,
      });
      await saveCredentials(options.db, await options.keyring(), {
        sourceId,
        provider: connector.id,
        payload,
        expiresAt: tokens.expiresAt,
      });
      return payload;
    } catch (error) {
      if (error instanceof OAuthTokenError && error.refused) {
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
