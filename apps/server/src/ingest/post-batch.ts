/**
 * One batch of the pipeline: read the stored hashes of its posts once, leave the unchanged ones
 * alone, sanitize (and, for new posts, screen) the rest, write them in one statement, then queue
 * their pictures and announce them.
 */
import {
  initialStateFor,
  isPublic,
  stripControlCharacters,
  type NormalizedPost,
  type PostChangedEvent,
  type Source,
} from '@chorus/core';
import type { JsonObject } from '../db/json-shapes.ts';
import type { PostInput } from '../db/repositories/posts.ts';
import {
  findSourcePostHashes,
  upsertPosts,
  type StoredHash,
  type WrittenPost,
} from '../db/repositories/post-upsert.ts';
import type { SourceRow } from '../db/schema.ts';
import { fingerprintsOf, type Fingerprints } from '../screening/fingerprint.ts';
import { screeningRecord } from '../screening/record.ts';
import type { PipelineDeps, StoreOutcome, StorePostsOptions } from './pipeline.ts';
import { sanitizePost, type CleanPost } from './sanitize-post.ts';

/** A post ready for a batch: validated, not sanitized yet, with its hash and its place. */
export interface HashedPost {
  readonly post: NormalizedPost;
  readonly raw: JsonObject | null;
  readonly hash: string;
  /** Its index among the posts the caller passed. */
  readonly index: number;
}

/** A post to write, sanitized, with what it was compared with. */
interface PendingWrite {
  readonly item: HashedPost;
  readonly clean: CleanPost;
  readonly input: PostInput;
  /** Its fingerprints when it is new (what the duplicate rule compares). */
  readonly fingerprints: Fingerprints | null;
}

/** Stores one batch; returns the outcome of each post by its index. */
export async function storeBatch(
  deps: PipelineDeps,
  row: SourceRow,
  source: Source,
  batch: readonly HashedPost[],
  options: StorePostsOptions,
): Promise<Map<number, StoreOutcome>> {
  const outcomes = new Map<number, StoreOutcome>();
  const ids = [...new Set(batch.map((item) => item.post.externalId))];
  const stored = await findSourcePostHashes(deps.db, row.id, ids);
  let pending: PendingWrite[] = [];
  const flush = async () => {
    const group = pending;
    pending = [];
    await writeGroup(deps, row, group, options, stored, outcomes);
  };

  for (const item of batch) {
    const { externalId } = item.post;
    // One statement cannot touch a row twice: a repeated id waits for the first to be written.
    if (pending.some((other) => other.item.post.externalId === externalId)) await flush();
    const existing = stored.get(externalId);
    if (existing?.contentHash === item.hash) {
      outcomes.set(item.index, { change: 'unchanged', postId: existing.id });
      continue;
    }
    const clean = sanitizePost(item.post);
    const { cta, ...rest } = clean;
    const screened: NormalizedPost = cta ? { ...rest, cta } : rest;
    let fingerprints: Fingerprints | null = null;
    let screening: Pick<PostInput, 'initialState' | 'screening'> = {
      initialState: initialStateFor(row.privacy),
    };
    // Screening decides only a new post's first state; an edit keeps the moderator's decision.
    if (!existing) {
      fingerprints = fingerprintsOf(screened);
      // The duplicate rule looks for earlier posts in the database: a copy of a post waiting in
      // this group waits until that post is written.
      if (pending.some((other) => sameContent(other.fingerprints, fingerprints))) await flush();
      const verdict = await deps.plugins.hooks.screenPost.promise({ post: screened, source });
      screening = {
        initialState: verdict?.state ?? initialStateFor(row.privacy),
        // A verdict never loses a post: a rejected one is inserted straight into the trash,
        // with the rule that decided and why, in the same statement (screening/).
        screening: screeningRecord(screened, verdict, fingerprints),
      };
    }
    pending.push({
      item,
      clean,
      fingerprints,
      input: {
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
        raw: item.raw,
        contentHash: item.hash,
        rehostMedia: deps.media !== undefined,
        publishAt: options.publishAt ?? null,
        expireAt: options.expireAt ?? null,
        ...screening,
      },
    });
  }
  await flush();
  return outcomes;
}

