import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * The CSV export job (issue 23): what a file of a wall's posts needs beside its state. `token`
 * is the file's random, unguessable name (its download address); `processed` of `total` posts
 * is the progress the owner's dialog polls; `bytes` is the finished file's size; `expires_at`
 * is when the sweep deletes the file (a day after it is done).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('csv_exports')
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'bigint')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('csv_exports_expires_at_idx')
    .on('csv_exports')
    .column('expires_at')
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();
}

/** Drops the job's columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('csv_exports_expires_at_idx').ifExists().execute();
  await db.schema
    .alterTable('csv_exports')
    .dropColumn('expires_at')
    .dropColumn('bytes')
    .dropColumn('total')
    .dropColumn('processed')
    .dropColumn('token')
    .execute();
}
