import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * OAuth clients this installation registered on the servers of a many-server network
 * (Mastodon's `POST /api/v1/apps`): one per network, server and callback address, the client id
 * and secret sealed like other credentials, reused for every later sign-in there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('ciphertext', 'bytea', (c) => c.notNull())
    .addColumn('nonce', 'bytea', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('oauth_clients_server_key', ['network', 'issuer', 'redirect_uri'])
    .execute();
}

/** Drops the registered clients. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_clients').ifExists().execute();
}
