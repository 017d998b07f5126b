/** What the owner reads when YouTube refuses, breaks or has no key; and the keyless Atom feed. */
import { describe, expect, it } from 'vitest';
import { crawlOnce, firstSourceError } from '@chorus/connector-kit/testing';
import { youtubeConnector } from './index.ts';
import { youtubeMessages } from './messages.ts';
import { clock, fixture, json, keyedConnector, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const channel = { channel: '@chorus-live' };

describe('refusals', () => {
  it('a spent quota (403 quotaExceeded) is rate limited until midnight Pacific', async () => {
    const fake = await start([
      {
        path: '/channels',
        respond: { status: 403, fixture: fixture('error-quota-exceeded.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'user',
        options: channel,
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryAt: new Date('2026-11-25T08:00:00Z'),
      // The kit words every rate limit alike; the reset is midnight Pacific time.
      message: 'YouTube limits requests to /channels until 2026-11-25T08:00:00.000Z.',
    });
  });

  it("an invalid key fails with the operator's key message and YouTube's words", async () => {
    const fake = await start([
      {
        path: '/playlistItems',
        respond: { status: 400, fixture: fixture('error-key-invalid.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'playlist',
        options: { playlist: 'PLchorusTourFavourites01' },
        network: fake,
        clock,
      }),
    );
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(
      `${youtubeMessages.keyInvalid} (API key not valid. Please pass a valid API key.)`,
    );
  });

  it('a refused key the source was connected with needs re-authorisation by the owner', async () => {
    const fake = await start([
      {
        path: '/playlistItems',
        respond: { status: 400, fixture: fixture('error-key-invalid.json'), headers: json },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'playlist',
        options: { playlist: 'PLchorusTourFavourites01' },
        credentials: { key: 'source-own-key' },
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'needs_reauth',
      message: `${youtubeMessages.sourceKeyInvalid} (API key not valid. Please pass a valid API key.)`,
    });
    expect(fake.requests[0]?.query.get('key')).toBe('source-own-key');
  });

  it('a missing key fails playlists and searches with what to ask the operator', async () => {
    const fake = await start([]);
    const error = firstSourceError(
      await crawlOnce({
        connector: youtubeConnector(),
        feedType: 'search',
        options: { query: 'chorus' },
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({ kind: 'failing', message: youtubeMessages.needsKey });
    expect(fake.requests).toEqual([]);
  });

  it('an unknown channel or playlist is an invalid source', async () => {
    const fake = await start([
      { path: '/channels', respond: { fixture: fixture('channels-none.json'), headers: json } },
      {
        path: '/playlistItems',
        respond: { status: 404, fixture: fixture('error-playlist-not-found.json'), headers: json },
      },
    ]);
    const run = (feedType: string, options: Record<string, string>) =>
      crawlOnce({ connector: keyedConnector(), feedType, options, network: fake, clock });
    expect(firstSourceError(await run('user', channel))).toMatchObject({
      kind: 'invalid_source',
      message: youtubeMessages.channelNotFound,
    });
    expect(firstSourceError(await run('playlist', { playlist: 'PLnoSuchPlaylist00' })).kind).toBe(
      'invalid_source',
    );
  });

  it('a malformed answer fails naming where', async () => {
    const fake = await start([
      { path: '/channels', respond: { body: '{"items": [{"id": 7}]}', headers: json } },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: keyedConnector(),
        feedType: 'user',
        options: channel,
        network: fake,
        clock,
      }),
    );
    expect(error.kind).toBe('failing');
    expect(error.message).toMatch(
      /^YouTube answered \/channels in an unexpected shape \(at items\[0\]/,
    );
  });
});

describe('a channel without a key', () => {
  it("reads the channel's Atom feed by channel id", async () => {
    const fake = await start([
      {
        path: '/feeds/videos.xml',
        query: { channel_id: 'UCchorusChorusChorus0001' },
        respond: {
          fixture: fixture('channel-feed.xml'),
          headers: { 'content-type': 'application/atom+xml' },
        },
      },
    ]);
    const { posts, errors, cursor } = await crawlOnce({
      connector: youtubeConnector(),
      feedType: 'user',
      options: { channel: 'UCchorusChorusChorus0001' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts).toEqual([
      expect.objectContaining({
        externalId: 'vid000000A1',
        author: expect.objectContaining({
          name: 'Chorus Live',
          username: 'UCchorusChorusChorus0001',
        }),
        title: 'Spring tour opener & more',
        description:
          '<p>The opener, filmed from the balcony.<br>Tickets: <a href="https://chorus.example/tour">https://chorus.example/tour</a></p>',
        url: 'https://www.youtube.com/watch?v=vid000000A1',
        createdAt: Date.parse('2026-11-20T18:00:00Z') / 1000,
        media: [
          expect.objectContaining({
            url: 'https://i2.ytimg.com/vi/vid000000A1/hqdefault.jpg',
            width: 480,
            height: 360,
            alt: 'Spring tour opener & more',
            embedUrl: 'https://www.youtube-nocookie.com/embed/vid000000A1',
          }),
        ],
      }),
    ]);
    // The feed costs no quota.
    expect(cursor?.quota).toEqual({ day: '2026-11-24', units: 0 });
  });

  it('reads a legacy username with ?user= and refuses a handle with what to do', async () => {
    const fake = await start([
      {
        path: '/feeds/videos.xml',
        query: { user: 'chorusmusic' },
        respond: {
          fixture: fixture('channel-feed.xml'),
          headers: { 'content-type': 'application/atom+xml' },
        },
      },
    ]);
    const run = (name: string) =>
      crawlOnce({
        connector: youtubeConnector(),
        feedType: 'user',
        options: { channel: name },
        network: fake,
        clock,
      });
    expect((await run('chorusmusic')).posts).toHaveLength(1);
    expect(firstSourceError(await run('@chorus-live'))).toMatchObject({
      kind: 'invalid_source',
      message: youtubeMessages.handleNeedsKey,
    });
  });

  it('a feed that is not XML fails with a message', async () => {
    const fake = await start([
      {
        path: '/feeds/videos.xml',
        respond: { body: '<feed><entry>', headers: { 'content-type': 'application/atom+xml' } },
      },
    ]);
    const error = firstSourceError(
      await crawlOnce({
        connector: youtubeConnector(),
        feedType: 'user',
        options: { channel: 'UCchorusChorusChorus0001' },
        network: fake,
        clock,
      }),
    );
    expect(error).toMatchObject({
      kind: 'failing',
      message: 'YouTube answered the channel feed with broken XML.',
    });
  });
});
