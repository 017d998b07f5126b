/**
 * Test helper: runs the X connector against a fake X API on loopback, through the kit's safe
 * client, the way the crawl engine calls it.
 */
import { fileURLToPath } from 'node:url';
import { sourceSchema, type NormalizedPost } from '@chorus/core';
import { createSafeFetch } from '@chorus/connector-kit';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import { twitterConnector } from './index.ts';
import type { TwitterCursor } from './fetch.ts';

/** The absolute path of a fixture file. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
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
}

/** A fake X API and a way to crawl against it. */
export interface FakeX {
  readonly network: FakeNetwork;
  crawl(input: CrawlInput): Promise<CrawlOutput>;
  close(): Promise<void>;
}

/** Starts a fake X API answering with these routes. */
export async function startFakeX(routes: FakeRoute[]): Promise<FakeX> {
  const network = await startFakeNetwork(routes);
  const http = createSafeFetch({ allowAddresses: ['127.0.0.1/32'], retries: 0 });
  return {
    network,
    async crawl(input) {
      const source = sourceSchema.parse({
        id: 'source-1',
        wallId: 'wall-1',
        network: 'twitter',
        feedType: input.feedType,
        options: input.options,
      });
      const result = await twitterConnector.fetch({
        source,
        cursor: input.cursor ?? null,
        http,
        credentials:
          input.credentials === undefined ? { bearerToken: 'app-token' } : input.credentials,
        baseUrls: { api: network.baseUrl },
        signal: new AbortController().signal,
      });
      return {
        posts: result.items.map((item) => twitterConnector.normalize(item, source)),
        cursor: result.cursor,
      };
    },
    async close() {
      await http.close();
      await network.close();
    },
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
