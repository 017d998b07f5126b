import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { CallToAction, JsonObject, PostAuthor, PostMedia } from '../json-shapes.ts';
import type { Database, PostRow, PostState, ScreenedVerdict } from '../schema.ts';
import { keepModerationOnConflict, postRowValues } from './post-upsert.ts';

/** Every column of a post that repositories return (all but the search vector). */
export const postColumns = [
  'id',
  'wall_id',
  'source_id',
  'network',
  'external_id',
  'author',
  'title',
  'description',
  'url',
  'media',
  'created_at',
  'created_estimated',
  'content_warning',
  'sensitive',
  'pinned_at',
  'highlight',
  'state',
  'recur_frequency',
  'recur_offset',
  'cta',
  'cta_edited',
  'likes',
  'comments',
  'raw',
  'hosted_media',
  'screened_rule',
  'screened_reason',
  'screened_verdict',
  'trashed_at',
  'publish_at',
  'expire_at',
  'reshown_at',
  'inserted_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof PostRow>;

/** A post as a connector delivered it, normalized and sanitized. */
export interface PostInput {
  wallId: number;
  sourceId: number;
  network: string;
  /** The network's id for the post. */
  externalId: string;
  author?: PostAuthor;
  title?: string;
  /** Sanitized HTML. */
  description?: string;
  url?: string | null;
  media?: PostMedia[];
  /** Publication time in unix seconds. */
  createdAt: number;
  /** True when createdAt is the fetch time: the network gave no readable date. */
  createdEstimated?: boolean;
  /** The network's content warning, plain text; the wall hides the post behind it. */
  contentWarning?: string | null;
  /** True when the media are sensitive: the wall blurs them until opened. */
  sensitive?: boolean;
  cta?: CallToAction | null;
  likes?: number;
  comments?: number;
  raw?: JsonObject | null;
  /** Hash of the item before sanitizing (ingest/content-hash.ts); none: not known. */
  contentHash?: string | null;
  /** The state a new post lands in (pending for a moderated source); ignored on an edit. */
  initialState: PostState;
  /**
   * A new post's pictures are to be re-hosted: until they are, none is shown (media/). A post
   * stored without it shows the network's URLs.
   */
  rehostMedia?: boolean;
  /** A new post's schedule (a custom post announced ahead); ignored on an edit. */
  publishAt?: Date | null;
  expireAt?: Date | null;
  /**
   * What screened a new post (screening/), written by the same insert so a rejected post is
   * in the trash the moment it exists; ignored on an edit.
   */
  screening?: PostScreening;
}

/** The screening facts a new post is inserted with. */
export interface PostScreening {
  readonly rule: string | null;
  readonly reason: string | null;
  /** What the rule did (approve, hold, reject); null when no rule decided. */
  readonly verdict: ScreenedVerdict | null;
  readonly textFingerprint: string | null;
  readonly mediaFingerprint: string | null;
}

/** What upsertPost did. */
export interface UpsertOutcome {
  /** The post as it now is. */
  post: PostRow;
  /** inserted: new post; updated: its content changed; unchanged: nothing to do. */
  change: 'inserted' | 'updated' | 'unchanged';
}

/**
 * Stores a crawled post, keyed on (source, external id). A post seen again has its content
 * brought up to date in place, but the moderation decisions stay: state, pinned_at,
 * highlight, recurrence, and a cta a moderator set. A re-crawl that changes nothing writes
 * nothing, so updated_at only moves when the content did.
 */
export async function upsertPost(db: Kysely<Database>, input: PostInput): Promise<UpsertOutcome> {
  const written = await db
    .insertInto('posts')
    .values(postRowValues(input))
    .onConflict(keepModerationOnConflict)
    // xmax is 0 only on a row version this statement inserted, not on one it updated; updated_at
    // is now() only on a row whose content it changed (not on one that only got its hash).
    .returning([
      ...postColumns,
      sql<boolean>`xmax = 0`.as('inserted'),
      sql<boolean>`updated_at = now()`.as('changed'),
    ])
    .executeTakeFirst();

  if (written) {
    const { inserted, changed, ...post } = written;
    return { post, change: inserted ? 'inserted' : changed ? 'updated' : 'unchanged' };
  }
  const existing = await db
    .selectFrom('posts')
    .select(postColumns)
    .where('source_id', '=', input.sourceId)
    .where('external_id', '=', input.externalId)
    .executeTakeFirstOrThrow();
  return { post: existing, change: 'unchanged' };
}

/** A column of a post that repositories return. */
export type PostColumn = (typeof postColumns)[number];

/**
 * A post of this wall, whatever its state, with these columns (default all of
 * {@link postColumns}); undefined when it is not on this wall.
 */
export function findWallPost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
): Promise<PostRow | undefined>;
export function findWallPost<C extends PostColumn>(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  columns: readonly C[],
): Promise<Pick<PostRow, C> | undefined>;
export async function findWallPost(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  columns: readonly PostColumn[] = postColumns,
): Promise<Partial<PostRow> | undefined> {
  return db
    .selectFrom('posts')
    .select(columns)
    .where('wall_id', '=', wallId)
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** A post an owner writes on the wall by hand (the spec's addPost). */
export interface ManualPostInput {
  wallId: number;
  /** Network shown on the card (default custom). */
  network?: string;
  author?: PostAuthor;
  title?: string;
  /** Sanitized HTML. */
  description?: string;
  url?: string | null;
  media?: PostMedia[];
  /** Unix seconds (default now). */
  createdAt?: number;
  cta?: CallToAction | null;
  /** Default approved: the owner wrote it. */
  state?: PostState;
}

/**
 * Adds a hand-made post: no source, and an external id of its own so it never collides with a
 * crawled one. Its cta counts as the moderator's.
 */
export async function createManualPost(
  db: Kysely<Database>,
  input: ManualPostInput,
): Promise<PostRow> {
  return db
    .insertInto('posts')
    .values({
      wall_id: input.wallId,
      source_id: null,
      network: input.network ?? 'custom',
      external_id: `manual-${randomUUID()}`,
      author: jsonb(input.author ?? {}),
      title: input.title ?? '',
      description: input.description ?? '',
      url: input.url ?? null,
      media: jsonb(input.media ?? []),
      created_at: input.createdAt ?? Math.floor(Date.now() / 1000),
      cta: input.cta ? jsonb(input.cta) : null,
      cta_edited: input.cta !== undefined && input.cta !== null,
      state: input.state ?? 'approved',
    })
    .returning(postColumns)
    .executeTakeFirstOrThrow();
}
