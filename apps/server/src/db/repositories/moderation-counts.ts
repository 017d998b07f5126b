/** The counters of a wall's moderation screen. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { trashDays } from './trash.ts';

/** What the moderation screen counts. */
export interface ModerationCounts {
  /** Posts waiting for a moderator (held by a rule or not). */
  readonly pending: number;
  /** Of those, the ones a screening rule holds. */
  readonly heldByRules: number;
  /** Approvals and restores by moderators since midnight UTC. */
  readonly approvedToday: number;
  /** Posts in the trash. */
  readonly inTrash: number;
}

/** Counts the wall's pending, held, approved-today and trashed posts. */
export async function moderationCounts(
  db: Kysely<Database>,
  wallId: number,
): Promise<ModerationCounts> {
  const posts = await db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('state', '=', 'pending').as('pending'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('state', '=', 'pending'), w('screened_rule', 'is not', null)]))
        .as('held'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) =>
          w.and([
            w('state', '=', 'removed'),
            w(sql`trashed_at`, '>', sql`now() - make_interval(days => ${trashDays})`),
          ]),
        )
        .as('trash'),
    ])
    .where('wall_id', '=', wallId)
    .executeTakeFirstOrThrow();
  const approved = await db
    .selectFrom('moderation_audit')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('wall_id', '=', wallId)
    .where('action', 'in', ['approve', 'restore'])
    .where(
      'created_at',
      '>=',
      sql<Date>`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    )
    .executeTakeFirstOrThrow();
  return {
    pending: Number(posts.pending),
    heldByRules: Number(posts.held),
    approvedToday: Number(approved.count),
    inTrash: Number(posts.trash),
  };
}
