import type { Kysely } from 'kysely';
import type { Database, TokenRow } from '../schema.ts';
import type { TokenKind } from './tokens.ts';

const tables = { api: 'api_tokens', wl: 'wl_tokens' } as const;

/** A user's live API tokens, newest first. */
export async function listUserApiTokens(db: Kysely<Database>, userId: number): Promise<TokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The live white-label tokens of these walls, newest first. */
export async function listWhiteLabelTokens(
  db: Kysely<Database>,
  wallIds: readonly number[],
): Promise<TokenRow[]> {
  if (wallIds.length === 0) return [];
  return db
    .selectFrom('wl_tokens')
    .selectAll()
    .where('wall_id', 'in', [...wallIds])
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The live token of this kind with this id, if any. */
export async function findLiveTokenById(
  db: Kysely<Database>,
  kind: TokenKind,
  tokenId: number,
): Promise<TokenRow | undefined> {
  return db
    .selectFrom(tables[kind])
    .selectAll()
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Sets the label of a token (the hint of its last characters, written once it exists). */
export async function setTokenLabel(
  db: Kysely<Database>,
  kind: TokenKind,
  tokenId: number,
  label: string,
): Promise<void> {
  await db.updateTable(tables[kind]).set({ label }).where('id', '=', tokenId).execute();
}
