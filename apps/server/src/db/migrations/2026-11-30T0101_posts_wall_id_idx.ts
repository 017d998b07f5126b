import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The CSV export reads a wall's posts in keyset pages by id (`wall_id = $1 and id > $2 order
 * by id limit n`): this index answers each page without sorting the wall's posts again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index posts_wall_id_id_idx on posts (wall_id, id)`.execute(db);
}

/** Drops the index. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists posts_wall_id_id_idx`.execute(db);
}
