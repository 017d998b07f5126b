/**
 * The media job's work for one post: fetch each picture through the safe client, store it
 * once by content hash, and record on the post what a visitor is served. Runs after the post
 * is stored, never inside a crawl.
 */
import { createHash } from 'node:crypto';
import { isSourceError, type Author, type ConnectorHttp, type Media } from '@chorus/core';
import type { Kysely } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { Database } from '../db/schema.ts';
import {
  isHosted,
  pictureUrlsOf,
  type HostedFailure,
  type HostedImage,
  type HostedMedia,
} from './hosted-media.ts';
import { inspectImage, MediaRejectedError, placeholderOf, type ImageLimits } from './process.ts';
import { originalKey, type MediaStore } from './store.ts';
import { recordSourceMediaHealth } from './source-health.ts';
import { descriptionPictureUrls } from './text-pictures.ts';

/** What re-hosting needs. */
export interface RehostDeps {
  readonly db: Kysely<Database>;
  readonly store: MediaStore;
  /** The kit's safe client (SSRF rules, size cap, timeout). */
  readonly http: ConnectorHttp;
  readonly limits?: ImageLimits;
  /** Told when a post's pictures changed (the wall and its caches refresh it). */
  readonly announce: (post: { id: number; wallId: number }) => Promise<void>;
}

/** What one run did: pictures stored, failed for good, and failed for now. */
export interface RehostOutcome {
  stored: number;
  rejected: number;
  retryable: number;
}

/** A run that left pictures to try again; the queue retries the job with backoff. */
export class MediaRetryError extends Error {
  override name = 'MediaRetryError';
}

/**
 * Re-hosts the pictures of a post not stored yet. Pictures refused for good (malformed, too
 * big, a pixel flood, not found) are recorded and not tried again for the same URL; network
 * failures are recorded too and thrown as {@link MediaRetryError} once the rest is saved.
 */
export async function rehostPost(deps: RehostDeps, postId: number): Promise<RehostOutcome> {
  const outcome: RehostOutcome = { stored: 0, rejected: 0, retryable: 0 };
  const post = await deps.db
    .selectFrom('posts')
    .select(['id', 'wall_id', 'source_id', 'media', 'author', 'description', 'hosted_media'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || post.hosted_media === null) return outcome;
  const previous = post.hosted_media;
  const next: Record<string, HostedImage | HostedFailure> = {};
  const urls = pictureUrlsOf({ media: post.media as Media[], author: post.author as Author });
  // Pictures inside the text too (custom emoji): the wall shows only Chorus's copies.
  for (const url of new Set([...urls, ...descriptionPictureUrls(post.description)])) {
    const known = previous[url];
    if (isHosted(known) || (known !== undefined && !known.retryable)) {
      next[url] = known;
      continue;
    }
    const entry = await rehostOne(deps, url);
    next[url] = entry;
    if (isHosted(entry)) outcome.stored += 1;
    else if (entry.retryable) outcome.retryable += 1;
    else outcome.rejected += 1;
  }
  await deps.db
    .updateTable('posts')
    .set({ hosted_media: jsonb<HostedMedia>(next) })
    .where('id', '=', postId)
    .execute();
  // The source's health counts its posts' pictures that could not be stored.
  const failed = (media: HostedMedia) => Object.values(media).some((entry) => !isHosted(entry));
  if (post.source_id !== null && (failed(previous) || failed(next))) {
    await recordSourceMediaHealth(deps.db, post.source_id, new Date());
  }
  if (outcome.stored > 0) await deps.announce({ id: post.id, wallId: post.wall_id });
  if (outcome.retryable > 0) {
    throw new MediaRetryError(`${outcome.retryable} picture(s) of post ${postId} will be retried.`);
  }
  return outcome;
}

async function rehostOne(deps: RehostDeps, url: string): Promise<HostedImage | HostedFailure> {
  let bytes: Uint8Array;
  try {
    const response = await deps.http(url, { headers: { accept: 'image/*' } });
    if (!response.ok) {
      return {
        error: `${url} answered ${response.status}.`,
        retryable: response.status === 408 || response.status >= 500,
      };
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return fetchFailure(error);
  }
  try {
    return await storePicture(deps, bytes);
  } catch (error) {
    if (error instanceof MediaRejectedError) return { error: error.message, retryable: false };
    throw error;
  }
}

/**
 * Stores a picture's bytes once: a picture already stored (the same bytes from another post
 * or URL) is not decoded or written again.
 */
export async function storePicture(
  deps: Pick<RehostDeps, 'db' | 'store' | 'limits'>,
  bytes: Uint8Array,
): Promise<HostedImage> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const known = await deps.db
    .selectFrom('media_files')
    .select(['width', 'height', 'placeholder'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (known && (await deps.store.has(originalKey(hash)))) return { hash, ...known };
  const facts = await inspectImage(bytes, deps.limits);
  const placeholder = await placeholderOf(bytes, facts, deps.limits);
  await deps.store.put(originalKey(hash), bytes);
  await deps.db
    .insertInto('media_files')
    .values({
      hash,
      format: facts.format,
      width: facts.width,
      height: facts.height,
      bytes: bytes.byteLength,
      animated: facts.animated,
      placeholder,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return { hash, width: facts.width, height: facts.height, placeholder };
}

function fetchFailure(error: unknown): HostedFailure {
  if (!isSourceError(error)) {
    return { error: error instanceof Error ? error.message : String(error), retryable: true };
  }
  // Network errors and timeouts carry their cause, rate limits say so: worth another try.
  // A refused address or an answer over the size cap will be the same next time.
  const retryable =
    error.kind === 'rate_limited' ||
    error.cause !== undefined ||
    / answered 5\d\d\.$/.test(error.message);
  return { error: error.message, retryable };
}
