/** What the Tumblr tests share: fixtures, the fake API's routes and one network per test. */
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import { tumblrConnector } from './index.ts';

/** The absolute path of a recorded answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
/** The content type of API answers. */
export const json = { 'content-type': 'application/json; charset=utf-8' };
/** The operator's key every keyed test configures. */
export const apiKey = 'fixture-consumer-key-0123456789';
/** The connector as an operator with a key installs it. */
export const keyedConnector = () => tumblrConnector({ apiKey });
/** A fixed instant: 2026-11-24T23:00:00Z. */
export const clock = { now: () => new Date('2026-11-24T23:00:00Z') };

/** The posts of chorus-live, two pages (the second by `_links.next`'s offset). */
export const blogRoutes: FakeRoute[] = [
  {
    path: '/v2/blog/chorus-live/posts',
    query: { offset: '4' },
    respond: { fixture: fixture('blog-posts-page-2.json'), headers: json },
  },
  {
    path: '/v2/blog/chorus-live/posts',
    respond: { fixture: fixture('blog-posts-page-1.json'), headers: json },
  },
];

/** The posts tagged "chorus", two pages and then none (paged by `before`). */
export const tagRoutes: FakeRoute[] = [
  {
    path: '/v2/tagged',
    query: { before: '1795435200' },
    respond: { fixture: fixture('tagged-page-2.json'), headers: json },
  },
  {
    path: '/v2/tagged',
    query: { before: '1795262400' },
    respond: { fixture: fixture('tagged-empty.json'), headers: json },
  },
  { path: '/v2/tagged', respond: { fixture: fixture('tagged-page-1.json'), headers: json } },
];

/** Starts a fake network per test, stopped after it. */
export function useFakeNetwork(): (routes: FakeRoute[]) => Promise<FakeNetwork> {
  let network: FakeNetwork | undefined;
  afterEach(async () => {
    await network?.close();
    network = undefined;
  });
  return async (routes) => (network = await startFakeNetwork(routes));
}
