/** What the Reddit tests share: fixtures, the token route and one fake network per test. */
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import { forgetRedditTokens } from './token.ts';

/** The absolute path of a recorded answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
/** The content type of Reddit's answers. */
export const json = { 'content-type': 'application/json; charset=UTF-8' };
/** The operator's Reddit app. */
export const credentials = { clientId: 'client-abc', clientSecret: 'secret-xyz' };
/** The client credentials grant, answering a token valid for a day. */
export const tokenRoute: FakeRoute = {
  method: 'POST',
  path: '/api/v1/access_token',
  respond: { fixture: fixture('token.json'), headers: json },
};
/** A route answering a recorded Listing. */
export const listing = (path: string, name: string, query?: Record<string, string>): FakeRoute => ({
  path,
  ...(query ? { query } : {}),
  respond: { fixture: fixture(name), headers: json },
});

/** Starts a fake network per test (no cached token), stopped after it. */
export function useFakeNetwork(): (routes: FakeRoute[]) => Promise<FakeNetwork> {
  let network: FakeNetwork | undefined;
  beforeEach(() => forgetRedditTokens());
  afterEach(async () => {
    await network?.close();
    network = undefined;
  });
  return async (routes) => (network = await startFakeNetwork(routes));
}
