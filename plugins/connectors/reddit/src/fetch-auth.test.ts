/** Reddit's app-only token, rate limits, refusals and malformed answers against a fake Reddit. */
import { describe, expect, it } from 'vitest';
import { crawlOnce, firstSourceError, type FakeRoute } from '@chorus/connector-kit/testing';
import { redditConnector } from './index.ts';
import { redditMessages } from './messages.ts';
import { credentials, fixture, json, listing, tokenRoute, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const newPath = '/r/socialwalls/new';
const subreddit = { subreddit: 'socialwalls' };
const now = new Date('2025-11-24T22:00:00Z');
const crawl = (
  fake: { baseUrl: string },
  extra: { credentials?: typeof credentials | null } = {},
) =>
  crawlOnce({
    connector: redditConnector(),
    feedType: 'subreddit',
    options: subreddit,
    network: fake,
    credentials: 'credentials' in extra ? (extra.credentials ?? null) : credentials,
    clock: { now: () => now },
  });

describe('app-only token', () => {
  it('asks for a token with the client id and secret, and keeps it for the next crawls', async () => {
    const fake = await start([tokenRoute, listing(newPath, 'subreddit-new-page-2.json')]);
    await crawl(fake);
    await crawl(fake);
    const [token, ...reads] = fake.requests;
    expect(token?.method).toBe('POST');
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(token?.headers['authorization']).toBe(
      `Basic ${Buffer.from('client-abc:secret-xyz').toString('base64')}`,
    );
    expect(reads.map((request) => [request.path, request.headers['authorization']])).toEqual([
      [newPath, 'Bearer app-token-1'],
      [newPath, 'Bearer app-token-1'],
    ]);
  });

  it("uses the operator's app from the plugin options for sources without their own", async () => {
    const fake = await start([tokenRoute, listing(newPath, 'subreddit-new-page-2.json')]);
    const { posts, errors } = await crawlOnce({
      connector: redditConnector({ clientId: 'operator-id', clientSecret: 'operator-secret' }),
      feedType: 'subreddit',
      options: subreddit,
      network: fake,
    });
    expect(errors).toEqual([]);
    expect(posts).toHaveLength(1);
    expect(fake.requests[0]?.headers['authorization']).toBe(
      `Basic ${Buffer.from('operator-id:operator-secret').toString('base64')}`,
    );
  });

  it('fetches a new token when Reddit refuses the cached one (401)', async () => {
    const fresh = { access_token: 'app-token-2', token_type: 'bearer', expires_in: 86400 };
    const fake = await start([
      {
        method: 'POST',
        path: '/api/v1/access_token',
        respond: [{ fixture: fixture('token.json'), headers: json }, { body: fresh }],
      },
      {
        path: newPath,
        respond: (request) =>
          request.headers['authorization'] === 'Bearer app-token-2'
            ? { fixture: fixture('subreddit-new-page-2.json'), headers: json }
            : { status: 401, fixture: fixture('error-unauthorized.json'), headers: json },
      },
    ]);
    const { posts, errors } = await crawl(fake);
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual(['t3_1h0p06']);
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('needs re-authorisation without credentials, or when Reddit refuses them', async () => {
    const refused = await start([
      {
        method: 'POST',
        path: '/api/v1/access_token',
        respond: { status: 401, fixture: fixture('error-token-refused.json'), headers: json },
      },
    ]);
    const missing = firstSourceError(await crawl(refused, { credentials: null }));
    expect([missing.kind, missing.message]).toEqual([
      'needs_reauth',
      redditMessages.credentialsRefused,
    ]);
    expect(refused.requests).toEqual([]);
    const wrong = firstSourceError(await crawl(refused));
    expect(wrong.kind).toBe('needs_reauth');
    expect(wrong.message).toContain(redditMessages.credentialsRefused);
  });
});

describe('failures the owner reads', () => {
  it('is rate-limited until the reset Reddit announces', async () => {
    const limited: FakeRoute = {
      path: newPath,
      respond: {
        status: 429,
        fixture: fixture('error-rate-limit.json'),
        headers: {
          ...json,
          'x-ratelimit-used': '100',
          'x-ratelimit-remaining': '0.0',
          'x-ratelimit-reset': '120',
        },
      },
    };
    const fake = await start([tokenRoute, limited]);
    // The safe HTTP client reads a 429 against the wall clock (not the crawl's): bracket it.
    const before = Date.now();
    const error = firstSourceError(await crawl(fake));
    const after = Date.now();
    expect(error.kind).toBe('rate_limited');
    const resumes = error.retryAt?.getTime() ?? 0;
    expect(resumes).toBeGreaterThanOrEqual(before + 120_000);
    expect(resumes).toBeLessThanOrEqual(after + 120_000);
    expect(error.message).toContain(error.retryAt?.toISOString());
  });

  it("fails with Reddit's own words for a private subreddit", async () => {
    const fake = await start([
      tokenRoute,
      {
        path: newPath,
        respond: { status: 403, fixture: fixture('error-private.json'), headers: json },
      },
    ]);
    const error = firstSourceError(await crawl(fake));
    expect([error.kind, error.message]).toEqual([
      'failing',
      `${redditMessages.notPublic} (private).`,
    ]);
  });

  it('fails and says where when a Listing has an unexpected shape', async () => {
    const fake = await start([tokenRoute, listing(newPath, 'malformed-listing.json')]);
    const error = firstSourceError(await crawl(fake));
    expect(error.kind).toBe('failing');
    expect(error.message).toMatch(/^Reddit answered .* in an unexpected shape \(at data\./);
  });
});
