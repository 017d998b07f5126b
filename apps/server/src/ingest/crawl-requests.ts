/**
 * How HTTP routes reach the crawl engine. The app is built before the engine starts (the engine
 * logs through the app's logger), so the app holds this small handle and the server attaches
 * the engine once it runs; with no engine in the process (CHORUS_WORKERS=0) nothing is attached.
 */
import type { Ingestion } from './engine.ts';

/** What a route may ask of the engine. */
export type CrawlRequester = Pick<Ingestion, 'requestCrawl'>;

/** The app's handle on the crawl engine of this process, if one runs. */
export class CrawlRequests {
  #engine: CrawlRequester | undefined;

  /** Attaches the engine (or a test double); later requests go to it. */
  attach(engine: CrawlRequester | undefined): void {
    this.#engine = engine;
  }

  /** Whether an engine runs in this process. */
  get available(): boolean {
    return this.#engine !== undefined;
  }

  /**
   * Queues a crawl of the source now. Null when one is already queued or running, or when no
   * engine runs here (the scheduler of a worker process crawls it in its turn).
   */
  async request(sourceId: number): Promise<string | null> {
    return this.#engine ? this.#engine.requestCrawl(sourceId) : null;
  }
}
