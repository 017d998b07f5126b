/** The scheduler's tick: queue one crawl for each due source that has none yet. */
import type { Kysely } from 'kysely';
import { listDueSourceIds } from '../db/repositories/crawl-schedule.ts';
import type { Database } from '../db/schema.ts';
import type { CrawlQueue } from './queue.ts';

/** What one tick looks at. */
export interface TickInput {
  db: Kysely<Database>;
  queue: Pick<CrawlQueue, 'enqueue' | 'busySourceIds'>;
  now: Date;
  intervalSeconds: number;
  /** Networks with an installed connector. */
  networks: readonly string[];
  /** Sources queued per tick at most; the rest wait for the next tick. */
  limit?: number;
}

/** Queues crawls for the due sources; returns the ids it queued. */
export async function enqueueDueSources(input: TickInput): Promise<number[]> {
  const due = await listDueSourceIds(input.db, {
    now: input.now,
    intervalSeconds: input.intervalSeconds,
    networks: input.networks,
    limit: input.limit ?? 500,
  });
  if (due.length === 0) return [];
  // A source with a job queued or running would only get a second job queued behind it.
  const busy = await input.queue.busySourceIds();
  const queued: number[] = [];
  for (const sourceId of due) {
    if (busy.has(sourceId)) continue;
    if ((await input.queue.enqueue(sourceId)) !== null) queued.push(sourceId);
  }
  return queued;
}
