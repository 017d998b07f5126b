/** What the TikTok tests share: fixtures, the fake Display API's routes and one network per test. */
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';

/** The absolute path of a recorded answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
/** The content type of Display API answers. */
export const json = { 'content-type': 'application/json; charset=UTF-8' };
/** The credentials a signed-in source holds (what the sign-in stored). */
export const credentials = {
  accessToken: 'act.example-chorus-access-0001',
  refreshToken: 'rft.example-chorus-refresh-0001',
  openId: '-000Chorus-open-id-0001',
};
/** A fixed instant: 2026-11-24 12:00 UTC. */
export const clock = { now: () => new Date('2026-11-24T12:00:00Z') };

/** `user/info`, then the two pages of `video/list` (the second asked for by the first's cursor). */
export const videoRoutes: FakeRoute[] = [
  { path: '/v2/user/info/', respond: { fixture: fixture('user-info.json'), headers: json } },
  {
    method: 'POST',
    path: '/v2/video/list/',
    respond: (request) => {
      const body = JSON.parse(request.body) as { cursor?: number };
      const page =
        body.cursor === 1795338900000 ? 'video-list-page-2.json' : 'video-list-page-1.json';
      return { fixture: fixture(page), headers: json };
    },
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
