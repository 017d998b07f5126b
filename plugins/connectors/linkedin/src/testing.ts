/** What the LinkedIn tests share: fixtures, the fake REST API's routes and one network per test. */
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';

/** The absolute path of a recorded answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
/** The content type of LinkedIn's answers. */
export const json = { 'content-type': 'application/json' };
/** A member token as the server hands it to `fetch`. */
export const credentials = { accessToken: 'AQV-fixture-member-token' };
/** The company page every crawl test reads. */
export const company = { company_id: '2414183', company_name: 'Chorus Labs' };
/** 2025-11-22 15:00 UTC: LinkedIn's daily limits reset at the next midnight UTC. */
export const clock = { now: () => new Date('2025-11-22T15:00:00Z') };

/** The organization's posts in two pages of three (`start` 0 and 3) and their pictures. */
export const postsRoutes: FakeRoute[] = [
  {
    path: '/rest/posts',
    query: { start: '3' },
    respond: { fixture: fixture('posts-page-2.json'), headers: json },
  },
  { path: '/rest/posts', respond: { fixture: fixture('posts-page-1.json'), headers: json } },
  { path: '/rest/images', respond: { fixture: fixture('images.json'), headers: json } },
  { path: '/rest/videos', respond: { fixture: fixture('videos.json'), headers: json } },
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
