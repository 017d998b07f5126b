import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Casting a wall to a TV (issue 23): a TV on `/cast` holds a short pairing code until an owner
 * binds it to a wall, for ten minutes and one use. In the database, so any server process can
 * complete a pairing another one started. `cast_code_failures` counts an account's wrong codes,
 * so guessing is bounded across processes too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cast_codes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('wall_id', 'bigint', (c) => c.references('walls.id').onDelete('cascade'))
    .addColumn('paired_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('paired_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('cast_codes_code_hash_idx')
    .on('cast_codes')
    .column('code_hash')
    .execute();
  await db.schema
    .createIndex('cast_codes_ip_created_idx')
    .on('cast_codes')
    .columns(['ip_hash', 'created_at'])
    .execute();
  await db.schema
    .createTable('cast_code_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('cast_code_failures_actor_at_idx')
    .on('cast_code_failures')
    .columns(['actor', 'at'])
    .execute();
}

/** Drops the pairings and the failure counts. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cast_code_failures').ifExists().execute();
  await db.schema.dropTable('cast_codes').ifExists().execute();
}
