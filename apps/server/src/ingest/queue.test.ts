import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated } from '../db/testing-fixtures.ts';
import { silentLogger } from './deps.ts';
import { defaultQueueTuning, startCrawlQueue, type CrawlQueue } from './queue.ts';
import { eventually } from './testing.ts';

describe.each(testDatabases())('the crawl queue on $name', (target) => {
  let database: ChorusDatabase;
  let queue: CrawlQueue;
  const crawled: number[] = [];

  beforeAll(async () => {
    database = await openMigrated(target);
    // An hour between polls: every job below can only start because the queue wakes its
    // worker, on enqueue and after each job, never because a poll came round.
    queue = await startCrawlQueue(
      database.db,
      { ...defaultQueueTuning(60), pollingIntervalSeconds: 3600 },
      silentLogger,
    );
    await queue.work(1, async ({ sourceId }) => {
      crawled.push(sourceId);
    });
  });
  afterAll(async () => {
    await queue.stop(5_000);
    await database.close();
  });

  it('runs queued crawls one after another without waiting for the next poll', async () => {
    const sources = [101, 102, 103, 104, 105];
    for (const sourceId of sources) expect(await queue.enqueue(sourceId)).not.toBeNull();
    await eventually('all five crawls to run', async () =>
      crawled.length >= sources.length ? true : undefined,
    );
    expect([...crawled].sort()).toEqual(sources);
  });
});
