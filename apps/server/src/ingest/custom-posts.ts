/**
 * Posts an owner adds by hand: validated with the custom connector's schema, then stored
 * through the same pipeline as a crawled post, under the wall's custom source.
 */
import { randomUUID } from 'node:crypto';
import { customPostInputSchema, normalizeCustomPost } from '@chorus/connector-custom';
import { sql } from 'kysely';
import { findWallPost } from '../db/repositories/posts.ts';
import { createSource, recordSourceCrawl } from '../db/repositories/sources.ts';
import type { PostRow, SourceRow } from '../db/schema.ts';
import type { IngestDeps } from './deps.ts';
import { storePost } from './pipeline.ts';
import { toDomainSource, unixSeconds } from './source-model.ts';

/** What `addCustomPost` stored, or why it stored nothing. */
export type AddCustomPostResult =
  | { stored: true; post: PostRow; source: SourceRow }
  /** A `screenPost` tap removed the post. */
  | { stored: false; reason: string; source: SourceRow };

/**
 * Adds a post to a wall by hand (`POST /api/post`). `input` is checked with
 * `customPostInputSchema` (a ZodError carries the spec's messages). The wall's custom source
 * is created on first use and counts as crawled, so the wall has accounts and is not
 * "still loading".
 */
export async function addCustomPost(
  deps: Pick<IngestDeps, 'db' | 'plugins' | 'logger' | 'now'>,
  request: { wallId: number; input: unknown },
): Promise<AddCustomPostResult> {
  const post = customPostInputSchema.parse(request.input);
  const source = await customSourceOf(deps, request.wallId);
  const now = (deps.now ?? (() => new Date()))();
  const normalized = normalizeCustomPost({
    externalId: `custom-${randomUUID()}`,
    post,
    receivedAt: unixSeconds(now),
  });
  const outcome = await storePost(deps, source, toDomainSource(source), normalized);
  if (outcome.change === 'dropped') return { stored: false, reason: outcome.reason, source };
  const row = await findWallPost(deps.db, request.wallId, outcome.postId);
  if (!row) throw new Error(`The custom post ${outcome.postId} vanished as it was stored.`);
  return { stored: true, post: row, source };
}

/** The wall's custom source, created (once, even for simultaneous first posts) if needed. */
async function customSourceOf(deps: Pick<IngestDeps, 'db'>, wallId: number): Promise<SourceRow> {
  return deps.db.transaction().execute(async (trx) => {
    // Holding the wall row makes two first posts wait for each other instead of both creating.
    await sql`select id from walls where id = ${wallId} for update`.execute(trx);
    const existing = await trx
      .selectFrom('sources')
      .selectAll()
      .where('wall_id', '=', wallId)
      .where('network', '=', 'custom')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (existing) return existing;
    const created = await createSource(trx, {
      wallId,
      network: 'custom',
      feedType: 'posts',
      label: 'Custom posts',
      options: {},
      privacy: 0,
    });
    return (await recordSourceCrawl(trx, created.id, { cursor: null })) ?? created;
  });
}
