/**
 * TikTok's refusals as the owner reads them: its v2 `error.code` values and HTTP statuses
 * mapped to the kit's health kinds (sign in again, wait, failing), and the feed types the
 * Display API does not offer refused with their reason.
 */
import { describe, expect, it } from 'vitest';
import { crawlOnce, type FakeRoute } from '@chorus/connector-kit/testing';
import { tiktokConnector, tiktokMessages } from './index.ts';
import { clock, credentials, fixture, json, useFakeNetwork, videoRoutes } from './testing.ts';

const start = useFakeNetwork();
const userInfo = videoRoutes[0]!;
const listAnswers = (status: number, name: string): FakeRoute => ({
  method: 'POST',
  path: '/v2/video/list/',
  respond: { status, fixture: fixture(name), headers: json },
});

async function failure(routes: FakeRoute[], input: object = {}) {
  const network = await start(routes);
  const result = await crawlOnce({
    connector: tiktokConnector(),
    feedType: 'videos',
    options: {},
    network,
    credentials,
    clock,
    ...input,
  });
  expect(result.posts).toEqual([]);
  expect(result.errors).toHaveLength(1);
  return {
    error: result.errors[0] as { kind: string; message: string; retryAt: Date | null },
    network,
  };
}

describe('TikTok refusals', () => {
  it('an invalid or expired access token (401 access_token_invalid) asks to sign in again', async () => {
    const { error } = await failure([
      userInfo,
      listAnswers(401, 'error-access-token-invalid.json'),
    ]);
    expect(error).toMatchObject({
      kind: 'needs_reauth',
      message: `${tiktokMessages.tokenRefused} (The access token is invalid or not found in the request.)`,
    });
  });

  it('a permission the owner did not grant (401 scope_not_authorized) says which', async () => {
    const { error } = await failure([
      {
        path: '/v2/user/info/',
        respond: {
          status: 401,
          fixture: fixture('error-scope-not-authorized.json'),
          headers: json,
        },
      },
    ]);
    expect(error.kind).toBe('needs_reauth');
    expect(error.message).toContain(tiktokMessages.scopeMissing);
  });

  it('throttling (429 rate_limit_exceeded) waits for the one-minute window', async () => {
    const { error } = await failure([userInfo, listAnswers(429, 'error-rate-limit-exceeded.json')]);
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt).toEqual(new Date('2026-11-24T12:01:00Z'));
    expect(error.message).toBe("TikTok limits this app's requests until 2026-11-24T12:01:00.000Z.");
  });

  it('a 429 with Retry-After waits what TikTok asks', async () => {
    const { error } = await failure([
      userInfo,
      {
        method: 'POST',
        path: '/v2/video/list/',
        respond: {
          status: 429,
          fixture: fixture('error-rate-limit-exceeded.json'),
          headers: { ...json, 'retry-after': '600' },
        },
      },
    ]);
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(clock.now().getTime() + 500_000);
  });

  it('an error code in a 200 answer is read too', async () => {
    const { error } = await failure([
      userInfo,
      listAnswers(200, 'error-access-token-invalid.json'),
    ]);
    expect(error.kind).toBe('needs_reauth');
  });

  it('TikTok failing (500 internal_error) is a failure retried later, with its words', async () => {
    const { error } = await failure([userInfo, listAnswers(500, 'error-internal.json')]);
    expect(error.kind).toBe('failing');
    expect(error.message).toContain('Something went wrong. Please try again later.');
  });

  it('a source without a sign-in asks for one and calls nothing', async () => {
    const { error, network } = await failure(videoRoutes, { credentials: undefined });
    expect(error).toMatchObject({ kind: 'needs_reauth', message: tiktokMessages.notSignedIn });
    expect(network.requests).toEqual([]);
  });

  it('an answer of another shape fails the crawl, naming where', async () => {
    const { error } = await failure([
      {
        path: '/v2/user/info/',
        respond: { body: { data: { user: 'nobody' }, error: { code: 'ok' } } },
      },
    ]);
    expect(error.kind).toBe('failing');
    expect(error.message).toContain('unexpected shape');
  });

  it('refuses a hashtag or another person’s videos with the reason, asking nothing', async () => {
    for (const feedType of ['hashtag', 'user']) {
      const { error, network } = await failure(videoRoutes, { feedType, options: {} });
      expect(error.kind).toBe('invalid_source');
      expect(error.message).toContain(tiktokMessages.instead);
      expect(network.requests).toEqual([]);
    }
  });
});
