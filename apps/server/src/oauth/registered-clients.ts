/**
 * OAuth clients of many-server networks (the `oauth_clients` table): a connector whose `oauth2`
 * auth declares a `registration` has no installation-wide client id; instead this installation
 * registers itself on each server the first time an owner signs in there, keeps the client id
 * and secret sealed with the credentials keyring, and reuses them for every later sign-in to
 * that server with the same callback address.
 */
import {
  feedTypeAuthOf,
  SourceError,
  type ConnectorHttp,
  type ConnectorPlugin,
  type RegisteredOAuthClient,
} from '@chorus/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { KeyringError, type Keyring } from '../credentials/keyring.ts';
import { open, seal } from '../credentials/seal.ts';
import type { Database } from '../db/schema.ts';
import { clientShapeOf, type OAuthClient } from './client.ts';

/** What a registered client is looked up by. */
export interface ClientKey {
  readonly network: string;
  /** The server's origin. */
  readonly issuer: string;
  readonly redirectUri: string;
}

const sealedClientSchema = z.object({
  clientId: z.string().min(1).max(2000),
  clientSecret: z.string().max(2000).nullable(),
});

function associatedData(key: ClientKey): string {
  return `chorus-oauth-client:v1:${key.network}:${key.issuer}:${key.redirectUri}`;
}

/** The client registered on a server for a callback address, decrypted; undefined when none. */
export async function findRegisteredClient(
  db: Kysely<Database>,
  keyring: Keyring,
  key: ClientKey,
): Promise<RegisteredOAuthClient | undefined> {
  const row = await db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('network', '=', key.network)
    .where('issuer', '=', key.issuer)
    .where('redirect_uri', '=', key.redirectUri)
    .executeTakeFirst();
  const sealKey = row ? keyring.key(row.key_id) : undefined;
  // A client sealed with a key no longer on the ring is registered afresh.
  if (!row || !sealKey) return undefined;
  const plaintext = open(
    sealKey,
    { ciphertext: Buffer.from(row.ciphertext), nonce: Buffer.from(row.nonce) },
    associatedData(key),
  );
  return sealedClientSchema.parse(JSON.parse(plaintext));
}

/** Seals and stores a registered client, replacing the one kept for the same server. */
export async function saveRegisteredClient(
  db: Kysely<Database>,
  keyring: Keyring,
  key: ClientKey,
  client: RegisteredOAuthClient,
): Promise<void> {
  const keyId = keyring.currentKeyId;
  const sealKey = keyId ? keyring.key(keyId) : undefined;
  if (!keyId || !sealKey) {
    throw new KeyringError(
      'Cannot store an OAuth client: no encryption key. Set CHORUS_SECRET_KEY to 32 random ' +
        'bytes in base64 (openssl rand -base64 32).',
    );
  }
  const payload = JSON.stringify({ clientId: client.clientId, clientSecret: client.clientSecret });
  const sealed = seal(sealKey, payload, associatedData(key));
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('oauth_clients')
      .where('network', '=', key.network)
      .where('issuer', '=', key.issuer)
      .where('redirect_uri', '=', key.redirectUri)
      .execute();
    await trx
      .insertInto('oauth_clients')
      .values({
        network: key.network,
        issuer: key.issuer,
        redirect_uri: key.redirectUri,
        ciphertext: sealed.ciphertext,
        nonce: sealed.nonce,
        key_id: keyId,
      })
      .execute();
  });
}

/** What {@link registeredClientFor} needs. */
export interface RegisteredClientDeps {
  readonly db: Kysely<Database>;
  readonly keyring: () => Promise<Keyring>;
  readonly http: ConnectorHttp;
  /** The installation's public address, sent as the client's website. */
  readonly website: string | null;
}

/** A source as the registration reads it. */
export interface RegisteringSource {
  readonly feed_type: string;
  readonly options: unknown;
}

/** The server a source of a registering connector signs in to; throws a SourceError otherwise. */
export function issuerOfSource(connector: ConnectorPlugin, source: RegisteringSource): string {
  const auth = feedTypeAuthOf(connector, source.feed_type);
  if (auth.kind !== 'oauth2' || !auth.registration) {
    throw new SourceError('invalid_source', `${connector.displayName} registers no clients.`);
  }
  const options =
    typeof source.options === 'object' && source.options !== null
      ? (source.options as Record<string, unknown>)
      : {};
  const pluginOptions = (connector as { readonly options?: unknown }).options ?? {};
  const issuer = auth.registration.issuerOf({ feedType: source.feed_type, options }, pluginOptions);
  return new URL(issuer).origin;
}

/**
 * The OAuth client of a source of a registering connector: the one kept for its server and
 * callback address, else a new registration there (kept for next time) when `register` is set;
 * null when none is kept and `register` is not set. The connector's `authorizeUrl` and
 * `tokenUrl` are read on that server.
 */
export async function registeredClientFor(
  deps: RegisteredClientDeps,
  connector: ConnectorPlugin,
  source: RegisteringSource,
  redirectUri: string,
  register: boolean,
): Promise<OAuthClient | null> {
  const auth = feedTypeAuthOf(connector, source.feed_type);
  if (auth.kind !== 'oauth2' || !auth.registration) return null;
  const issuer = issuerOfSource(connector, source);
  const key: ClientKey = { network: connector.id, issuer, redirectUri };
  const keyring = await deps.keyring();
  let client = await findRegisteredClient(deps.db, keyring, key);
  if (!client) {
    if (!register) return null;
    client = await auth.registration.register({
      http: deps.http,
      issuer,
      redirectUri,
      clientName: 'Chorus',
      scopes: auth.scopes,
      website: deps.website,
    });
    await saveRegisteredClient(deps.db, keyring, key, client);
  }
  return {
    network: connector.id,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    authorizeUrl: new URL(auth.authorizeUrl, issuer).toString(),
    tokenUrl: new URL(auth.tokenUrl, issuer).toString(),
    ...clientShapeOf(auth),
  };
}
