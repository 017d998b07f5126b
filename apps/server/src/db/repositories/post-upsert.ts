/**
 * Crawled posts written many to a statement: the row a post input becomes, the conflict rule
 * that keeps every moderation decision on a post seen again, and the content hashes a crawl
 * reads first to leave unchanged items alone.
 */
import { sql, type InsertObject, type Kysely, type OnConflictBuilder } from 'kysely';
import { jsonb } from '../json.ts';
import type { Database, PostState } from '../schema.ts';
import type { PostInput } from './posts.ts';

/** The row a post input inserts; state, schedule and screening count only for a new post. */
export function postRowValues(input: PostInput): InsertObject<Database, 'posts'> {
  return {
    wall_id: input.wallId,
    source_id: input.sourceId,
    network: input.network,
    external_id: input.externalId,
    author: jsonb(input.author ?? {}),
    title: input.title ?? '',
    description: input.description ?? '',
    url: input.url ?? null,
    media: jsonb(input.media ?? []),
    created_at: input.createdAt,
    created_estimated: input.createdEstimated ?? false,
    content_warning: input.contentWarning || null,
    sensitive: input.sensitive ?? false,
    cta: input.cta ? jsonb(input.cta) : null,
    likes: input.likes ?? 0,
    comments: input.comments ?? 0,
    raw: input.raw ? jsonb(input.raw) : null,
    content_hash: input.contentHash ?? null,
    state: input.initialState,
    hosted_media: input.rehostMedia ? jsonb({}) : null,
    publish_at: input.publishAt ?? null,
    expire_at: input.expireAt ?? null,
    screened_rule: input.screening?.rule ?? null,
    screened_reason: input.screening?.reason ?? null,
    screened_verdict: input.screening?.verdict ?? null,
    text_fingerprint: input.screening?.textFingerprint ?? null,
    media_fingerprint: input.screening?.mediaFingerprint ?? null,
    // A post rejected on arrival is kept, in the trash (screening/).
    trashed_at: input.initialState === 'removed' ? sql<Date>`now()` : null,
  };
}

/** Whether the incoming row's content differs from the stored one's (a moderator's cta aside). */
const contentDiffers = sql<boolean>`((posts.network, posts.author, posts.title,
  posts.description, posts.url, posts.media, posts.created_at, posts.created_estimated,
  posts.content_warning, posts.sensitive, posts.likes, posts.comments, posts.raw)
  is distinct from
  (excluded.network, excluded.author, excluded.title, excluded.description, excluded.url,
  excluded.media, excluded.created_at, excluded.created_estimated, excluded.content_warning,
  excluded.sensitive, excluded.likes, excluded.comments, excluded.raw)
  or (not posts.cta_edited and posts.cta is distinct from excluded.cta))`;

/**
 * A post seen again (same source and external id) has its content brought up to date in
 * place, but the moderation decisions stay: state, pinned_at, highlight, recurrence, the trash,
 * and a cta a moderator set. updated_at moves only when the content did; a row whose content is
 * the same but whose hash is new (stored before hashes) gets the hash alone.
 */
export function keepModerationOnConflict(oc: OnConflictBuilder<Database, 'posts'>) {
  return oc
    .columns(['source_id', 'external_id'])
    .doUpdateSet((eb) => ({
      network: eb.ref('excluded.network'),
      author: eb.ref('excluded.author'),
      title: eb.ref('excluded.title'),
      description: eb.ref('excluded.description'),
      url: eb.ref('excluded.url'),
      media: eb.ref('excluded.media'),
      created_at: eb.ref('excluded.created_at'),
      created_estimated: eb.ref('excluded.created_estimated'),
      content_warning: eb.ref('excluded.content_warning'),
      sensitive: eb.ref('excluded.sensitive'),
      cta: eb
        .case()
        .when('posts.cta_edited', '=', true)
        .then(eb.ref('posts.cta'))
        .else(eb.ref('excluded.cta'))
        .end(),
      likes: eb.ref('excluded.likes'),
      comments: eb.ref('excluded.comments'),
      raw: eb.ref('excluded.raw'),
      content_hash: eb.ref('excluded.content_hash'),
      updated_at: sql<Date>`case when ${contentDiffers} then now() else posts.updated_at end`,
    }))
    .where(
      sql<boolean>`${contentDiffers} or posts.content_hash is distinct from excluded.content_hash`,
    );
}

/** One row an upsert wrote. */
export interface WrittenPost {
  id: number;
  externalId: string;
  state: PostState;
  /** inserted: a new post; updated: its content changed; unchanged: only its hash was recorded. */
  change: 'inserted' | 'updated' | 'unchanged';
}

/**
 * Upserts many crawled posts in one statement, keyed on (source, external id) with
 * {@link keepModerationOnConflict}. The inputs must not repeat a (source, external id): one
 * statement cannot touch a row twice. Returns the rows it wrote; a post whose content and hash
 * were already stored is written nothing and not returned.
 */
export async function upsertPosts(
  db: Kysely<Database>,
  inputs: readonly PostInput[],
): Promise<WrittenPost[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insertInto('posts')
    .values(inputs.map(postRowValues))
    .onConflict(keepModerationOnConflict)
    // xmax is 0 only on a row version this statement inserted; updated_at is now() only on a
    // row whose content it changed (now() is this statement's transaction time).
    .returning([
      'id',
      'external_id',
      'state',
      sql<boolean>`xmax = 0`.as('inserted'),
      sql<boolean>`updated_at = now()`.as('changed'),
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    externalId: row.external_id,
    state: row.state,
    change: row.inserted ? 'inserted' : row.changed ? 'updated' : 'unchanged',
  }));
}

/** A stored post of a source, as a crawl compares it: its id, state and content hash. */
export interface StoredHash {
  id: number;
  state: PostState;
  contentHash: string | null;
}

/** The stored posts of a source among these external ids, by external id. */
export async function findSourcePostHashes(
  db: Kysely<Database>,
  sourceId: number,
  externalIds: readonly string[],
): Promise<Map<string, StoredHash>> {
  const found = new Map<string, StoredHash>();
  if (externalIds.length === 0) return found;
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'external_id', 'state', 'content_hash'])
    .where('source_id', '=', sourceId)
    .where('external_id', 'in', externalIds)
    .execute();
  for (const row of rows) {
    found.set(row.external_id, { id: row.id, state: row.state, contentHash: row.content_hash });
  }
  return found;
}
