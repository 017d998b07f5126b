/** Meta's Graph refusals, as the owner reads them in the source's health. */
import { afterEach, describe, expect, it } from 'vitest';
import { crawlOnce, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { instagramConnector } from './index.ts';
import { clockAt, fixture, igUserId, signedIn } from './testing.ts';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

async function crawlAnswered(
  status: number,
  name: string,
  headers: Record<string, string> = {},
  feedType: 'profile' | 'hashtag' = 'profile',
) {
  network = await startFakeNetwork([
    {
      path: /.*/,
      respond: {
        status,
        fixture: fixture(name),
        headers: { 'content-type': 'application/json', ...headers },
      },
    },
  ]);
  return crawlOnce({
    connector: instagramConnector(),
    feedType,
    options: feedType === 'profile' ? { handle: 'chorus.wall' } : { hashtag: 'chorusfest' },
    credentials: signedIn,
    clock: clockAt(),
    network,
  });
}

describe('Graph errors', () => {
  it('an expired or revoked token (190) asks the owner to sign in again', async () => {
    const { errors } = await crawlAnswered(400, 'error-token-expired.json');
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'needs_reauth',
        message: expect.stringMatching(
          /^Instagram refused the access token: it expired or was revoked \(Error validating access token: Session has expired.*, code 190\)\.$/,
        ),
      }),
    ]);
  });

  it('throttling (4) waits as long as the usage headers say', async () => {
    const usage = JSON.stringify({
      [igUserId]: [
        {
          type: 'instagram',
          call_count: 100,
          total_cputime: 12,
          total_time: 20,
          estimated_time_to_regain_access: 15,
        },
      ],
    });
    const { errors } = await crawlAnswered(400, 'error-throttled.json', {
      'x-business-use-case-usage': usage,
    });
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'rate_limited',
        retryAt: new Date('2026-11-22T12:15:00Z'),
        message: `Instagram limits requests to /${igUserId}/media until 2026-11-22T12:15:00.000Z.`,
        cause: expect.objectContaining({
          message: expect.stringContaining('(#4) Application request limit reached, code 4'),
        }),
      }),
    ]);
  });

  it('a missing permission (10) names what to do', async () => {
    const { errors } = await crawlAnswered(403, 'error-permission.json', {}, 'hashtag');
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'invalid_source',
        message: expect.stringContaining(
          'Sign in again through the source\'s "Token expired" link and allow every permission and every Page Chorus asks for; hashtag feeds also need the app\'s Instagram Public Content Access feature.',
        ),
      }),
    ]);
  });

  it('an account that no longer exists (100/33) is a source that cannot be read', async () => {
    const { errors } = await crawlAnswered(400, 'error-missing-object.json');
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'invalid_source',
        message: expect.stringContaining('Instagram says this does not exist or cannot be read'),
      }),
    ]);
  });

  it('a page that is not a Graph page fails with where it went wrong', async () => {
    network = await startFakeNetwork([
      { path: `/${igUserId}/media`, respond: { body: { data: 'not a list' } } },
    ]);
    const { errors, posts } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'profile',
      options: { handle: 'chorus.wall' },
      credentials: signedIn,
      network,
    });
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'failing',
        message: expect.stringContaining('in an unexpected shape (at data)'),
      }),
    ]);
  });

  it('a source never signed in asks for the sign-in', async () => {
    network = await startFakeNetwork([]);
    const { errors } = await crawlOnce({
      connector: instagramConnector(),
      feedType: 'profile',
      options: { handle: 'chorus.wall' },
      credentials: null,
      network,
    });
    expect(errors).toEqual([expect.objectContaining({ kind: 'needs_reauth' })]);
    expect(network.requests).toEqual([]);
  });
});
