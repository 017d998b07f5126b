/**
 * Media bookkeeping: the space a wall's pictures take, and the sweep that removes pictures no
 * post refers to any more (posts and walls deleted, pictures replaced by a re-crawl).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaStore } from './store.ts';
import { uploadReferences } from './upload-references.ts';

/** The pictures a wall's posts show, counted once each, and the bytes of their originals. */
export interface MediaUsage {
  readonly pictures: number;
  readonly bytes: number;
}

// The hashes posts refer to: every entry of `hosted_media` that is a stored picture.
const referencedHashes = (wallId?: number) => sql<string>`(
  select distinct entry.value ->> 'hash'
    from posts, jsonb_each(posts.hosted_media) as entry
   where posts.hosted_media is not null and entry.value ? 'hash'
   ${wallId === undefined ? sql`` : sql`and posts.wall_id = ${wallId}`})`;

/** The space a wall's pictures take (originals; rendered sizes add roughly half again). */
export async function mediaUsageOfWall(db: Kysely<Database>, wallId: number): Promise<MediaUsage> {
  const row = await db
    .selectFrom('media_files')
    .select([
      sql<number>`count(*)::int`.as('pictures'),
      sql<number>`coalesce(sum(bytes), 0)::bigint`.as('bytes'),
    ])
    .where((eb) =>
      eb.or([
        eb('hash', 'in', referencedHashes(wallId)),
        eb('hash', 'in', uploadReferences(wallId)),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { pictures: Number(row.pictures), bytes: Number(row.bytes) };
}

/** A picture a post could not get, as its wall's owner is told. */
export interface MediaFailure {
  readonly postId: number;
  readonly sourceId: number | null;
  /** Why, e.g. "The picture is 60000 × 60000 pixels, more than ..." */
  readonly error: string;
  /** Whether the media job is still trying. */
  readonly retrying: boolean;
}

/** The pictures a wall's posts could not get, most recently changed posts first. */
export async function mediaFailuresOfWall(
  db: Kysely<Database>,
  wallId: number,
  limit = 50,
): Promise<MediaFailure[]> {
  const { rows } = await sql<{
    id: number;
    source_id: number | null;
    error: string;
    retryable: boolean | null;
  }>`
    select posts.id, posts.source_id, entry.value ->> 'error' as error,
           (entry.value ->> 'retryable')::boolean as retryable
      from posts, jsonb_each(posts.hosted_media) as entry
     where posts.wall_id = ${wallId} and posts.hosted_media is not null and entry.value ? 'error'
     order by posts.updated_at desc, posts.id desc
     limit ${limit}`.execute(db);
  return rows.map((row) => ({
    postId: Number(row.id),
    sourceId: row.source_id === null ? null : Number(row.source_id),
    error: row.error,
    retrying: row.retryable === true,
  }));
}

/**
 * Removes pictures no post refers to, stored more than `graceSeconds` ago (a picture is stored
 * a moment before its post records it). Returns the hashes removed.
 */
export async function sweepOrphanMedia(
  db: Kysely<Database>,
  store: MediaStore,
  now: Date,
  graceSeconds = 24 * 3600,
): Promise<string[]> {
  const before = new Date(now.getTime() - graceSeconds * 1000);
  const orphans = await db
    .selectFrom('media_files')
    .select('hash')
    .where('created_at', '<=', before)
    .where('hash', 'not in', referencedHashes())
    // Uploads: a banner, background, logo or hand-made post's image names them by address.
    .where('hash', 'not in', uploadReferences())
    .execute();
  const removed: string[] = [];
  for (const { hash } of orphans) {
    await store.removePicture(hash);
    await db.deleteFrom('media_files').where('hash', '=', hash).execute();
    removed.push(hash);
  }
  return removed;
}
