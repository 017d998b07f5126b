/**
 * Signing in to Bluesky with the handle and app password stored (encrypted) as the source's
 * credentials: `com.atproto.server.createSession` gives an access and a refresh JWT; an access
 * token the server calls expired is renewed with `refreshSession`, and when that fails too the
 * connector signs in again. Sessions live in this process's memory only, keyed by service,
 * account and a digest of the password (a new password is a new session); they are never
 * written to the cursor or the database.
 */
import { createHash } from 'node:crypto';
import { SourceError } from '@chorus/core';
import {
  createJsonClient,
  type ApiFailure,
  type JsonClient,
  type RateLimit,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { blueskyMessages } from './messages.ts';

/** The credentials a search source stores: the account and one of its app passwords. */
export const blueskyCredentialsSchema = z.object({
  identifier: z
    .string({ error: blueskyMessages.missingIdentifier })
    .trim()
    .min(1, blueskyMessages.missingIdentifier)
    .max(253, blueskyMessages.missingIdentifier)
    .meta({ title: 'Handle or email', description: 'The account the search signs in as.' }),
  appPassword: z
    .string({ error: blueskyMessages.missingAppPassword })
    .trim()
    .min(1, blueskyMessages.missingAppPassword)
    .max(256, blueskyMessages.missingAppPassword)
    .meta({
      title: 'App password',
      description: 'Bluesky → Settings → Privacy and security → App passwords. Never shown again.',
      // Drawn as a password box; the server stores it encrypted and never sends it back.
      writeOnly: true,
    }),
});

const sessionSchema = z.object({ accessJwt: z.string(), refreshJwt: z.string() });
type Session = z.output<typeof sessionSchema>;

const sessions = new Map<string, Session>();

/** A refusal of the access token itself (expired, revoked), which a new session cures. */
class TokenRefused extends SourceError {}

/** XRPC says `ExpiredToken` / `InvalidToken` with a 400, or 401 for a missing token. */
function tokenRefusal(failure: ApiFailure): SourceError | undefined {
  const words = failure.problem.detail ?? '';
  if (failure.status === 401 || (failure.status === 400 && /token/i.test(words))) {
    return new TokenRefused('needs_reauth', `Bluesky refused the session${failure.suffix}.`);
  }
  return undefined;
}

/** What an authenticated call needs: the service, the crawl's client options. */
export interface SessionContext {
  readonly http: Parameters<typeof createJsonClient>[0]['http'];
  readonly service: string;
  readonly signal: AbortSignal;
  readonly clock: { now(): Date };
  /** Told the rate limit of every signed-in read (not of sign-ins, which Bluesky counts apart). */
  readonly onRateLimit?: (limit: RateLimit) => void;
}

/**
 * Runs `call` with a JSON client signed in as `credentials` on `service`, renewing the session
 * once when the token is refused. A refused password is `needs_reauth` with the words to fix it.
 */
export async function withSession<T>(
  context: SessionContext,
  credentials: z.output<typeof blueskyCredentialsSchema>,
  call: (api: JsonClient) => Promise<T>,
): Promise<T> {
  const digest = createHash('sha256').update(credentials.appPassword).digest('hex');
  const key = `${context.service}\n${credentials.identifier}\n${digest}`;
  const bare = (headers: Record<string, string> = {}) =>
    createJsonClient({
      http: context.http,
      baseUrl: context.service,
      network: 'Bluesky',
      signal: context.signal,
      clock: context.clock,
      headers,
      mapError: tokenRefusal,
    });
  const signedIn = (session: Session) =>
    createJsonClient({
      http: context.http,
      baseUrl: context.service,
      network: 'Bluesky',
      signal: context.signal,
      clock: context.clock,
      headers: { authorization: `Bearer ${session.accessJwt}` },
      mapError: tokenRefusal,
      ...(context.onRateLimit ? { onRateLimit: context.onRateLimit } : {}),
    });

  async function signIn(): Promise<Session> {
    const session = await bare()
      .request('/xrpc/com.atproto.server.createSession', sessionSchema, {
        method: 'POST',
        json: { identifier: credentials.identifier, password: credentials.appPassword },
      })
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        if (error instanceof TokenRefused) {
          throw new SourceError('needs_reauth', blueskyMessages.signInRefused, null, {
            cause: error,
          });
        }
        throw error;
      });
    sessions.set(key, session);
    return session;
  }

  async function renew(session: Session): Promise<Session> {
    try {
      const renewed = await bare({ authorization: `Bearer ${session.refreshJwt}` }).request(
        '/xrpc/com.atproto.server.refreshSession',
        sessionSchema,
        { method: 'POST' },
      );
      sessions.set(key, renewed.data);
      return renewed.data;
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      return signIn();
    }
  }

  const current = sessions.get(key) ?? (await signIn());
  try {
    return await call(signedIn(current));
  } catch (error) {
    if (!(error instanceof TokenRefused)) throw error;
    return call(signedIn(await renew(current)));
  }
}

/** Forgets every session (tests start each case signed out). */
export function forgetBlueskySessions(): void {
  sessions.clear();
}
