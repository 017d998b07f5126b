/**
 * The `cast_codes` and `cast_code_failures` tables: a TV's pairing code, bound once to a wall,
 * and the wrong codes typed by each account. Codes and poll tokens are stored as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Generated, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Letters and digits a TV shows without ambiguity: no 0/O, no 1/I. 32 of them. */
export const castCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters in a pairing code. */
export const castCodeLength = 6;
/** How long a code waits for its owner: ten minutes. */
export const castCodeLifetimeMs = 10 * 60_000;

/** The table's row type. */
export interface CastCodesTable {
  id: Generated<string | number>;
  code_hash: string;
  token_hash: string;
  ip_hash: string;
  wall_id: string | number | null;
  paired_by: string | number | null;
  paired_at: Date | null;
  claimed_at: Date | null;
  expires_at: Date;
  created_at: Date;
}

/** One wrong code typed by an actor (`user:{id}` or `wl:{token id}`). */
export interface CastCodeFailuresTable {
  id: Generated<string | number>;
  actor: string;
  at: Date;
}

type CastTables = {
  cast_codes: CastCodesTable;
  cast_code_failures: CastCodeFailuresTable;
};

function castDb(db: Kysely<Database>): Kysely<Database & CastTables> {
  return db.withTables<CastTables>();
}

/** SHA-256 in hex: how codes, tokens and addresses are kept. */
export function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A fresh random code of {@link castCodeLength} characters (unbiased: 256 is a multiple of 32). */
export function newCastCode(): string {
  return [...randomBytes(castCodeLength)]
    .map((byte) => castCodeAlphabet[byte % castCodeAlphabet.length])
    .join('');
}

/**
 * What an owner typed, as a code: upper case, without spaces or dashes. Null when it cannot be
 * a code (wrong length, or a character the alphabet leaves out).
 */
export function normalizeCastCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (code.length !== castCodeLength) return null;
  return [...code].every((char) => castCodeAlphabet.includes(char)) ? code : null;
}

/** A code just made, with the TV's poll token. */
export interface NewCastCode {
  readonly code: string;
  readonly token: string;
  readonly expiresAt: Date;
}

/** Codes made from one address (hashed) since `since`. */
export async function codesFromAddressSince(
  db: Kysely<Database>,
  ipHash: string,
  since: Date,
): Promise<number> {
  const row = await castDb(db)
    .selectFrom('cast_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('ip_hash', '=', ipHash)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Makes a code for a TV, unique among the codes still waiting, and clears codes and failures
 * that ended more than an hour ago.
 */
export async function createCastCode(
  db: Kysely<Database>,
  ipHash: string,
  now: Date,
): Promise<NewCastCode> {
  const cast = castDb(db);
  const longAgo = new Date(now.getTime() - 3_600_000);
  await cast.deleteFrom('cast_codes').where('expires_at', '<', longAgo).execute();
  await cast.deleteFrom('cast_code_failures').where('at', '<', longAgo).execute();
  let code = newCastCode();
  for (let tries = 0; tries < 5 && (await isWaiting(db, code, now)); tries += 1) {
    code = newCastCode();
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + castCodeLifetimeMs);
  await cast
    .insertInto('cast_codes')
    .values({
      code_hash: hashOf(code),
      token_hash: hashOf(token),
      ip_hash: ipHash,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { code, token, expiresAt };
}

async function isWaiting(db: Kysely<Database>, code: string, now: Date): Promise<boolean> {
  const row = await castDb(db)
    .selectFrom('cast_codes')
    .select('id')
    .where('code_hash', '=', hashOf(code))
    .where('paired_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Binds a waiting code to a wall, once: true when this call paired it; false when no code
 * waits under it (wrong, expired or already used).
 */
export async function pairCastCode(
  db: Kysely<Database>,
  input: { code: string; wallId: number; userId: number | null; now: Date },
): Promise<boolean> {
  const cast = castDb(db);
  const waiting = await cast
    .selectFrom('cast_codes')
    .select('id')
    .where('code_hash', '=', hashOf(input.code))
    .where('paired_at', 'is', null)
    .where('expires_at', '>', input.now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (waiting === undefined) return false;
  // Guarded by `paired_at is null`: of two owners typing the same code at once, one wins.
  const result = await cast
    .updateTable('cast_codes')
    .set({ wall_id: input.wallId, paired_by: input.userId, paired_at: input.now })
    .where('id', '=', waiting.id)
    .where('paired_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What a TV learns when it asks with its token. */
export type CastCodeState =
  | { readonly state: 'waiting'; readonly expiresAt: Date }
  | { readonly state: 'paired'; readonly userName: string }
  | { readonly state: 'expired' };

/**
 * The state of a TV's code. A paired code is handed over once: the first answer names the
 * wall and later ones say `expired`, so a token seen once is worth nothing after.
 */
export async function castCodeState(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<CastCodeState> {
  const cast = castDb(db);
  const row = await cast
    .selectFrom('cast_codes')
    .leftJoin('walls', 'walls.id', 'cast_codes.wall_id')
    .select([
      'cast_codes.id',
      'cast_codes.paired_at',
      'cast_codes.claimed_at',
      'cast_codes.expires_at',
      'walls.user_name',
    ])
    .where('cast_codes.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (row === undefined || row.claimed_at !== null) return { state: 'expired' };
  if (row.paired_at !== null && row.user_name) {
    const claimed = await cast
      .updateTable('cast_codes')
      .set({ claimed_at: now })
      .where('id', '=', row.id)
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n
      ? { state: 'paired', userName: row.user_name }
      : { state: 'expired' };
  }
  if (row.paired_at !== null || new Date(row.expires_at) <= now) return { state: 'expired' };
  return { state: 'waiting', expiresAt: new Date(row.expires_at) };
}

/** Records a wrong code typed by `actor`. */
export async function recordCastFailure(
  db: Kysely<Database>,
  actor: string,
  now: Date,
): Promise<void> {
  await castDb(db).insertInto('cast_code_failures').values({ actor, at: now }).execute();
}

/** Wrong codes typed by `actor` since `since`. */
export async function castFailuresSince(
  db: Kysely<Database>,
  actor: string,
  since: Date,
): Promise<number> {
  const row = await castDb(db)
    .selectFrom('cast_code_failures')
    .select(sql<string>`count(*)`.as('count'))
    .where('actor', '=', actor)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
