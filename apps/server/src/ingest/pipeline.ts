/**
 * The part of ingestion every post goes through, crawled or written by hand: the
 * `normalizePost` hook, sanitizing, the `screenPost` hook, the idempotent upsert, and the
 * `postChanged` announcements.
 */
import {
  initialStateFor,
  isPublic,
  normalizedPostSchema,
  type NormalizedPost,
  type PostChangedEvent,
  type Source,
} from '@chorus/core';
import type { JsonObject } from '../db/json-shapes.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import type { SourceRow } from '../db/schema.ts';
import type { IngestDeps } from './deps.ts';
import { sanitizePost } from './sanitize-post.ts';

/** What happened to one post. */
export type StoreOutcome =
  | { change: 'inserted' | 'updated' | 'unchanged'; postId: number }
  /** A screening verdict removed it, or it was not a valid post; nothing was stored. */
  | { change: 'dropped'; reason: string };

// The network comes from the source (the connector registry decides which exist).
const postShape = normalizedPostSchema.omit({ network: true });

/** Largest raw payload kept beside a post, in bytes of JSON. */
const maxRawBytes = 64 * 1024;

/** Runs one normalized post through the hooks, the sanitizer and the upsert. */
export async function storePost(
  deps: Pick<IngestDeps, 'db' | 'plugins' | 'logger'>,
  row: SourceRow,
  source: Source,
  normalized: NormalizedPost,
): Promise<StoreOutcome> {
  const hooked = deps.plugins.hooks.normalizePost.call(normalized, {
    source,
    connectorId: row.network,
  });
  const parsed = postShape.safeParse(hooked);
  if (!parsed.success) {
    return { change: 'dropped', reason: parsed.error.issues[0]?.message ?? 'invalid post' };
  }
  const clean = sanitizePost({ ...parsed.data, network: source.network });
  const { cta, ...rest } = clean;
  const screened: NormalizedPost = cta ? { ...rest, cta } : rest;
  const verdict = await deps.plugins.hooks.screenPost.promise({ post: screened, source });
  if (verdict?.state === 'removed') return { change: 'dropped', reason: verdict.reason };

  const { post, change } = await upsertPost(deps.db, {
    wallId: row.wall_id,
    sourceId: row.id,
    network: row.network,
    externalId: clean.externalId,
    author: clean.author,
    title: clean.title,
    description: clean.description,
    url: clean.url,
    media: clean.media,
    createdAt: clean.createdAt,
    cta: clean.cta,
    likes: clean.likes,
    comments: clean.comments,
    raw: rawPayload(normalized.raw),
    initialState: verdict?.state ?? initialStateFor(row.privacy),
  });

  const changes: PostChangedEvent['change'][] =
    change === 'inserted'
      ? isPublic(post.state)
        ? ['created', 'approved']
        : ['created']
      : change === 'updated'
        ? ['updated']
        : [];
  for (const kind of changes) {
    const event: PostChangedEvent = {
      wallId: String(row.wall_id),
      postId: String(post.id),
      change: kind,
    };
    try {
      await deps.plugins.hooks.postChanged.promise(event);
    } catch (error) {
      // The post is stored; a listener's failure must not fail the crawl or repeat the write.
      deps.logger.error({ err: error, event }, 'a postChanged listener failed');
    }
  }
  return { change, postId: post.id };
}

function rawPayload(raw: unknown): JsonObject | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  try {
    const json = JSON.stringify(raw);
    return json.length <= maxRawBytes ? (JSON.parse(json) as JsonObject) : null;
  } catch {
    return null;
  }
}
