/**
 * The duplicate rule by picture content. At ingest the rule compares a picture's address; the
 * bytes are only known once the media job has re-hosted them (stored once by SHA-256, media/).
 * Then the same image from another address (another network's copy, a repost re-uploaded) is
 * found by that hash: of the wall's posts showing it, the earliest is kept and every other one
 * the rule may still decide gets the duplicate verdict, as at ingest.
 */
import { formatMessage, isPublic, type PostChangedEvent } from '@chorus/core';
import { sql, type Kysely } from 'kysely';
import { rulesForSource } from '../db/repositories/screening.ts';
import type { Database, PostState } from '../db/schema.ts';
import { isHosted, type HostedMedia } from '../media/hosted-media.ts';
import { stateOf } from './plugin.ts';

/** A post the rule caught: its state now, and the change to announce. */
export interface PictureDuplicate {
  readonly postId: number;
  readonly wallId: number;
  readonly state: PostState;
  readonly change: PostChangedEvent['change'];
}

/** What live viewers and moderators are told of a post the rule caught. */
function changeOf(before: PostState, after: PostState): PostChangedEvent['change'] {
  if (after === 'removed') return 'removed';
  if (isPublic(before) && !isPublic(after)) return 'rejected';
  return 'updated';
}

/** Posts of one picture looked at once: more copies than this wait for the next picture. */
const maxCopies = 50;

/** The content hash of a post's first picture, once re-hosted. */
function firstPictureHash(
  media: readonly { kind: string; url?: string | undefined }[],
  hosted: HostedMedia | null,
): string | undefined {
  const image = media.find((item) => item.kind === 'image' && item.url);
  const entry = image?.url ? hosted?.[image.url] : undefined;
  return isHosted(entry) ? entry.hash : undefined;
}

/**
 * Applies the duplicate rule by content hash after a post's pictures were re-hosted. Only
 * posts no moderator acted on (none in the audit log) and not already caught by the rule are
 * moved; a post already held by another rule stays held with its own reason unless the rule
 * rejects. Returns the posts whose state changed, for the caller to announce.
 */
export async function screenPictureDuplicates(
  db: Kysely<Database>,
  postId: number,
): Promise<PictureDuplicate[]> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'wall_id', 'media', 'hosted_media'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) return [];
  const hash = firstPictureHash(post.media, post.hosted_media);
  if (hash === undefined) return [];

  // Every post of the wall showing the same picture, whatever its address, earliest first.
  const copies = await db
    .selectFrom('posts')
    .select(['id', 'source_id', 'state', 'screened_rule'])
    .where('wall_id', '=', post.wall_id)
    .where('hosted_media', 'is not', null)
    .where(
      sql<boolean>`exists (
        select 1 from jsonb_array_elements(posts.media) as item
         where item ->> 'kind' = 'image'
           and posts.hosted_media -> (item ->> 'url') ->> 'hash' = ${hash})`,
    )
    .orderBy('id')
    .limit(maxCopies)
    .execute();
  const [kept, ...others] = copies;
  if (!kept || others.length === 0) return [];

  const moved: PictureDuplicate[] = [];
  for (const copy of others) {
    if (copy.screened_rule === 'duplicates') continue;
    if (copy.state !== 'pending' && copy.state !== 'approved') continue;
    const rules = await rulesForSource(db, post.wall_id, copy.source_id);
    if (!rules?.duplicates.enabled) continue;
    const state = stateOf[rules.duplicates.action];
    // Held already by another rule: a hold says nothing more (the first rule's reason stays).
    if (copy.state === 'pending' && copy.screened_rule !== null && state === 'pending') continue;
    const decided = await db
      .selectFrom('moderation_audit')
      .select('id')
      .where('post_id', '=', copy.id)
      .limit(1)
      .executeTakeFirst();
    if (decided) continue;
    const updated = await db
      .updateTable('posts')
      .set({
        state,
        screened_rule: 'duplicates',
        screened_reason: formatMessage('screenDuplicate', { postId: kept.id }),
        screened_verdict: rules.duplicates.action,
        trashed_at: state === 'removed' ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', copy.id)
      // A moderator may have decided meanwhile: only the state read above is screened.
      .where('state', '=', copy.state)
      .returning(['id', 'state'])
      .executeTakeFirst();
    if (updated) {
      moved.push({
        postId: updated.id,
        wallId: post.wall_id,
        state,
        change: changeOf(copy.state, state),
      });
    }
  }
  return moved;
}
