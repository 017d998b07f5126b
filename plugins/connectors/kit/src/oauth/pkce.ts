/**
 * PKCE (RFC 7636) and the unguessable values of an OAuth 2 sign-in, with S256 challenges.
 */
import { createHash, randomBytes } from 'node:crypto';

/** An unguessable value: 32 random bytes, base64url (43 characters; also a code verifier). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A fresh PKCE code verifier (43 characters, as RFC 7636 asks). */
export const createCodeVerifier = randomToken;

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
