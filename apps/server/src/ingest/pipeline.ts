/**
 * The part of ingestion every post goes through, crawled or written by hand: the
 * `normalizePost` hook, sanitizing, the `screenPost` hook, the idempotent upsert, and the
 * `postChanged` announcements.
 */
import {
  initialStateFor,
  stripControlCharactersDeep,
  isPublic,
  normalizedPostSchema,
  type NormalizedPost,
  type PostChangedEvent,
  type Source,
} from '@chorus/core';
import type { JsonObject } from '../db/json-shapes.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import { screeningRecord } from '../screening/record.ts';
import type { SourceRow } from '../db/schema.ts';
import type { IngestDeps } from './deps.ts';
import { sanitizePost } from './sanitize-post.ts';

/** What happened to one post. */
export type StoreOutcome =
  | { change: 'inserted' | 'updated' | 'unchanged'; postId: number }
  /**
   * A screening verdict removed it, or (`invalid`) it was not a valid post; nothing was
   * stored.
   */
  | { change: 'dropped'; reason: string; invalid?: boolean };

// The network comes from the source (the connector registry decides which exist).
const postShape = normalizedPostSchema.omit({ network: true });

/** Largest raw payload kept beside a post, in bytes of JSON. */
const maxRawBytes = 64 * 1024;

/** What a hand-made post may add to the pipeline: its schedule (slow-wall/). */
export interface StoreOptions {
  readonly publishAt?: Date | null;
  readonly expireAt?: Date | null;
}

/** Runs one normalized post through the hooks, the sanitizer and the upsert. */
export async function storePost(
  deps: Pick<IngestDeps, 'db' | 'plugins' | 'logger' | 'media'>,
  row: SourceRow,
  source: Source,
  received: NormalizedPost,
  options: StoreOptions = {},
): Promise<StoreOutcome> {
  // A NUL anywhere (title, text, author, id, raw payload) is refused by the database; no
  // control character means anything on a wall, so they go before anything else sees the post.
  const normalized = stripControlCharactersDeep(received);
  const hooked = deps.plugins.hooks.normalizePost.call(normalized, {
    source,
    connectorId: row.network,
  });
  const parsed = postShape.safeParse(hooked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const reason = issue
      ? `${issue.path.join('.') || 'post'}: ${issue.message}`
      : 'not a valid post';
    return { change: 'dropped', reason, invalid: true };
  }
  const clean = sanitizePost({ ...parsed.data, network: source.network });
  const { cta, ...rest } = clean;
  const screened: NormalizedPost = cta ? { ...rest, cta } : rest;
  const verdict = await deps.plugins.hooks.screenPost.promise({ post: screened, source });

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
    createdEstimated: clean.createdEstimated,
    contentWarning: clean.contentWarning,
    sensitive: clean.sensitive,
    cta: clean.cta,
    likes: clean.likes,
    comments: clean.comments,
    raw: rawPayload(normalized.raw),
    initialState: verdict?.state ?? initialStateFor(row.privacy),
    rehostMedia: deps.media !== undefined,
    publishAt: options.publishAt ?? null,
    expireAt: options.expireAt ?? null,
    // A verdict never loses a post: a rejected one is inserted straight into the trash, with
    // the rule that decided and why, in the same statement (screening/).
    screening: screeningRecord(screened, verdict),
  });
  const pictures =
    clean.media.length > 0 ||
    Boolean(clean.author.picture) ||
    (clean.author.nameEmojis?.length ?? 0) > 0 ||
    /<img\b/i.test(clean.description);
  if (deps.media && change !== 'unchanged' && pictures) {
    // Queued, not awaited as work: a slow picture host never holds the crawl up.
    await deps.media
      .enqueue(post.id)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, postId: post.id }, 'media job not queued'),
      );
  }

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
