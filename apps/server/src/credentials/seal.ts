/**
 * AES-256-GCM sealing of a credential payload. The associated data binds a sealed payload to
 * its row (owner and provider), so ciphertext copied onto another row does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
const nonceBytes = 12;
const tagBytes = 16;

/** A sealed payload: ciphertext with the GCM tag appended, and its nonce. */
export interface Sealed {
  ciphertext: Buffer;
  nonce: Buffer;
}

/** Raised when a sealed payload cannot be opened: wrong key, tampered bytes or another row's. */
export class CredentialsDecryptError extends Error {
  override name = 'CredentialsDecryptError';
}

/** Encrypts `plaintext` under `key`, authenticated together with `associatedData`. */
export function seal(key: Buffer, plaintext: string, associatedData: string): Sealed {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv(algorithm, key, nonce, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext: Buffer.concat([body, cipher.getAuthTag()]), nonce };
}

/** Decrypts and authenticates; throws CredentialsDecryptError on any mismatch. */
export function open(key: Buffer, sealed: Sealed, associatedData: string): string {
  if (sealed.ciphertext.length < tagBytes || sealed.nonce.length !== nonceBytes) {
    throw new CredentialsDecryptError('The stored credentials are truncated.');
  }
  const body = sealed.ciphertext.subarray(0, sealed.ciphertext.length - tagBytes);
  const tag = sealed.ciphertext.subarray(sealed.ciphertext.length - tagBytes);
  try {
    const decipher = createDecipheriv(algorithm, key, sealed.nonce, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new CredentialsDecryptError(
      'The stored credentials could not be decrypted: wrong key or altered data.',
      { cause: error },
    );
  }
}
