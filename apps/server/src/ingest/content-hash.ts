/**
 * The content hash of a post: a SHA-256 of the fields a crawl stores, taken from the
 * normalized item before sanitizing. A re-crawl that meets the same hash knows the stored post
 * came from this very item, so it skips the sanitizer, the screening and the write.
 */
import { hash } from 'node:crypto';
import type { NormalizedPost } from '@chorus/core';

/**
 * Part of every hash. Raise it when what the pipeline stores for the same item changes (a new
 * sanitizing rule, a new stored field): every post then counts as changed once and is
 * sanitized and compared again.
 */
export const contentHashVersion = 1;

/**
 * The hash of one normalized post (after the `normalizePost` hook, before sanitizing), with
 * the raw payload the pipeline keeps. The fields go in a fixed order; inside them, JSON keeps
 * the order the connector built its objects in, which is the same from one crawl to the next
 * for the same item. Should a network reorder a payload's keys, the item only counts as
 * changed: the upsert then finds its content equal and records the new hash alone.
 */
export function contentHashOf(post: NormalizedPost, raw: unknown): string {
  const fields = [
    contentHashVersion,
    post.network,
    post.externalId,
    post.author,
    post.title,
    post.description,
    post.url,
    post.media,
    post.createdAt,
    post.createdEstimated ?? false,
    post.contentWarning ?? null,
    post.sensitive ?? false,
    post.cta ?? null,
    post.likes,
    post.comments,
    raw ?? null,
  ];
  return hash('sha256', JSON.stringify(fields), 'base64url');
}
