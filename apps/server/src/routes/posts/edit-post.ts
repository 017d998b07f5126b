/**
 * A moderator's save turned into stored edits: recurrence clamped to 0..20, `visible` mapped to
 * our states, `created` normalized, and every content field cleaned by the same sanitizer as
 * an ingested post.
 */
import {
  approvedStateFor,
  clampRecurrence,
  isPublic,
  messages,
  normalizeCreatedAt,
  postStateFromLegacyVisible,
  withHttpScheme,
  type Media,
  type NetworkId,
  type PostChangedEvent,
} from '@chorus/core';
import { httpError } from '../../auth/http-error.ts';
import type { PostEdits } from '../../db/repositories/post-edits.ts';
import type { PostRow, PostState } from '../../db/schema.ts';
import { sanitizePost } from '../../ingest/sanitize-post.ts';
import type { PostSave } from './schemas.ts';

/** The media after a save of `image` and `original_image` (the first item is "the image"). */
export function mediaAfter(
  media: readonly Media[],
  image: string | null | undefined,
  originalImage: string | null | undefined,
): Media[] {
  const [first, ...rest] = media;
  let head: Media | undefined = first;
  if (image !== undefined) {
    const url = withHttpScheme(image);
    if (url === null) return [];
    head =
      first && first.url === url
        ? first
        : {
            kind: 'image',
            url,
            width: null,
            height: null,
            alt: '',
            originalUrl: null,
            embedUrl: null,
          };
  }
  if (!head) return [];
  if (originalImage !== undefined) head = { ...head, originalUrl: withHttpScheme(originalImage) };
  return [head, ...rest];
}

function stateAfter(row: PostRow, save: PostSave, frequency: number): PostState | undefined {
  if (save.visible === 1 || save.visible === 2) return approvedStateFor(frequency);
  if (save.visible !== undefined) return postStateFromLegacyVisible(save.visible);
  // A shown post whose frequency changes moves between approved and approved-recurring.
  if (save.recur_frequency !== undefined && isPublic(row.state)) return approvedStateFor(frequency);
  return undefined;
}

/** The edits a save makes to `row`; throws 400 'Post save failed.' for an unusable cta link. */
export function editsFromSave(row: PostRow, save: PostSave, nowSeconds: number): PostEdits {
  const frequency =
    save.recur_frequency !== undefined
      ? clampRecurrence(save.recur_frequency)
      : row.recur_frequency;
  const clean = sanitizePost({
    externalId: row.external_id,
    network: row.network as NetworkId,
    author: row.author,
    title: save.title ?? row.title,
    description: save.description ?? row.description,
    url: save.url !== undefined ? withHttpScheme(save.url) : row.url,
    media: mediaAfter(row.media, save.image, save.original_image),
    createdAt: row.created_at,
    likes: row.likes,
    comments: row.comments,
    ...(save.cta ? { cta: { ...save.cta, url: withHttpScheme(save.cta.url) ?? '' } } : {}),
  });
  if (save.cta && !clean.cta) {
    throw httpError(400, messages.postSaveFailed);
  }
  const state = stateAfter(row, save, frequency);
  return {
    ...(state !== undefined ? { state } : {}),
    ...(save.recur_frequency !== undefined ? { recurFrequency: frequency } : {}),
    ...(save.recur_offset !== undefined ? { recurOffset: clampRecurrence(save.recur_offset) } : {}),
    ...(save.created !== undefined
      ? { createdAt: normalizeCreatedAt(save.created, nowSeconds) }
      : {}),
    ...(save.highlight !== undefined ? { highlight: save.highlight } : {}),
    ...(save.comments !== undefined ? { comments: save.comments } : {}),
    ...(save.title !== undefined ? { title: clean.title } : {}),
    ...(save.description !== undefined ? { description: clean.description } : {}),
    ...(save.url !== undefined ? { url: clean.url } : {}),
    ...(save.image !== undefined || save.original_image !== undefined
      ? { media: clean.media }
      : {}),
    ...(save.cta !== undefined ? { cta: save.cta === null ? null : clean.cta } : {}),
  };
}

/** How a change of state is announced to live viewers and the feed cache. */
export function changeOf(before: PostState, after: PostState): PostChangedEvent['change'] {
  if (after === 'removed') return 'removed';
  if (isPublic(before) && !isPublic(after)) return 'rejected';
  if (!isPublic(before) && isPublic(after)) return 'approved';
  return 'updated';
}
