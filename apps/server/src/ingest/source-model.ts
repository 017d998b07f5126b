/** A source row as the connectors see it: core's `Source`. */
import type { NetworkId, Source } from '@chorus/core';
import type { SourceRow } from '../db/schema.ts';

/** Unix seconds of a moment. */
export function unixSeconds(moment: Date): number {
  return Math.floor(moment.getTime() / 1000);
}

/** The core `Source` of a row; the cursor is handed to `fetch` separately, as stored. */
export function toDomainSource(row: SourceRow): Source {
  return {
    id: String(row.id),
    wallId: String(row.wall_id),
    // The connector registry, not the core's list, decides which networks exist.
    network: row.network as NetworkId,
    feedType: row.feed_type,
    options: row.options,
    label: row.label,
    privacy: row.privacy,
    status: row.status,
    lastCrawledAt: row.last_crawled_at ? unixSeconds(row.last_crawled_at) : null,
    cursor: row.cursor === null ? null : JSON.stringify(row.cursor),
    health: row.health,
  };
}
