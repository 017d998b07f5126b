/**
 * The network side of an OAuth 2 authorization code flow: the consent screen's address and the
 * token endpoint calls (code exchange and refresh). The server keeps states and tokens; this
 * module only builds requests and reads answers, through the safe client it is given.
 */
import type { ConnectorHttp, OAuthGrantedTokens } from '@chorus/core';
import { z } from 'zod';
import { codeChallengeOf } from './pkce.ts';

/** Everything a sign-in needs to talk to one network's OAuth 2 server. */
export interface OAuthClient {
  /** The connector id. */
  readonly network: string;
  readonly clientId: string;
  /** Sent by HTTP Basic when set (confidential client). */
  readonly clientSecret: string | null;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly scopes: readonly string[];
  readonly pkce: boolean;
  /** `basic` (default): the secret by HTTP Basic; `body`: id and secret as form fields. */
  readonly clientAuthentication?: 'basic' | 'body';
  /** The client id parameter's name; default `client_id`. */
  readonly clientIdParameter?: string;
  /** What joins the scopes; default a space. */
  readonly scopeSeparator?: string;
}

/** One sign-in attempt, as the consent screen's address carries it. */
export interface AuthorizeAttempt {
  readonly state: string;
  readonly redirectUri: string;
  /** The PKCE verifier; its S256 challenge is sent. `null` without PKCE. */
  readonly codeVerifier: string | null;
}

/** The consent screen's address for one attempt. */
export function authorizeUrlOf(client: OAuthClient, attempt: AuthorizeAttempt): string {
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set(client.clientIdParameter ?? 'client_id', client.clientId);
  url.searchParams.set('redirect_uri', attempt.redirectUri);
  if (client.scopes.length > 0) {
    url.searchParams.set('scope', client.scopes.join(client.scopeSeparator ?? ' '));
  }
  url.searchParams.set('state', attempt.state);
  if (attempt.codeVerifier !== null) {
    url.searchParams.set('code_challenge', codeChallengeOf(attempt.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** Tokens as the token endpoint granted them (`raw`: the answer's JSON object). */
export type OAuthTokens = OAuthGrantedTokens;

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

// `token_type` is optional: LinkedIn, Threads and Instagram leave it out; when sent, it is bearer.
const tokenSchema = z.object({
  access_token: z.string().min(1).max(10_000),
  token_type: z
    .string()
    .refine((type) => type.toLowerCase() === 'bearer')
    .optional(),
  expires_in: z.coerce.number().int().positive().optional(),
  refresh_token: z.string().min(1).max(10_000).optional(),
  scope: z.string().max(2000).optional(),
});

const tokenErrorSchema = z.object({
  error: z.string().max(200),
  error_description: z.string().max(500).optional(),
});

// Meta's Graph API refuses with `{"error":{"message","type","code"}}` instead of RFC 6749's body.
const graphErrorSchema = z.object({
  error: z.object({ message: z.string().max(500), type: z.string().max(200).optional() }),
});

// Instagram Login's code exchange refuses with `{"error_type","code","error_message"}`.
const errorMessageSchema = z.object({ error_message: z.string().max(500) });

/**
 * The token object of an answer: the answer itself, or the one object of a `data` list, the
 * shape Instagram Login documents for its code exchange (`{"data":[{"access_token",...}]}`).
 */
function tokenObjectOf(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || 'access_token' in json) return json;
  const data = (json as { data?: unknown }).data;
  return Array.isArray(data) && data.length === 1 ? data[0] : json;
}

/** Largest token answer read. */
const maxTokenBodyBytes = 65_536;

/**
 * Reads a token endpoint's answer (RFC 6749 §5): tokens from a 2xx JSON body, an
 * {@link OAuthTokenError} with `refused` for an OAuth error body, a plain one for anything else.
 */
export function parseTokenAnswer(
  status: number,
  text: string,
  now: Date = new Date(),
): OAuthTokens {
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
  const graphRefused = status >= 400 ? graphErrorSchema.safeParse(json) : undefined;
  if (graphRefused?.success) throw new OAuthTokenError(graphRefused.data.error.message, true);
  const messageRefused = status >= 400 ? errorMessageSchema.safeParse(json) : undefined;
  if (messageRefused?.success) {
    throw new OAuthTokenError(messageRefused.data.error_message, true);
  }
  const answer = tokenObjectOf(json);
  const tokens = status >= 200 && status < 300 ? tokenSchema.safeParse(answer) : undefined;
  if (!tokens?.success) {
    throw new OAuthTokenError(`the token endpoint answered HTTP ${status}`, false);
  }
  const granted = tokens.data;
  return {
    accessToken: granted.access_token,
    refreshToken: granted.refresh_token ?? null,
    expiresAt:
      granted.expires_in === undefined ? null : new Date(now.getTime() + granted.expires_in * 1000),
    scope: granted.scope ?? null,
    raw: answer as Record<string, unknown>,
  };
}

/**
 * Calls the token endpoint with a form body (client id in the body; the secret by HTTP Basic
 * when there is one, or in the body when the client says `body`). Throws
 * {@link OAuthTokenError} for anything but tokens.
 */
export async function requestTokens(
  http: ConnectorHttp,
  client: OAuthClient,
  grant: Readonly<Record<string, string>>,
  now: Date = new Date(),
): Promise<OAuthTokens> {
  const body = new URLSearchParams({
    ...grant,
    [client.clientIdParameter ?? 'client_id']: client.clientId,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (client.clientSecret !== null && client.clientAuthentication === 'body') {
    body.set('client_secret', client.clientSecret);
  } else if (client.clientSecret !== null) {
    const basic = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  let response: Response;
  try {
    response = await http(client.tokenUrl, { method: 'POST', headers, body: body.toString() });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OAuthTokenError(`the token endpoint could not be reached (${reason})`, false);
  }
  return parseTokenAnswer(response.status, await response.text(), now);
}

/** The credentials stored for a source: the names connectors read (`accessToken`...). */
export function credentialPayloadOf(tokens: OAuthTokens): Record<string, string> {
  return {
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken === null ? {} : { refreshToken: tokens.refreshToken }),
    ...(tokens.scope === null ? {} : { scope: tokens.scope }),
  };
}

/**
 * The bearer token of a source for an API call: the owner's OAuth access token, else the
 * installation's app token (`bearerToken`); `null` when neither is stored.
 */
export function bearerTokenOf(credentials: Readonly<Record<string, string>> | null): string | null {
  return credentials?.['accessToken'] || credentials?.['bearerToken'] || null;
}
