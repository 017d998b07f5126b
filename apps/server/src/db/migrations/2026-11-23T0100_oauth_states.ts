import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Connect attempts waiting for the network's answer (the OAuth `state`): which session, wall
 * and source started them, and the PKCE verifier, for ten minutes and one use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('wall_id', 'bigint', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .addColumn('source_id', 'bigint', (c) =>
      c.notNull().references('sources.id').onDelete('cascade'),
    )
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('feed_type', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text')
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('oauth_states_expires_at_idx')
    .on('oauth_states')
    .column('expires_at')
    .execute();
}

/** Drops the pending connect attempts. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_states').ifExists().execute();
}
