import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * What a network says about showing a post: its content warning (Mastodon spoiler text; the
 * wall hides the post behind it), whether its media are sensitive (blurred until opened), and
 * whether its date is an estimate (the fetch time, when the network gave none readable).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('content_warning', 'text')
    .addColumn('sensitive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_estimated', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

/** Drops the three columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .dropColumn('content_warning')
    .dropColumn('sensitive')
    .dropColumn('created_estimated')
    .execute();
}
