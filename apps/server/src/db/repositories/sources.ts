import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { SourceStatus } from '@chorus/core';
import type { JsonObject, JsonValue, SourceHealth } from '../json-shapes.ts';
import type { Database, SourcePrivacy, SourceRow } from '../schema.ts';

/** What it takes to connect a source to a wall. */
export interface NewSourceInput {
  wallId: number;
  /** The connector's id (twitter, rss...). */
  network: string;
  /** One of the connector's feed types (handle, hashtag...). */
  feedType: string;
  /** What the owner typed, already validated by the feed type's schema. */
  options?: JsonObject;
  label?: string;
  privacy?: SourcePrivacy;
}

/** What the owner may change on a source; omitted fields stay as they are. */
export interface SourceChanges {
  options?: JsonObject;
  label?: string;
  privacy?: SourcePrivacy;
  /** active, needs_reauth, token_expired or paused. */
  status?: SourceStatus;
}

/** What a finished crawl leaves behind. */
export interface CrawlRecord {
  /** Where the next crawl resumes (whatever JSON the connector returned); null starts over. */
  cursor: JsonValue | null;
  /** When the crawl finished (default now). */
  crawledAt?: Date;
}

/** Connects a source to a wall. */
export async function createSource(
  db: Kysely<Database>,
  source: NewSourceInput,
): Promise<SourceRow> {
  return db
    .insertInto('sources')
    .values({
      wall_id: source.wallId,
      network: source.network,
      feed_type: source.feedType,
      options: source.options ? jsonb(source.options) : undefined,
      label: source.label,
      privacy: source.privacy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The source with this id, if any. */
export async function findSourceById(
  db: Kysely<Database>,
  sourceId: number,
): Promise<SourceRow | undefined> {
  return db.selectFrom('sources').selectAll().where('id', '=', sourceId).executeTakeFirst();
}

/** A wall's sources in the order they were connected. */
export async function listWallSources(db: Kysely<Database>, wallId: number): Promise<SourceRow[]> {
  return db.selectFrom('sources').selectAll().where('wall_id', '=', wallId).orderBy('id').execute();
}

/** Changes a source's settings; returns it as it now is, or undefined when it is gone. */
export async function updateSource(
  db: Kysely<Database>,
  sourceId: number,
  changes: SourceChanges,
): Promise<SourceRow | undefined> {
  return db
    .updateTable('sources')
    .set({
      options: changes.options ? jsonb(changes.options) : undefined,
      label: changes.label,
      privacy: changes.privacy,
      status: changes.status,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', sourceId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records how crawling this source is going (replaces the previous health, but keeps the
 * media job's `media` line, which only the media job changes).
 */
export async function updateSourceHealth(
  db: Kysely<Database>,
  sourceId: number,
  health: SourceHealth,
): Promise<SourceRow | undefined> {
  const { media: _media, ...crawl } = health;
  return db
    .updateTable('sources')
    .set({
      health: sql<SourceHealth>`${jsonb(crawl)} || case when health ? 'media'
        then jsonb_build_object('media', health -> 'media') else '{}'::jsonb end`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', sourceId)
    .returningAll()
    .executeTakeFirst();
}

/** Records a finished crawl: the new cursor and when it happened. */
export async function recordSourceCrawl(
  db: Kysely<Database>,
  sourceId: number,
  crawl: CrawlRecord,
): Promise<SourceRow | undefined> {
  return db
    .updateTable('sources')
    .set({
      cursor: crawl.cursor === null ? null : jsonb(crawl.cursor),
      last_crawled_at: crawl.crawledAt ?? sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', sourceId)
    .returningAll()
    .executeTakeFirst();
}

/** Disconnects a source; its posts and credentials go with it. */
export async function deleteSource(db: Kysely<Database>, sourceId: number): Promise<boolean> {
  const result = await db.deleteFrom('sources').where('id', '=', sourceId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
