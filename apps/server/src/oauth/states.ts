/**
 * Pending connect attempts (the `oauth_states` table): made by the start route, taken once by
 * the callback. Only hashes of the state and of the session cookie are kept.
 */
import type { Kysely } from 'kysely';
import type { Database, OAuthStatesTable } from '../db/schema.ts';
import { sha256Hex } from './client.ts';

/** How long a popup may take between start and callback. */
export const stateLifetimeMs = 10 * 60 * 1000;

/** What a connect attempt remembers. */
export interface PendingAttempt {
  readonly sessionHash: string;
  readonly userId: number;
  readonly wallId: number;
  readonly sourceId: number;
  readonly network: string;
  readonly feedType: string;
  readonly codeVerifier: string | null;
  readonly redirectUri: string;
}

/** Stores an attempt under `state` until it expires; drops expired ones on the way. */
export async function saveAttempt(
  db: Kysely<Database>,
  state: string,
  attempt: PendingAttempt,
  now: Date = new Date(),
): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: sha256Hex(state),
      session_hash: attempt.sessionHash,
      user_id: attempt.userId,
      wall_id: attempt.wallId,
      source_id: attempt.sourceId,
      network: attempt.network,
      feed_type: attempt.feedType,
      code_verifier: attempt.codeVerifier,
      redirect_uri: attempt.redirectUri,
      expires_at: new Date(now.getTime() + stateLifetimeMs),
    })
    .execute();
}

/** A taken attempt, with when it expired. */
export type TakenAttempt = Pick<
  OAuthStatesTable,
  'session_hash' | 'user_id' | 'wall_id' | 'source_id' | 'network' | 'feed_type'
> & {
  readonly code_verifier: string | null;
  readonly redirect_uri: string;
  readonly expires_at: Date;
};

/**
 * Takes the attempt of `state` out of the table in one statement, so a state works once even
 * when two callbacks race; undefined for an unknown (or already used) state.
 */
export async function takeAttempt(
  db: Kysely<Database>,
  state: string,
): Promise<TakenAttempt | undefined> {
  return db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', sha256Hex(state))
    .returning([
      'session_hash',
      'user_id',
      'wall_id',
      'source_id',
      'network',
      'feed_type',
      'code_verifier',
      'redirect_uri',
      'expires_at',
    ])
    .executeTakeFirst();
}
