/** Fixtures and routes of the fake Threads API the package's tests (and the browser test) use. */
import { fileURLToPath } from 'node:url';
import type { FakeRoute } from '@chorus/connector-kit/testing';

/** The absolute path of a recorded answer in `src/__fixtures__`. */
export const threadsFixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

/** The signed-in account of the fixtures. */
export const fixtureAccount = { id: '25000000000000001', username: 'chorus.wall' } as const;

/** Credentials as the sign-in stores them. */
export const fixtureCredentials = {
  accessToken: 'THQWJlong-lived-1',
  userId: fixtureAccount.id,
  username: fixtureAccount.username,
};

/** `/v1.0/me`: the signed-in account. */
export const meRoute: FakeRoute = {
  path: '/v1.0/me',
  respond: { fixture: threadsFixture('profile-me.json') },
};

/** `/v1.0/me/threads`: the first page, then the second (asked for `after` its cursor). */
export const profileRoutes: FakeRoute[] = [
  {
    path: '/v1.0/me/threads',
    query: { after: 'QVFIUkFmdGVyMQ' },
    respond: { fixture: threadsFixture('profile-page-2.json') },
  },
  { path: '/v1.0/me/threads', respond: { fixture: threadsFixture('profile-page-1.json') } },
];

/** A Graph error answer. */
export const graphError = (name: string, status = 400) => ({
  status,
  headers: { 'content-type': 'application/json' },
  fixture: threadsFixture(name),
});
