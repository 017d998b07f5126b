/**
 * A fake Facebook on loopback for tests: the Login dialog, the code exchange, the long-lived
 * token exchange, `/me/accounts` and a page's `/posts` and `/tagged`, answering the Graph API's
 * wire format from the package's fixtures. `state` lets a test refuse the renewal or throttle.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FakeResponse, FakeRoute, RecordedRequest } from '@chorus/connector-kit/testing';
import { defaultGraphVersion } from '../graph.ts';

/** The ids and tokens the fixtures use. */
export const fakeFacebook = {
  pageId: '104857600123',
  pageUsername: 'chorus.social',
  code: 'fb-e2e-code',
  shortToken: 'EAAG-short-user-token',
  longToken: 'EAAG-long-lived-user-token',
  pageToken: 'EAAG-page-token',
  secondPageCursor: 'QVFIUlBhZ2Uy',
} as const;

/** Switches a test flips while the fake runs. */
export interface FakeGraphState {
  /** Refuse to renew the long-lived user token (error 190), as Facebook does once it lapsed. */
  refuseRenewal: boolean;
  /** Seconds the long-lived token is said to last. */
  longLivedSeconds: number;
  /** Answer every post read with this instead (an error fixture name). */
  postsError: string | null;
}

/**
 * Pictures served by the fake itself (a browser test's wall re-hosts them): the fixtures'
 * picture addresses (`https://scontent.example.net/...`, `https://external.example.net/...`)
 * are rewritten to `origin`, which answers every `.jpg` / `.png` path with `jpeg`.
 */
export interface FakePictures {
  readonly origin: () => string;
  readonly jpeg: Uint8Array;
}

/** A fixture of the package, by file name. */
export function facebookFixture(name: string): string {
  return fileURLToPath(new URL(`../__fixtures__/${name}`, import.meta.url));
}

const json = (name: string, status = 200): FakeResponse => ({
  status,
  fixture: facebookFixture(name),
  headers: { 'content-type': 'application/json; charset=UTF-8' },
});

function bearer(request: RecordedRequest): string {
  return (request.headers['authorization'] ?? '').replace(/^Bearer /, '');
}

/** The routes of a fake Facebook, Login and Graph; `version` as the connector calls it. */
export function fakeGraphRoutes(
  state: FakeGraphState = { refuseRenewal: false, longLivedSeconds: 5183944, postsError: null },
  pictures?: FakePictures,
  version: string = defaultGraphVersion,
): FakeRoute[] {
  const expired = json('error-token-expired.json', 400);
  const postsOf = (name: string): FakeResponse => {
    if (!pictures) return json(name);
    const text = readFileSync(facebookFixture(name), 'utf8').replace(
      /https:\/\/(scontent|external)\.example\.net/g,
      pictures.origin(),
    );
    return { body: text, headers: { 'content-type': 'application/json; charset=UTF-8' } };
  };
  const posts = (first: string) => (request: RecordedRequest) => {
    if (bearer(request) !== fakeFacebook.pageToken) return expired;
    if (state.postsError) return json(state.postsError, 400);
    return request.query.get('after') === fakeFacebook.secondPageCursor
      ? postsOf('page-posts-2.json')
      : postsOf(first);
  };
  const pictureRoutes: FakeRoute[] = pictures
    ? [
        {
          path: /\.(jpg|png)$/,
          respond: { body: pictures.jpeg, headers: { 'content-type': 'image/jpeg' } },
        },
      ]
    : [];
  return [
    ...pictureRoutes,
    {
      // The Login dialog: an "Allow" link back to Chorus with a code.
      path: `/${version}/dialog/oauth`,
      respond: (request) => {
        const back = new URL(request.query.get('redirect_uri') ?? '');
        back.searchParams.set('code', fakeFacebook.code);
        back.searchParams.set('state', request.query.get('state') ?? '');
        return {
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: `<!doctype html><title>Fake Facebook</title><a id="allow" href="${back.toString()}">Continue as Ada</a>`,
        };
      },
    },
    {
      // The code exchange, the secret in the form (`clientAuthentication: 'body'`).
      method: 'POST',
      path: `/${version}/oauth/access_token`,
      respond: (request) => {
        const form = new URLSearchParams(request.body);
        if (form.get('code') !== fakeFacebook.code || !form.get('client_secret')) {
          return {
            status: 400,
            body: {
              error: {
                message: 'This authorization code has been used.',
                type: 'OAuthException',
                code: 100,
              },
            },
          };
        }
        return {
          body: { access_token: fakeFacebook.shortToken, token_type: 'bearer', expires_in: 5400 },
        };
      },
    },
    {
      // The long-lived exchange (sign-in) and its renewal.
      path: `/${version}/oauth/access_token`,
      respond: (request) => {
        const token = request.query.get('fb_exchange_token');
        const known = token === fakeFacebook.shortToken || token === fakeFacebook.longToken;
        if (request.query.get('grant_type') !== 'fb_exchange_token' || !known) return expired;
        if (token === fakeFacebook.longToken && state.refuseRenewal) return expired;
        return {
          body: {
            access_token: fakeFacebook.longToken,
            token_type: 'bearer',
            expires_in: state.longLivedSeconds,
          },
        };
      },
    },
    {
      path: `/${version}/me/accounts`,
      respond: (request) =>
        bearer(request) === fakeFacebook.longToken ? json('me-accounts.json') : expired,
    },
    { path: `/${version}/${fakeFacebook.pageId}/posts`, respond: posts('page-posts-1.json') },
    {
      // Time-based paging, as the feed edges answer: the next page by `until` and its token.
      path: `/${version}/${fakeFacebook.pageId}/tagged`,
      query: { until: '1795255200', __paging_token: 'enc_AdBTaggedNext' },
      respond: posts('tagged-2.json'),
    },
    { path: `/${version}/${fakeFacebook.pageId}/tagged`, respond: posts('tagged-1.json') },
  ];
}
