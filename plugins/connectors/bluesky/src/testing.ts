/** What the Bluesky tests share: fixtures, XRPC paths and one fake network per test. */
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import { forgetBlueskySessions } from './session.ts';

/** The absolute path of a recorded answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
/** The path of an XRPC method. */
export const xrpc = (method: string) => `/xrpc/${method}`;
/** The content type of XRPC answers. */
export const json = { 'content-type': 'application/json' };
/** The account feed every test reads. */
export const account = { actor: '@alice.bsky.social' };
/** An owner's handle and app password. */
export const credentials = { identifier: 'owner.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' };

/** Starts a fake network per test (signed out), stopped after it. */
export function useFakeNetwork(): (routes: FakeRoute[]) => Promise<FakeNetwork> {
  let network: FakeNetwork | undefined;
  beforeEach(() => forgetBlueskySessions());
  afterEach(async () => {
    await network?.close();
    network = undefined;
  });
  return async (routes) => (network = await startFakeNetwork(routes));
}
