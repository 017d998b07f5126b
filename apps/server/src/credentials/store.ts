/**
 * The credentials store: OAuth tokens and API keys, sealed with the keyring's current key
 * before they reach the database and opened on the way out.
 */
import type { Kysely } from 'kysely';
import {
  findCredentialRow,
  replaceCredentialRow,
  type CredentialOwner,
} from '../db/repositories/credentials.ts';
import type { Database } from '../db/schema.ts';
import { KeyringError, type Keyring } from './keyring.ts';
import { CredentialsDecryptError, open, seal } from './seal.ts';

/** Secrets of one connection, by name (`access_token`, `refresh_token`, `api_key`...). */
export type CredentialPayload = Readonly<Record<string, string>>;

/** Credentials to store for a source or a user. */
export type SaveCredentialsInput = CredentialOwner & {
  /** The network or service, e.g. `twitter`. */
  provider: string;
  payload: CredentialPayload;
  /** When the provider says they expire. */
  expiresAt?: Date | null;
};

/** Which credentials to read. */
export type LoadCredentialsInput = CredentialOwner & { provider: string };

/** Credentials as read back, decrypted. */
export interface CredentialRecord {
  provider: string;
  payload: CredentialPayload;
  expiresAt: Date | null;
  /** The key that sealed them; older than the keyring's current key after a rotation. */
  keyId: string;
}

/** Seals and stores credentials, replacing the owner's previous ones for this provider. */
export async function saveCredentials(
  db: Kysely<Database>,
  keyring: Keyring,
  input: SaveCredentialsInput,
): Promise<void> {
  const keyId = keyring.currentKeyId;
  const key = keyId ? keyring.key(keyId) : undefined;
  if (!keyId || !key) {
    throw new KeyringError(
      'Cannot store credentials: no encryption key. Set CHORUS_SECRET_KEY to 32 random bytes ' +
        'in base64 (openssl rand -base64 32).',
    );
  }
  const owner = ownerOf(input);
  const sealed = seal(key, JSON.stringify(input.payload), associatedData(owner, input.provider));
  await replaceCredentialRow(db, {
    owner,
    provider: input.provider,
    ciphertext: sealed.ciphertext,
    nonce: sealed.nonce,
    keyId,
    expiresAt: input.expiresAt ?? null,
  });
}

/**
 * The owner's credentials for a provider, decrypted; null when none are stored. Throws
 * CredentialsDecryptError when the key that sealed them is not on the ring or the row was
 * altered.
 */
export async function loadCredentials(
  db: Kysely<Database>,
  keyring: Keyring,
  input: LoadCredentialsInput,
): Promise<CredentialRecord | null> {
  const owner = ownerOf(input);
  const row = await findCredentialRow(db, owner, input.provider);
  if (!row) return null;
  const key = keyring.key(row.key_id);
  if (!key) {
    throw new CredentialsDecryptError(
      `The stored credentials were sealed with key ${row.key_id}, which is not configured ` +
        '(add it to CHORUS_PREVIOUS_SECRET_KEYS).',
    );
  }
  const plaintext = open(
    key,
    { ciphertext: Buffer.from(row.ciphertext), nonce: Buffer.from(row.nonce) },
    associatedData(owner, row.provider),
  );
  return {
    provider: row.provider,
    payload: parsePayload(plaintext),
    expiresAt: row.expires_at,
    keyId: row.key_id,
  };
}

function ownerOf(input: CredentialOwner): CredentialOwner {
  return input.sourceId !== undefined ? { sourceId: input.sourceId } : { userId: input.userId };
}

function associatedData(owner: CredentialOwner, provider: string): string {
  const who = owner.sourceId !== undefined ? `source:${owner.sourceId}` : `user:${owner.userId}`;
  return `chorus-credentials:v1:${who}:${provider}`;
}

function parsePayload(plaintext: string): CredentialPayload {
  const value: unknown = JSON.parse(plaintext);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CredentialsDecryptError('The stored credentials are not a JSON object.');
  }
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
