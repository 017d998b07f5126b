/**
 * Reddit's app-only OAuth: the client credentials grant at `/api/v1/access_token` with the
 * operator's client id and secret (HTTP Basic). Tokens live in this process's memory only, keyed
 * by token endpoint, client id and a digest of the secret, until they expire; a 401 from the API
 * forgets the token and the call is made once more with a new one.
 */
import { createHash } from 'node:crypto';
import { SourceError } from '@chorus/core';
import { createJsonClient, type JsonClient, type JsonClientOptions } from '@chorus/connector-kit';
import { z } from 'zod';
import { redditMessages } from './messages.ts';
import { tokenSchema } from './wire.ts';

/** The credentials a source stores (encrypted): the operator's Reddit app. */
export const redditCredentialsSchema = z.object({
  clientId: z.string().trim().min(1).meta({ title: 'Client id' }),
  clientSecret: z.string().min(1).meta({ title: 'Client secret' }),
});

interface Token {
  readonly value: string;
  /** Epoch milliseconds after which the token is not used. */
  readonly expiresAt: number;
}

const tokens = new Map<string, Token>();
/** A token is renewed this long before Reddit says it expires. */
const expiryMarginMs = 60_000;

/** A refusal of the bearer token by the API (expired, revoked), which a new token cures. */
class TokenRefused extends SourceError {}

/** What a signed-in call needs besides the credentials. */
export interface TokenContext {
  readonly http: JsonClientOptions['http'];
  readonly authBaseUrl: string;
  readonly apiBaseUrl: string;
  readonly userAgent: string;
  readonly signal: AbortSignal;
  readonly clock: { now(): Date };
}

/**
 * Runs `call` with a JSON client carrying a bearer token for `credentials`, fetching a token when
 * none is cached or the cached one expired, and once more when the API refuses it (401).
 */
export async function withAppToken<T>(
  context: TokenContext,
  credentials: Readonly<Record<string, string>> | null,
  call: (api: JsonClient) => Promise<T>,
): Promise<T> {
  const parsed = redditCredentialsSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new SourceError('needs_reauth', redditMessages.credentialsRefused);
  const { clientId, clientSecret } = parsed.data;
  const digest = createHash('sha256').update(clientSecret).digest('hex');
  const key = `${context.authBaseUrl}\n${clientId}\n${digest}`;
  const now = () => context.clock.now().getTime();
  const common = {
    http: context.http,
    network: 'Reddit',
    signal: context.signal,
    clock: context.clock,
  };

  async function newToken(): Promise<Token> {
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const answer = await createJsonClient({
      ...common,
      baseUrl: context.authBaseUrl,
      headers: { authorization: `Basic ${basic}`, 'user-agent': context.userAgent },
      mapError: (failure) =>
        failure.status === 401 || failure.status === 403
          ? new SourceError('needs_reauth', `${redditMessages.credentialsRefused}${failure.suffix}`)
          : undefined,
    }).request('/api/v1/access_token', tokenSchema, {
      method: 'POST',
      form: { grant_type: 'client_credentials' },
    });
    const token = {
      value: answer.data.access_token,
      expiresAt: now() + answer.data.expires_in * 1000 - expiryMarginMs,
    };
    tokens.set(key, token);
    return token;
  }

  const client = (token: Token) =>
    createJsonClient({
      ...common,
      baseUrl: context.apiBaseUrl,
      headers: { authorization: `Bearer ${token.value}`, 'user-agent': context.userAgent },
      mapError: (failure) => {
        if (failure.status === 401) {
          return new TokenRefused('needs_reauth', `Reddit refused the app token${failure.suffix}.`);
        }
        // An app-only token reads everything public: a 403 is the subreddit or user, not the app.
        if (failure.status !== 403) return undefined;
        const reason = failure.problem.type ? ` (${failure.problem.type})` : failure.suffix;
        return new SourceError('failing', `${redditMessages.notPublic}${reason}.`);
      },
    });

  const cached = tokens.get(key);
  const current = cached && cached.expiresAt > now() ? cached : await newToken();
  try {
    return await call(client(current));
  } catch (error) {
    if (!(error instanceof TokenRefused)) throw error;
    tokens.delete(key);
    return call(client(await newToken()));
  }
}

/** Forgets every token (tests start each case without one). */
export function forgetRedditTokens(): void {
  tokens.clear();
}
