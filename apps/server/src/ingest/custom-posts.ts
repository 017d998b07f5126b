/**
 * Posts an owner adds by hand: validated with the input schema of the installed connector that
 * composes posts (the custom connector declares `compose`), turned into a post by that
 * connector's `normalize`, then stored through the same pipeline as a crawled post, under the
 * wall's source of that connector. The server imports no connector: it finds this one in the
 * plugin host by capability.
 */
import { randomUUID } from 'node:crypto';
import type { ConnectorCompose, InstalledConnector } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import { sql } from 'kysely';
import { findWallPost } from '../db/repositories/posts.ts';
import { createSource, recordSourceCrawl } from '../db/repositories/sources.ts';
import type { PostRow, SourceRow } from '../db/schema.ts';
import type { IngestDeps } from './deps.ts';
import { storePost, type StoreOptions } from './pipeline.ts';
import { toDomainSource, unixSeconds } from './source-model.ts';

/** What `addCustomPost` stored, or why it stored nothing. */
export type AddCustomPostResult =
  | { stored: true; post: PostRow; source: SourceRow }
  /** A `screenPost` tap removed the post. */
  | { stored: false; reason: string; source: SourceRow };

/** An installed connector that composes hand-made posts. */
export type ComposingConnector = InstalledConnector & {
  readonly compose: ConnectorCompose<unknown>;
};

/** The first installed connector that composes hand-made posts, if any. */
export function composingConnector(plugins: PluginHost): ComposingConnector | undefined {
  return plugins.connectors.find(
    (connector): connector is ComposingConnector => connector.compose !== undefined,
  );
}

/**
 * Adds a post to a wall by hand (`POST /api/post`). `input` is checked with the composing
 * connector's input schema (a ZodError carries the spec's messages). The wall's source of that
 * connector is created on first use and counts as crawled, so the wall has accounts and is not
 * "still loading".
 */
export async function addCustomPost(
  deps: Pick<IngestDeps, 'db' | 'plugins' | 'logger' | 'now'>,
  request: { wallId: number; input: unknown; schedule?: StoreOptions },
): Promise<AddCustomPostResult> {
  const composer = composingConnector(deps.plugins);
  if (!composer) throw new Error('No installed connector composes posts by hand.');
  const input = composer.compose.inputSchema.parse(request.input);
  const source = await composedSourceOf(deps, composer, request.wallId);
  const now = (deps.now ?? (() => new Date()))();
  const item = composer.compose.toItem(input, {
    externalId: `${composer.id}-${randomUUID()}`,
    receivedAt: unixSeconds(now),
  });
  const domainSource = toDomainSource(source);
  const normalized = composer.normalize(item, domainSource);
  const outcome = await storePost(deps, source, domainSource, normalized, request.schedule);
  if (outcome.change === 'dropped') return { stored: false, reason: outcome.reason, source };
  const row = await findWallPost(deps.db, request.wallId, outcome.postId);
  if (!row) throw new Error(`The custom post ${outcome.postId} vanished as it was stored.`);
  return { stored: true, post: row, source };
}

/** The wall's source of hand-made posts, created (once, even for simultaneous first posts). */
async function composedSourceOf(
  deps: Pick<IngestDeps, 'db'>,
  composer: ComposingConnector,
  wallId: number,
): Promise<SourceRow> {
  return deps.db.transaction().execute(async (trx) => {
    // Holding the wall row makes two first posts wait for each other instead of both creating.
    await sql`select id from walls where id = ${wallId} for update`.execute(trx);
    const existing = await trx
      .selectFrom('sources')
      .selectAll()
      .where('wall_id', '=', wallId)
      .where('network', '=', composer.id)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (existing) return existing;
    const created = await createSource(trx, {
      wallId,
      network: composer.id,
      feedType: composer.compose.feedType,
      label: composer.compose.label,
      options: {},
      privacy: 0,
    });
    return (await recordSourceCrawl(trx, created.id, { cursor: null })) ?? created;
  });
}
