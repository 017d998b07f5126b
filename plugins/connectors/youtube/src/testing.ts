/** What the YouTube tests share: fixtures, the fake Data API's routes and one network per test. */
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import { youtubeConnector } from './index.ts';

/** The absolute path of a recorded answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
/** The content type of Data API answers. */
export const json = { 'content-type': 'application/json; charset=UTF-8' };
/** The operator's key every keyed test configures. */
export const apiKey = 'AIzaFixtureKey-0123456789';
/** The connector as an operator with a key installs it. */
export const keyedConnector = () => youtubeConnector({ apiKey });
/** A fixed instant: 2026-11-24 15:00 Pacific (PST), so the quota resets 2026-11-25T08:00Z. */
export const clock = { now: () => new Date('2026-11-24T23:00:00Z') };

/** The uploads playlist of @chorus-live, two pages (a removed video on the first). */
export const uploadsRoutes: FakeRoute[] = [
  {
    path: '/channels',
    query: { forHandle: '@chorus-live' },
    respond: { fixture: fixture('channels-for-handle.json'), headers: json },
  },
  {
    path: '/playlistItems',
    query: { pageToken: 'EAAaBlBUOkNBSQ' },
    respond: { fixture: fixture('playlist-items-page-2.json'), headers: json },
  },
  {
    path: '/playlistItems',
    respond: { fixture: fixture('playlist-items-page-1.json'), headers: json },
  },
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
