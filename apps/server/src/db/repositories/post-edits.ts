import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { CallToAction, PostMedia } from '../json-shapes.ts';
import type { Database, PostRow, PostState } from '../schema.ts';
import { postColumns } from './posts.ts';

/** The wall a post belongs to, or undefined when there is no such post. */
export async function findPostWallId(
  db: Kysely<Database>,
  postId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('posts')
    .select('wall_id')
    .where('id', '=', postId)
    .executeTakeFirst();
  return row?.wall_id;
}

/**
 * A post by its id alone, on whichever wall it is (undefined when there is none): for a route's
 * wall locator, which reads the post it will act on and then lets the access layer decide on
 * that post's wall. Anything else reads posts of a wall (`findWallPost`).
 */
export async function findPostOnAnyWall(
  db: Kysely<Database>,
  postId: number,
): Promise<PostRow | undefined> {
  return db.selectFrom('posts').select(postColumns).where('id', '=', postId).executeTakeFirst();
}

/** What a moderator's save changes; absent fields stay as they are. Values come sanitized. */
export interface PostEdits {
  state?: PostState;
  createdAt?: number;
  highlight?: boolean;
  title?: string;
  description?: string;
  url?: string | null;
  media?: PostMedia[];
  comments?: number;
  recurFrequency?: number;
  recurOffset?: number;
  /** A moderator's cta (null removes it); from then on a re-crawl keeps it. */
  cta?: CallToAction | null;
}

/**
 * Saves a moderator's edits to a post of this wall in one statement; returns the post as it
 * now is, or undefined when the post is not on this wall.
 */
export async function savePostEdits(
  db: Kysely<Database>,
  wallId: number,
  postId: number,
  edits: PostEdits,
): Promise<PostRow | undefined> {
  return db
    .updateTable('posts')
    .where('wall_id', '=', wallId)
    .where('id', '=', postId)
    .set({
      ...(edits.state !== undefined ? { state: edits.state } : {}),
      ...(edits.createdAt !== undefined ? { created_at: edits.createdAt } : {}),
      ...(edits.highlight !== undefined ? { highlight: edits.highlight } : {}),
      ...(edits.title !== undefined ? { title: edits.title } : {}),
      ...(edits.description !== undefined ? { description: edits.description } : {}),
      ...(edits.url !== undefined ? { url: edits.url } : {}),
      ...(edits.media !== undefined ? { media: jsonb(edits.media) } : {}),
      ...(edits.comments !== undefined ? { comments: edits.comments } : {}),
      ...(edits.recurFrequency !== undefined ? { recur_frequency: edits.recurFrequency } : {}),
      ...(edits.recurOffset !== undefined ? { recur_offset: edits.recurOffset } : {}),
      ...(edits.cta !== undefined
        ? { cta: edits.cta ? jsonb(edits.cta) : null, cta_edited: true }
        : {}),
      updated_at: sql<Date>`now()`,
    })
    .returning(postColumns)
    .executeTakeFirst();
}
