import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, TokenRow } from '../schema.ts';

/** API tokens (premium plans) or white-label tokens (moderation and slideshow control). */
export type TokenKind = 'api' | 'wl';

/** What a token may act on: one wall, or a user's account. */
export interface TokenScope {
  wallId?: number | null;
  userId?: number | null;
  label?: string;
}

/** A freshly created token: the plain value, shown once, and what is stored. */
export interface CreatedToken {
  /** The only time the plain token exists; it cannot be recovered later. */
  token: string;
  record: TokenRow;
}

const tables = { api: 'api_tokens', wl: 'wl_tokens' } as const;

/** The SHA-256 of a token, hex: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a token of 256 random bits. A hash suffices (no salt, no slow KDF) because the
 * token is random, not a password someone chose.
 */
export async function createToken(
  db: Kysely<Database>,
  kind: TokenKind,
  scope: TokenScope,
): Promise<CreatedToken> {
  const token = randomBytes(32).toString('base64url');
  const record = await db
    .insertInto(tables[kind])
    .values({
      token_hash: hashToken(token),
      wall_id: scope.wallId ?? null,
      user_id: scope.userId ?? null,
      label: scope.label,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, record };
}

/** The live (not revoked) token with this plain value, noting that it was used just now. */
export async function useToken(
  db: Kysely<Database>,
  kind: TokenKind,
  token: string,
): Promise<TokenRow | undefined> {
  return db
    .updateTable(tables[kind])
    .set({ last_used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The live (not revoked) token with this plain value, without touching it. */
export async function findToken(
  db: Kysely<Database>,
  kind: TokenKind,
  token: string,
): Promise<TokenRow | undefined> {
  return db
    .selectFrom(tables[kind])
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The live tokens of a wall, oldest first (for the owner's token list). */
export async function listWallTokens(
  db: Kysely<Database>,
  kind: TokenKind,
  wallId: number,
): Promise<TokenRow[]> {
  return db
    .selectFrom(tables[kind])
    .selectAll()
    .where('wall_id', '=', wallId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Revokes a token for good; returns false when there was no live token with that id. */
export async function revokeToken(
  db: Kysely<Database>,
  kind: TokenKind,
  tokenId: number,
): Promise<boolean> {
  const result = await db
    .updateTable(tables[kind])
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
