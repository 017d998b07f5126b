/** Bluesky sign-in, search, rate limits and malformed answers against a fake network. */
import { describe, expect, it } from 'vitest';
import { isSourceError } from '@chorus/core';
import { crawlOnce, firstSourceError, type FakeRoute } from '@chorus/connector-kit/testing';
import { blueskyConnector } from './index.ts';
import { blueskyMessages } from './messages.ts';
import { account, credentials, fixture, json, useFakeNetwork, xrpc } from './testing.ts';

const start = useFakeNetwork();

describe('search', () => {
  const searchRoute = (respond: FakeRoute['respond']): FakeRoute => ({
    path: xrpc('app.bsky.feed.searchPosts'),
    respond,
  });
  const sessionRoute: FakeRoute = {
    method: 'POST',
    path: xrpc('com.atproto.server.createSession'),
    respond: { fixture: fixture('create-session.json'), headers: json },
  };

  it('signs in with the app password and searches with the access token', async () => {
    const fake = await start([
      sessionRoute,
      searchRoute({ fixture: fixture('search-posts.json'), headers: json }),
    ]);
    const { posts, errors } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'search',
      options: { query: '#chorus' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({
      identifier: 'owner.bsky.social',
      password: 'abcd-efgh-ijkl-mnop',
    });
    expect(fake.requests[1]?.headers['authorization']).toBe('Bearer access-1');
    expect(fake.requests[1]?.query.get('q')).toBe('#chorus');
    expect(fake.requests[1]?.query.get('sort')).toBe('latest');
    expect(posts[0]?.description).toBe(
      '<p>Loving <a href="https://bsky.app/hashtag/chorus">#chorus</a> today</p>' +
        '<p><a href="https://chorus.example/">Chorus</a></p>',
    );
  });

  it('renews an expired access token with the refresh token', async () => {
    const fake = await start([
      sessionRoute,
      {
        method: 'POST',
        path: xrpc('com.atproto.server.refreshSession'),
        respond: { fixture: fixture('refresh-session.json'), headers: json },
      },
      searchRoute((request) =>
        request.headers['authorization'] === 'Bearer access-2'
          ? { fixture: fixture('search-posts.json'), headers: json }
          : { status: 400, fixture: fixture('error-expired-token.json'), headers: json },
      ),
    ]);
    const { posts, errors } = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'search',
      options: { query: '#chorus' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    expect(posts).toHaveLength(1);
    const refresh = fake.requests.find((request) => request.path.endsWith('refreshSession'));
    expect(refresh?.headers['authorization']).toBe('Bearer refresh-1');
  });

  it('asks for a new app password when Bluesky refuses it', async () => {
    const fake = await start([
      {
        method: 'POST',
        path: xrpc('com.atproto.server.createSession'),
        respond: { status: 401, fixture: fixture('error-auth-required.json'), headers: json },
      },
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'search',
      options: { query: 'social wall' },
      network: fake,
      credentials,
    });
    expect(firstSourceError(result)).toMatchObject({
      kind: 'needs_reauth',
      message: blueskyMessages.signInRefused,
    });
  });

  it('says a search needs sign-in when there is no app password and Bluesky refuses', async () => {
    const fake = await start([
      searchRoute({ status: 403, fixture: fixture('error-search-forbidden.json'), headers: json }),
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'search',
      options: { query: '#chorus' },
      network: fake,
    });
    const error = firstSourceError(result);
    expect(error.kind).toBe('needs_reauth');
    expect(error.message).toBe(
      `${blueskyMessages.searchNeedsSignIn} (Search requires authentication)`,
    );
  });
});

describe('failures', () => {
  it('is rate-limited until the reset Bluesky announces', async () => {
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getAuthorFeed'),
        respond: {
          status: 429,
          fixture: fixture('error-rate-limit.json'),
          headers: {
            ...json,
            'ratelimit-limit': '3000',
            'ratelimit-remaining': '0',
            'ratelimit-reset': '4102444800',
            'ratelimit-policy': '3000;w=300',
          },
        },
      },
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
    });
    const error = firstSourceError(result);
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.toISOString()).toBe('2100-01-01T00:00:00.000Z');
  });

  it('fails with the words of Bluesky when a feed generator is unknown', async () => {
    const uri = 'at://did:plc:carol333/app.bsky.feed.generator/walls';
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getFeed'),
        respond: {
          status: 400,
          headers: json,
          body: { error: 'UnknownFeed', message: 'could not resolve feed generator' },
        },
      },
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'feed',
      options: { uri },
      network: fake,
    });
    expect(firstSourceError(result)).toMatchObject({
      kind: 'invalid_source',
      message:
        'Bluesky refused the request for /xrpc/app.bsky.feed.getFeed (could not resolve feed generator).',
    });
  });

  it('is failing when the AppView keeps answering 502', async () => {
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getAuthorFeed'),
        respond: { status: 502, headers: json, body: { error: 'UpstreamFailure' } },
      },
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
    });
    const error = firstSourceError(result);
    expect(error.kind).toBe('failing');
    expect(error.message).toMatch(/getAuthorFeed/);
  });

  it('fails with the place of a malformed answer', async () => {
    const fake = await start([
      {
        path: xrpc('app.bsky.feed.getAuthorFeed'),
        respond: { body: { feed: [{ post: { uri: 'not-an-at-uri' } }] } },
      },
    ]);
    const result = await crawlOnce({
      connector: blueskyConnector(),
      feedType: 'account',
      options: account,
      network: fake,
    });
    const error = result.errors.find(isSourceError);
    expect(error?.kind).toBe('failing');
    expect(error?.message).toMatch(
      /^Bluesky answered \/xrpc\/app\.bsky\.feed\.getAuthorFeed in an unexpected shape \(at feed\[0\]\.post/,
    );
  });
});