/** Whether two new posts share a text or a picture fingerprint. */
function sameContent(a: Fingerprints | null, b: Fingerprints | null): boolean {
  if (!a || !b) return false;
  return (a.text !== null && a.text === b.text) || (a.media !== null && a.media === b.media);
}

/**
 * Writes a group in one statement, then queues pictures and announces, post by post. With
 * `skipRefused`, a group the database refuses as data is written again post by post, so only
 * the refused posts are dropped.
 */
async function writeGroup(
  deps: PipelineDeps,
  row: SourceRow,
  group: readonly PendingWrite[],
  options: StorePostsOptions,
  stored: Map<string, StoredHash>,
  outcomes: Map<number, StoreOutcome>,
): Promise<void> {
  if (group.length === 0) return;
  let written: WrittenPost[];
  try {
    written = await upsertPosts(
      deps.db,
      group.map((write) => write.input),
    );
  } catch (error) {
    if (!options.skipRefused || !isDataError(error)) throw error;
    if (group.length > 1) {
      for (const write of group) await writeGroup(deps, row, [write], options, stored, outcomes);
      return;
    }
    deps.logger.warn({ err: error, sourceId: row.id }, 'an item was refused by the database');
    const reason = stripControlCharacters(error instanceof Error ? error.message : String(error));
    for (const write of group) {
      outcomes.set(write.item.index, { change: 'dropped', reason, invalid: true });
    }
    return;
  }
  const byId = new Map(written.map((post) => [post.externalId, post]));
  // A post written nothing had its content and hash stored already (by a crawl running at the
  // same time, or before hashes were kept).
  const unknown = group
    .map((write) => write.input.externalId)
    .filter((id) => !byId.has(id) && !stored.has(id));
  const found = await findSourcePostHashes(deps.db, row.id, unknown);
  for (const write of group) {
    const { externalId } = write.input;
    const known = byId.get(externalId) ?? stored.get(externalId) ?? found.get(externalId);
    if (!known) throw new Error(`The post ${externalId} vanished as it was stored.`);
    const change = byId.get(externalId)?.change ?? 'unchanged';
    stored.set(externalId, { id: known.id, state: known.state, contentHash: write.item.hash });
    outcomes.set(write.item.index, { change, postId: known.id });
    if (change !== 'unchanged') await afterWrite(deps, row, write.clean, known.id, change, known);
  }
}

/** Queues a written post's pictures and announces it. */
async function afterWrite(
  deps: PipelineDeps,
  row: SourceRow,
  clean: CleanPost,
  postId: number,
  change: 'inserted' | 'updated',
  post: Pick<StoredHash, 'state'>,
): Promise<void> {
  const pictures =
    clean.media.length > 0 ||
    Boolean(clean.author.picture) ||
    (clean.author.nameEmojis?.length ?? 0) > 0 ||
    /<img\b/i.test(clean.description);
  if (deps.media && pictures) {
    // Queued, not awaited as work: a slow picture host never holds the crawl up.
    await deps.media
      .enqueue(postId)
      .catch((error: unknown) => deps.logger.error({ err: error, postId }, 'media job not queued'));
  }
  const changes: PostChangedEvent['change'][] =
    change === 'inserted'
      ? isPublic(post.state)
        ? ['created', 'approved']
        : ['created']
      : ['updated'];
  for (const kind of changes) {
    const event: PostChangedEvent = {
      wallId: String(row.wall_id),
      postId: String(postId),
      change: kind,
    };
    try {
      await deps.plugins.hooks.postChanged.promise(event);
    } catch (error) {
      // The post is stored; a listener's failure must not fail the crawl or repeat the write.
      deps.logger.error({ err: error, event }, 'a postChanged listener failed');
    }
  }
}

/** Whether the database refused a value (SQLSTATE class 22, "data exception"). */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}
