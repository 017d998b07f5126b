/**
 * Test helper: runs the X connector against a fake X API on loopback with the kit's
 * `crawlOnce`, the way the crawl engine calls it.
 */
import { fileURLToPath } from 'node:url';
import type { NormalizedPost, SourceQuota } from '@chorus/core';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { twitterConnector } from '../index.ts';
import type { TwitterCursor } from '../fetch.ts';

/** The absolute path of a fixture file. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../__fixtures__/${name}`, import.meta.url));
}

/** One crawl to run. */
export interface CrawlInput {
  readonly feedType: string;
  readonly options: Record<string, unknown>;
  readonly cursor?: TwitterCursor | null;
  readonly credentials?: Record<string, string> | null;
}

/** What a crawl returned, with its items normalized as the engine would. */
export interface CrawlOutput {
  readonly posts: NormalizedPost[];
  readonly cursor: TwitterCursor | null;
  /** The quota the crawl reported, if any. */
  readonly quota?: SourceQuota | undefined;
}

/** A fake X API and a way to crawl against it. */
export interface FakeX {
  readonly network: FakeNetwork;
  /** One crawl; rejects with the SourceError the owner would read. */
  crawl(input: CrawlInput): Promise<CrawlOutput>;
  close(): Promise<void>;
}

/** Starts a fake X API answering with these routes. */
export async function startFakeX(routes: FakeRoute[]): Promise<FakeX> {
  const network = await startFakeNetwork(routes);
  return {
    network,
    async crawl(input) {
      const result = await crawlOnce({
        connector: twitterConnector(),
        feedType: input.feedType,
        options: input.options,
        network,
        cursor: input.cursor ?? null,
        credentials:
          input.credentials === undefined ? { bearerToken: 'app-token' } : input.credentials,
      });
      const [error] = result.errors;
      if (error !== undefined) throw error;
      return { posts: result.posts, cursor: result.cursor, quota: result.quota };
    },
    close: () => network.close(),
  };
}

/** The path and query of every request the fake X API received, for assertions. */
export function requestLog(
  network: FakeNetwork,
): { path: string; query: Record<string, string> }[] {
  return network.requests.map((request) => ({
    path: request.path,
    query: Object.fromEntries(request.query),
  }));
}
