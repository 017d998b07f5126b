import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * What the screening rule did with a post (approve, hold or reject), stored beside the rule and
 * its reason, so the moderation screen says what the rule did rather than guessing it from the
 * post's state now. Null on posts no rule decided, and on posts screened before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('screened_verdict', 'text', (c) =>
      c.check(sql`screened_verdict in ('approve', 'hold', 'reject')`),
    )
    .execute();
}

/** Drops the column (and its check with it). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('screened_verdict').execute();
}
