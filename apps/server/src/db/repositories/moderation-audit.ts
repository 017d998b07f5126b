/** The moderation audit log of a wall: who did what to which post, and when; and undo. */
import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { Database, PostRow, PostState } from '../schema.ts';
import { postColumns } from './posts.ts';

/** What an action may change on a post, as it was before: what undo puts back. */
export interface PostSnapshot {
  readonly state: PostState;
  readonly pinnedAt: string | null;
  readonly highlight: boolean;
  readonly trashedAt: string | null;
}

/** A post's undoable fields. */
export function snapshotOf(row: PostRow): PostSnapshot {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    state: row.state,
    pinnedAt: iso(row.pinned_at),
    highlight: row.highlight,
    trashedAt: iso(row.trashed_at),
  };
}

/** Who acted: the kind of account or token, and its username or label. */
export interface AuditActor {
  readonly kind: 'owner' | 'enterprise' | 'apiToken' | 'whiteLabel';
  readonly label: string;
}

/** One entry of the log. */
export interface AuditEntry {
  readonly id: number;
  readonly postId: number | null;
  readonly action: string;
  readonly actor: AuditActor;
  readonly detail: string | null;
  readonly at: Date;
}

/** Records one moderation action. */
export async function recordAudit(
  db: Kysely<Database>,
  entry: {
    wallId: number;
    postId: number | null;
    action: string;
    actor: AuditActor;
    detail?: string;
    /** The post before the action; entries with one can be undone. */
    previous?: PostSnapshot;
  },
): Promise<void> {
  await db
    .insertInto('moderation_audit')
    .values({
      wall_id: entry.wallId,
      post_id: entry.postId,
      action: entry.action,
      actor_kind: entry.actor.kind,
      actor_label: entry.actor.label,
      detail: entry.detail ?? null,
      previous: entry.previous ? jsonb({ ...entry.previous }) : null,
    })
    .execute();
}

/** The wall's log, newest first. */
export async function listAudit(
  db: Kysely<Database>,
  wallId: number,
  page: { limit: number; offset: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('moderation_audit')
    .selectAll()
    .where('wall_id', '=', wallId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    action: row.action,
    actor: { kind: row.actor_kind as AuditActor['kind'], label: row.actor_label },
    detail: row.detail,
    at: row.created_at,
  }));
}

/** What an undo did: the action it took back, and the post as it now is. */
export interface UndoneAction {
  readonly action: string;
  readonly before: PostState;
  readonly post: PostRow;
}

/**
 * Undoes the actor's latest action on the wall not undone yet: the post gets back its state,
 * pin, highlight and trash time. Undefined when there is nothing to undo.
 */
export async function undoLastAction(
  db: Kysely<Database>,
  wallId: number,
  actor: AuditActor,
): Promise<UndoneAction | undefined> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('moderation_audit')
      .select(['id', 'post_id', 'action', 'previous'])
      .where('wall_id', '=', wallId)
      .where('actor_kind', '=', actor.kind)
      .where('actor_label', '=', actor.label)
      .where('undone_at', 'is', null)
      .where('previous', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!entry || entry.post_id === null || !entry.previous) return undefined;
    const previous = entry.previous as unknown as PostSnapshot;
    const current = await trx
      .selectFrom('posts')
      .select('state')
      .where('id', '=', entry.post_id)
      .where('wall_id', '=', wallId)
      .executeTakeFirst();
    const post = await trx
      .updateTable('posts')
      .set({
        state: previous.state,
        pinned_at: previous.pinnedAt,
        highlight: previous.highlight,
        trashed_at: previous.trashedAt,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', entry.post_id)
      .where('wall_id', '=', wallId)
      .returning(postColumns)
      .executeTakeFirst();
    await trx
      .updateTable('moderation_audit')
      .set({ undone_at: sql<Date>`now()` })
      .where('id', '=', entry.id)
      .execute();
    return post && current ? { action: entry.action, before: current.state, post } : undefined;
  });
}
