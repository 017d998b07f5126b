/** How Facebook's refusals reach the owner: token expiry, throttling, permissions, a gone page. */
import { crawlOnce, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { isSourceError } from '@chorus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { facebookConnector } from './index.ts';
import { facebookFixture, fakeFacebook, fakeGraphRoutes } from './testing/index.ts';

const credentials = {
  accessToken: fakeFacebook.longToken,
  pageAccessToken: fakeFacebook.pageToken,
  pageId: fakeFacebook.pageId,
  pageUsername: fakeFacebook.pageUsername,
};
const now = new Date('2026-11-25T10:00:00Z');
const postsPath = `/v26.0/${fakeFacebook.pageId}/posts`;

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

async function crawlAnswering(
  response: { status: number; fixture: string; headers?: Record<string, string> },
  stored: Record<string, string> | null = credentials,
) {
  network = await startFakeNetwork([
    {
      path: postsPath,
      respond: {
        ...response,
        fixture: facebookFixture(response.fixture),
        headers: { 'content-type': 'application/json', ...response.headers },
      },
    },
  ]);
  const result = await crawlOnce({
    connector: facebookConnector(),
    feedType: 'page',
    options: { page: 'chorus.social' },
    network,
    credentials: stored,
    clock: { now: () => now },
  });
  const error = result.errors.find(isSourceError);
  expect(result.posts).toEqual([]);
  return error;
}

describe('Facebook refusals', () => {
  it('an expired or revoked token (190) asks the owner to sign in again', async () => {
    const error = await crawlAnswering({ status: 400, fixture: 'error-token-expired.json' });
    expect(error?.kind).toBe('needs_reauth');
    expect(error?.message).toContain(
      'Facebook refused the access token: it expired or was revoked',
    );
    expect(error?.message).toContain('code 190');
  });

  it('a page throttle (32) waits as long as the usage header says', async () => {
    const error = await crawlAnswering({
      status: 403,
      fixture: 'error-throttled.json',
      headers: {
        'x-business-use-case-usage': JSON.stringify({
          [fakeFacebook.pageId]: [
            {
              type: 'pages',
              call_count: 100,
              total_cputime: 12,
              total_time: 30,
              estimated_time_to_regain_access: 25,
            },
          ],
        }),
      },
    });
    expect(error?.kind).toBe('rate_limited');
    expect(error?.retryAt).toEqual(new Date('2026-11-25T10:25:00Z'));
    expect(error?.message).toContain('Facebook limits requests to /v26.0/104857600123/posts');
  });

  it('a throttle without a usage header waits an hour', async () => {
    const error = await crawlAnswering({ status: 400, fixture: 'error-throttled.json' });
    expect(error?.kind).toBe('rate_limited');
    expect(error?.retryAt).toEqual(new Date('2026-11-25T11:00:00Z'));
  });

  it('a missing permission (10) tells the owner which permissions to allow', async () => {
    const error = await crawlAnswering({ status: 403, fixture: 'error-permission.json' });
    expect(error?.kind).toBe('invalid_source');
    expect(error?.message).toBe(
      "Facebook did not give Chorus permission to read this page ((#10) This endpoint requires the 'pages_read_engagement' permission or the 'Page Public Content Access' feature.). Sign in again and allow every permission Chorus asks for (pages_show_list, pages_read_engagement, pages_read_user_content).",
    );
  });

  it('a page that no longer exists (100/33) is an invalid source', async () => {
    const error = await crawlAnswering({ status: 400, fixture: 'error-page-gone.json' });
    expect(error?.kind).toBe('invalid_source');
    expect(error?.message).toContain('Facebook says this does not exist or cannot be read');
  });

  it('no stored token asks for a sign-in without calling Facebook', async () => {
    const error = await crawlAnswering({ status: 200, fixture: 'page-posts-2.json' }, null);
    expect(error).toMatchObject({
      kind: 'needs_reauth',
      message: 'Sign in with Facebook to let Chorus read this page.',
    });
    expect(network?.requests).toEqual([]);
  });

  it('a page token the fake refuses is needs_reauth too (the fake checks the bearer)', async () => {
    network = await startFakeNetwork(fakeGraphRoutes());
    const result = await crawlOnce({
      connector: facebookConnector(),
      feedType: 'tagged',
      options: { page: 'chorus.social' },
      network,
      credentials: { ...credentials, pageAccessToken: 'EAAG-revoked' },
    });
    expect(result.errors.find(isSourceError)?.kind).toBe('needs_reauth');
  });
});
