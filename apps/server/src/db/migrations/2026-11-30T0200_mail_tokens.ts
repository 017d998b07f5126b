import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Mail (issue 23, part 5): when an account's e-mail address was verified, and the single-use
 * links mailed for a password reset or an address verification. Only the SHA-256 of a link's
 * token is stored; a used link keeps its row (until it is swept) so it can say it was used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema
    .createTable('mail_tokens')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'verify')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mail_tokens_user_idx')
    .on('mail_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

/** Drops the links and the verification time. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
