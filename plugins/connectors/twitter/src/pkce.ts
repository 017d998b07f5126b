/**
 * PKCE (RFC 7636) for X's OAuth 2.0 flow. It lives here until the connector kit offers it;
 * it uses Web Crypto, so it runs on the server and in a browser alike.
 */

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh code verifier: 32 random bytes, base64url (43 characters, as RFC 7636 asks). */
export function createCodeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
