import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Sign-in with an identity provider (auth/sso): which provider account (provider id, subject)
 * signs into which Chorus account, for good; and the sign-ins waiting for the provider's answer
 * (hashed state, the browser they started in, PKCE verifier and nonce), for ten minutes and
 * one use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_identities')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sso_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('sso_identities_user_id_idx')
    .on('sso_identities')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('sso_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('next', 'text')
    .addColumn('invite', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sso_states_expires_at_idx')
    .on('sso_states')
    .column('expires_at')
    .execute();
}

/** Drops the links and the pending sign-ins. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_states').ifExists().execute();
  await db.schema.dropTable('sso_identities').ifExists().execute();
}
