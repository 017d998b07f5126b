/**
 * The pictures walls name by address rather than through a post's `hosted_media`: uploads used
 * as a wall's banner, background or logo, and as the image of a hand-made post. Their address
 * is `…/media/<hash>/<width>` (under Chorus's own address or the media base URL), so the
 * hashes are read from the stored settings and posts. The orphan sweep keeps these pictures,
 * and a wall's media usage counts them.
 */
import { sql, type RawBuilder } from 'kysely';

// An uploaded picture's address, as stored in JSON text.
const addressPattern = '/media/([0-9a-f]{64})/[0-9]+';

/**
 * A subquery of the hashes that walls' settings and display settings, and posts' media and
 * author pictures, name by address; only those of one wall when `wallId` is given.
 */
export function uploadReferences(wallId?: number): RawBuilder<string> {
  const ofWall = (column: RawBuilder<unknown>) =>
    wallId === undefined ? sql`` : sql`and ${column} = ${wallId}`;
  return sql<string>`(
    select found.hash from (
      select (regexp_matches(walls.settings::text || ' ' || walls.display_profile::text,
                             ${addressPattern}, 'g'))[1] as hash
        from walls
       where true ${ofWall(sql.ref('walls.id'))}
      union
      select (regexp_matches(posts.media::text || ' ' || posts.author::text,
                             ${addressPattern}, 'g'))[1] as hash
        from posts
       where (posts.media::text || posts.author::text) like '%/media/%'
             ${ofWall(sql.ref('posts.wall_id'))}
    ) as found
    where found.hash is not null)`;
}
