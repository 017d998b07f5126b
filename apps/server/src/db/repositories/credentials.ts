import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Selectable } from 'kysely';
import type { CredentialsTable } from '../schema.ts';

/** A credentials row as read from the database: sealed bytes, never plain text. */
export type CredentialRow = Selectable<CredentialsTable>;

/** Whose credentials: one source's, or one user's (an owner's connected account). */
export type CredentialOwner =
  { sourceId: number; userId?: never } | { userId: number; sourceId?: never };

/** A sealed credential to store. */
export interface SealedCredentialInput {
  owner: CredentialOwner;
  /** The network or service, e.g. `twitter`. */
  provider: string;
  ciphertext: Uint8Array;
  nonce: Uint8Array;
  keyId: string;
  expiresAt: Date | null;
}

/** Stores sealed credentials, replacing those the same owner had for the same provider. */
export async function replaceCredentialRow(
  db: Kysely<Database>,
  input: SealedCredentialInput,
): Promise<CredentialRow> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('credentials')
      .where(ownerColumn(input.owner), '=', ownerId(input.owner))
      .where('provider', '=', input.provider)
      .execute();
    return trx
      .insertInto('credentials')
      .values({
        source_id: input.owner.sourceId ?? null,
        user_id: input.owner.userId ?? null,
        provider: input.provider,
        ciphertext: input.ciphertext,
        nonce: input.nonce,
        key_id: input.keyId,
        expires_at: input.expiresAt,
        updated_at: sql<Date>`now()`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The owner's sealed credentials for a provider, if any (the newest when several). */
export async function findCredentialRow(
  db: Kysely<Database>,
  owner: CredentialOwner,
  provider: string,
): Promise<CredentialRow | undefined> {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where(ownerColumn(owner), '=', ownerId(owner))
    .where('provider', '=', provider)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Forgets the owner's credentials for a provider; returns whether there were any. */
export async function deleteCredentialRows(
  db: Kysely<Database>,
  owner: CredentialOwner,
  provider: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('credentials')
    .where(ownerColumn(owner), '=', ownerId(owner))
    .where('provider', '=', provider)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function ownerColumn(owner: CredentialOwner): 'source_id' | 'user_id' {
  return owner.sourceId !== undefined ? 'source_id' : 'user_id';
}

function ownerId(owner: CredentialOwner): number {
  return owner.sourceId ?? owner.userId;
}
