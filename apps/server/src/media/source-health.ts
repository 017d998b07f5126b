/**
 * The media line of a source's health: how many pictures of the source's posts could not be
 * stored (given up, or still retrying) and the latest reason. Kept beside the crawl's health,
 * never changing its state; recounted after each media job, removed once nothing fails.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Recounts the pictures the media job could not store for a source's posts and records the
 * count in the source's health (`health.media`), or removes the line when none fails.
 */
export async function recordSourceMediaHealth(
  db: Kysely<Database>,
  sourceId: number,
  now: Date,
): Promise<void> {
  const at = Math.floor(now.getTime() / 1000);
  await sql`
    with failures as (
      select entry.value ->> 'error' as error, posts.updated_at, posts.id
        from posts, jsonb_each(posts.hosted_media) as entry
       where posts.source_id = ${sourceId} and posts.hosted_media is not null
         and entry.value ? 'error'
    ), summary as (
      select count(*)::int as failing,
             (select error from failures order by updated_at desc, id desc limit 1) as last_error
        from failures
    )
    update sources
       set health = case when summary.failing > 0
             then sources.health || jsonb_build_object('media', jsonb_build_object(
               'failing', summary.failing, 'lastError', summary.last_error, 'at', ${at}::bigint))
             else sources.health - 'media' end
      from summary
     where sources.id = ${sourceId} and (summary.failing > 0 or sources.health ? 'media')`.execute(
    db,
  );
}
