/**
 * Ingestion: the crawl engine (pg-boss queue, scheduler, workers), the pipeline every post
 * goes through, and hand-made posts. See docs/connectors.md.
 */
export { startIngestion, type Ingestion, type IngestionOptions } from './engine.ts';
export { crawlSource, CrawlInterruptedError, type CrawlOutcome } from './crawl.ts';
export { addCustomPost, type AddCustomPostResult } from './custom-posts.ts';
export { storePost, type StoreOutcome } from './pipeline.ts';
export { sanitizePost, type CleanPost } from './sanitize-post.ts';
export { enqueueDueSources, type TickInput } from './scheduler.ts';
export {
  crawlQueueName,
  defaultQueueTuning,
  startCrawlQueue,
  type CrawlJobData,
  type CrawlQueue,
  type QueueTuning,
} from './queue.ts';
export { failureVerdict, nextBackoffSeconds, healthyState } from './health.ts';
export { resolveBaseUrls } from './base-urls.ts';
export { pgBossOverKysely, type PgBossDb } from './boss-db.ts';
export {
  defaultCrawlSettings,
  silentLogger,
  type CrawlSettings,
  type IngestDeps,
  type IngestLogger,
} from './deps.ts';
