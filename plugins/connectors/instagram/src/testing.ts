/** What the Instagram tests share: fixture paths, the credentials a sign-in stores, fake routes. */
import { fileURLToPath } from 'node:url';
import type { FakeNetwork, FakeRoute } from '@chorus/connector-kit/testing';

/** The absolute path of a recorded Graph answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

/** The signed-in account's id (chorus.wall), as `completeSignIn` stores it. */
export const igUserId = '17841400000000001';

/** The credentials of a source signed in with Facebook Login (hashtag, tagged). */
export const signedIn = {
  accessToken: 'EAAG-long-lived-user-token',
  igUserId,
  igUsername: 'chorus.wall',
  pageId: '110000000000001',
} as const;

/** The credentials of a profile source signed in with Instagram Login. */
export const signedInWithInstagram = {
  login: 'instagram',
  accessToken: 'IGAA-long-lived-token',
  igUserId,
  igUsername: 'chorus.wall',
  tokenExpiresAt: '2027-01-21T12:00:00.000Z',
} as const;

/** A fixed crawl time: 2026-11-22 12:00 UTC. */
export const clockAt = (iso = '2026-11-22T12:00:00Z') => ({ now: () => new Date(iso) });

/**
 * The base URLs of a crawl or sign-in against one fake network, each login's hosts under its
 * own prefix, so a test sees which host a request went to: Facebook Login's Graph API under
 * `/fb`, Instagram Login's versioned Graph API under `/ig/v25.0` and its token host under `/ig`.
 */
export function splitBaseUrls(network: FakeNetwork): Record<string, string> {
  return {
    api: `${network.baseUrl}/fb`,
    web: `${network.baseUrl}/fb`,
    igApi: `${network.baseUrl}/ig/v25.0`,
    igGraph: `${network.baseUrl}/ig`,
  };
}

/**
 * The fake Instagram Login token host and account of {@link splitBaseUrls}: the
 * `ig_exchange_token` swap, the `ig_refresh_token` refresh and `/me`, each answering the
 * recorded fixture unless `answers` replaces it.
 */
export function instagramLoginRoutes(
  answers: {
    readonly exchange?: FakeRoute['respond'];
    readonly refresh?: FakeRoute['respond'];
    readonly me?: FakeRoute['respond'];
  } = {},
): FakeRoute[] {
  return [
    {
      path: '/ig/access_token',
      query: { grant_type: 'ig_exchange_token' },
      respond: answers.exchange ?? { fixture: fixture('ig-login-exchange.json') },
    },
    {
      path: '/ig/refresh_access_token',
      query: { grant_type: 'ig_refresh_token' },
      respond: answers.refresh ?? { fixture: fixture('ig-login-refreshed.json') },
    },
    {
      path: '/ig/v25.0/me',
      respond: answers.me ?? { fixture: fixture('ig-login-me.json') },
    },
  ];
}
