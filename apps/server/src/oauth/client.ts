/**
 * The OAuth 2 side of a connector whose `auth.kind` is `oauth2`: its endpoints (the connector's,
 * or configuration's `CHORUS_OAUTH_<NETWORK>_AUTHORIZE_URL` / `_TOKEN_URL`), the installation's
 * client id and secret, PKCE, and the token endpoint calls (code exchange and refresh), made
 * through the connector kit's safe HTTP client.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ConnectorHttp, ConnectorPlugin } from '@chorus/core';
import { z } from 'zod';
import { oauthClientOf, oauthVariablePrefix, type ServerConfig } from '../config.ts';

/** Everything a connect attempt needs to talk to one network's OAuth 2 server. */
export interface OAuthClient {
  readonly network: string;
  readonly clientId: string;
  readonly clientSecret: string | null;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly scopes: readonly string[];
  readonly pkce: boolean;
}

/** The variable that must be set before `network` can be connected. */
export function clientIdVariable(network: string): string {
  return `${oauthVariablePrefix}${network.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_CLIENT_ID`;
}

/**
 * The OAuth 2 client of a connector, or null when the connector does not use OAuth 2 or the
 * installation has no client id for it.
 */
export function oauthClientFor(
  config: ServerConfig,
  connector: ConnectorPlugin,
): OAuthClient | null {
  if (connector.auth.kind !== 'oauth2') return null;
  const configured = oauthClientOf(config, connector.id);
  if (!configured.clientId) return null;
  return {
    network: connector.id,
    clientId: configured.clientId,
    clientSecret: configured.clientSecret ?? null,
    authorizeUrl: configured.authorizeUrl ?? connector.auth.authorizeUrl,
    tokenUrl: configured.tokenUrl ?? connector.auth.tokenUrl,
    scopes: connector.auth.scopes,
    pkce: connector.auth.pkce === true,
  };
}

/** An unguessable value: 32 random bytes, base64url (also a PKCE code verifier, RFC 7636). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in hex: how states and session cookies are kept. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The S256 code challenge of a verifier. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The consent screen's address for one attempt. */
export function authorizeUrlOf(
  client: OAuthClient,
  attempt: { state: string; redirectUri: string; codeVerifier: string | null },
): string {
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', attempt.redirectUri);
  if (client.scopes.length > 0) url.searchParams.set('scope', client.scopes.join(' '));
  url.searchParams.set('state', attempt.state);
  if (attempt.codeVerifier !== null) {
    url.searchParams.set('code_challenge', codeChallengeOf(attempt.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** Tokens as the token endpoint granted them. */
export interface OAuthTokens {
  readonly accessToken: string;
  readonly refreshToken: string | null;
  /** When the access token expires; null when the network does not say. */
  readonly expiresAt: Date | null;
  readonly scope: string | null;
}

/** The token endpoint refused, or answered something that is not tokens. */
export class OAuthTokenError extends Error {
  override name = 'OAuthTokenError';
  /** True when the network refused the grant itself (`invalid_grant`...): sign in again. */
  readonly refused: boolean;
  constructor(message: string, refused: boolean) {
    super(message);
    this.refused = refused;
  }
}

const tokenSchema = z.object({
  access_token: z.string().min(1).max(10_000),
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer'),
  expires_in: z.coerce.number().int().positive().optional(),
  refresh_token: z.string().min(1).max(10_000).optional(),
  scope: z.string().max(2000).optional(),
});

const tokenErrorSchema = z.object({
  error: z.string().max(200),
  error_description: z.string().max(500).optional(),
});

/** Largest token answer read. */
const maxTokenBodyBytes = 65_536;

/**
 * Calls the token endpoint with a form body (client id in the body, secret by HTTP Basic when
 * there is one). Throws {@link OAuthTokenError} for anything but tokens.
 */
export async function requestTokens(
  http: ConnectorHttp,
  client: OAuthClient,
  grant: Readonly<Record<string, string>>,
  now: Date = new Date(),
): Promise<OAuthTokens> {
  const body = new URLSearchParams({ ...grant, client_id: client.clientId });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (client.clientSecret !== null) {
    const basic = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  let response: Response;
  try {
    response = await http(client.tokenUrl, { method: 'POST', headers, body: body.toString() });
  } catch (error) {
    throw new OAuthTokenError(
      `the token endpoint could not be reached (${error instanceof Error ? error.message : String(error)})`,
      false,
    );
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text.length > maxTokenBodyBytes ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const refused = tokenErrorSchema.safeParse(json);
  if (refused.success) {
    throw new OAuthTokenError(refused.data.error_description ?? refused.data.error, true);
  }
  const tokens = response.ok ? tokenSchema.safeParse(json) : undefined;
  if (!tokens?.success) {
    throw new OAuthTokenError(`the token endpoint answered HTTP ${response.status}`, false);
  }
  const granted = tokens.data;
  return {
    accessToken: granted.access_token,
    refreshToken: granted.refresh_token ?? null,
    expiresAt:
      granted.expires_in === undefined ? null : new Date(now.getTime() + granted.expires_in * 1000),
    scope: granted.scope ?? null,
  };
}

/** The credentials payload stored for a source (the names connectors read). */
export function credentialPayloadOf(tokens: OAuthTokens): Record<string, string> {
  return {
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken === null ? {} : { refreshToken: tokens.refreshToken }),
    ...(tokens.scope === null ? {} : { scope: tokens.scope }),
  };
}
