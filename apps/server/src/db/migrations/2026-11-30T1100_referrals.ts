import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The referral program (issue 22, item 3; hosted mode): each owner's referral code and credit
 * balance (`referral_accounts`), and on the spec's `referrals` entries the account that signed
 * up with the code and when its first paid invoice earned the referrer credits (once: a second
 * invoice or the same webhook event again finds `credited_at` set).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_accounts')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credits >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('referrals')
    .addColumn('referred_user_id', 'bigint', (c) =>
      c.unique().references('users.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('referrals').addColumn('credited_at', 'timestamptz').execute();
}

/** Drops the codes and the two columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referrals').dropColumn('credited_at').execute();
  await db.schema.alterTable('referrals').dropColumn('referred_user_id').execute();
  await db.schema.dropTable('referral_accounts').execute();
}
