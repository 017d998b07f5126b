/**
 * The part of ingestion every post goes through, crawled or written by hand: the
 * `normalizePost` hook, the content hash, sanitizing, the `screenPost` hook, the idempotent
 * upsert, and the `postChanged` announcements. Posts go through in batches: one read of the
 * stored hashes and one write per batch, and an item whose hash is stored is left alone.
 */
import {
  stripControlCharactersDeep,
  normalizedPostSchema,
  type NormalizedPost,
  type Source,
} from '@chorus/core';
import type { JsonObject } from '../db/json-shapes.ts';
import type { SourceRow } from '../db/schema.ts';
import { contentHashOf } from './content-hash.ts';
import type { IngestDeps } from './deps.ts';
import { storeBatch, type HashedPost } from './post-batch.ts';

/** What happened to one post. */
export type StoreOutcome =
  | { change: 'inserted' | 'updated' | 'unchanged'; postId: number }
  /**
   * A screening verdict removed it, or (`invalid`) it was not a valid post or the database
   * refused it; nothing was stored.
   */
  | { change: 'dropped'; reason: string; invalid?: boolean };

/** What the pipeline reads from the server. */
export type PipelineDeps = Pick<IngestDeps, 'db' | 'plugins' | 'logger' | 'media'>;

// The network comes from the source (the connector registry decides which exist).
const postShape = normalizedPostSchema.omit({ network: true });

/** Largest raw payload kept beside a post, in bytes of JSON. */
const maxRawBytes = 64 * 1024;

/**
 * Most posts compared by one read and written by one statement. A PostgreSQL statement takes
 * at most 65,535 parameters; a post takes about 30.
 */
export const postBatchSize = 250;

/** What a hand-made post may add to the pipeline: its schedule (slow-wall/). */
export interface StoreOptions {
  readonly publishAt?: Date | null;
  readonly expireAt?: Date | null;
}

/** How a batch is stored. */
export interface StorePostsOptions extends StoreOptions {
  /**
   * An item the database refuses as data (a value out of range, text it cannot hold) is
   * dropped with the database's reason instead of failing the whole call, so one bad item never
   * stops the others. Any other failure (the database is gone) still rejects.
   */
  readonly skipRefused?: boolean;
}

/** Runs one normalized post through the hooks, the sanitizer and the upsert. */
export async function storePost(
  deps: PipelineDeps,
  row: SourceRow,
  source: Source,
  received: NormalizedPost,
  options: StoreOptions = {},
): Promise<StoreOutcome> {
  const [outcome] = await storePosts(deps, row, source, [received], options);
  if (!outcome) throw new Error('The pipeline gave no outcome for the post.');
  return outcome;
}

/**
 * Runs normalized posts of one source through the pipeline, {@link postBatchSize} at a time;
 * the outcomes are in the order of the posts. The `postChanged` announcements of a batch go out
 * after its write, in the order of the posts.
 */
export async function storePosts(
  deps: PipelineDeps,
  row: SourceRow,
  source: Source,
  received: readonly NormalizedPost[],
  options: StorePostsOptions = {},
): Promise<StoreOutcome[]> {
  const outcomes: StoreOutcome[] = [];
  const hashed: HashedPost[] = [];
  received.forEach((item, index) => {
    const prepared = preparePost(deps, row, source, item);
    if ('reason' in prepared) outcomes[index] = prepared;
    else hashed.push({ ...prepared, index });
  });
  for (let start = 0; start < hashed.length; start += postBatchSize) {
    const batch = hashed.slice(start, start + postBatchSize);
    for (const [index, outcome] of await storeBatch(deps, row, source, batch, options)) {
      outcomes[index] = outcome;
    }
  }
  return outcomes;
}

/**
 * A post as the hooks and the schema leave it, with its raw payload and content hash; or why
 * it is not a valid post.
 */
function preparePost(
  deps: PipelineDeps,
  row: SourceRow,
  source: Source,
  received: NormalizedPost,
): Omit<HashedPost, 'index'> | { change: 'dropped'; reason: string; invalid: true } {
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
  const post: NormalizedPost = { ...parsed.data, network: source.network };
  const raw = rawPayload(normalized.raw);
  return { post, raw, hash: contentHashOf(post, raw) };
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
