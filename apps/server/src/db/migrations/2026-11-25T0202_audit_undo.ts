import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * What a post was before each logged action (state, pin, highlight, trash time), so a
 * moderator can undo their last action, and when it was undone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('moderation_audit')
    .addColumn('previous', 'jsonb')
    .addColumn('undone_at', 'timestamptz')
    .execute();
}

/** Drops the undo columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('moderation_audit')
    .dropColumn('previous')
    .dropColumn('undone_at')
    .execute();
}
