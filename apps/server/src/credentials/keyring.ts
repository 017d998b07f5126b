/**
 * The keys that seal credentials at rest. Each key is 32 random bytes; its id is derived from
 * the key itself, so a row names the key that sealed it and keys can rotate: the current key
 * seals, every key on the ring opens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The encryption keys of an installation. */
export interface Keyring {
  /** Id of the key new credentials are sealed with; null when no key is configured. */
  readonly currentKeyId: string | null;
  /** The key with this id, if the ring holds it. */
  key(keyId: string): Buffer | undefined;
}

/** Raised when a key is malformed or missing; says what to set. */
export class KeyringError extends Error {
  override name = 'KeyringError';
}

/** Bytes of an AES-256 key. */
export const secretKeyBytes = 32;

/** The file a key is generated into, inside an embedded installation's data directory. */
export const secretKeyFileName = 'secret.key';

/** A short, stable id for a key: `k` and the start of its SHA-256. */
export function keyIdOf(key: Buffer): string {
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/** Decodes a base64 key and checks it is 32 bytes. */
export function decodeSecretKey(base64: string, name = 'CHORUS_SECRET_KEY'): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== secretKeyBytes) {
    throw new KeyringError(
      `${name} must be ${secretKeyBytes} random bytes in base64 (it decodes to ${key.length}). ` +
        'Generate one with: openssl rand -base64 32',
    );
  }
  return key;
}

/** A ring whose first key seals and whose every key opens. */
export function createKeyring(keys: readonly Buffer[]): Keyring {
  const byId = new Map(keys.map((key) => [keyIdOf(key), key] as const));
  const first = keys[0];
  return {
    currentKeyId: first ? keyIdOf(first) : null,
    key: (keyId) => byId.get(keyId),
  };
}

/** Where the keys come from. */
export interface KeyringSource {
  /** CHORUS_SECRET_KEY: the current key, base64. */
  secretKey?: string | undefined;
  /** CHORUS_PREVIOUS_SECRET_KEYS: older keys still able to open rows they sealed. */
  previousKeys?: readonly string[];
  /**
   * The embedded data directory: with no secret key set, a key is generated once into
   * `<dataDir>/secret.key` (mode 0600) and read from there afterwards. Leave it out with
   * PostgreSQL, where several processes must share one key from the environment.
   */
  dataDir?: string | undefined;
}

/**
 * The installation's keyring: the configured key first, else the data directory's key file
 * (created on first use), plus the previous keys. With neither, the ring is empty and
 * storing credentials fails with a message saying to set CHORUS_SECRET_KEY.
 */
export async function loadKeyring(source: KeyringSource): Promise<Keyring> {
  const previous = (source.previousKeys ?? []).map((key) =>
    decodeSecretKey(key, 'CHORUS_PREVIOUS_SECRET_KEYS'),
  );
  if (source.secretKey) return createKeyring([decodeSecretKey(source.secretKey), ...previous]);
  if (source.dataDir)
    return createKeyring([await readOrCreateKeyFile(source.dataDir), ...previous]);
  return createKeyring(previous);
}

async function readOrCreateKeyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, secretKeyFileName);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two starts never write two different keys.
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${randomBytes(secretKeyBytes).toString('base64')}\n`);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return decodeSecretKey(await readFile(file, 'utf8'), file);
}
