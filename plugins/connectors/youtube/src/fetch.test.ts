/** The YouTube feed types against a fake Data API and channel feed on 127.0.0.1. */
import { describe, expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { youtubeConnector } from './index.ts';
import {
  apiKey,
  clock,
  fixture,
  json,
  keyedConnector,
  uploadsRoutes,
  useFakeNetwork,
} from './testing.ts';

const start = useFakeNetwork();
const today = { day: '2026-11-24' };

describe('a channel with the operator key', () => {
  it('finds the uploads playlist by handle, pages it and skips a removed video', async () => {
    const fake = await start(uploadsRoutes);
    const { posts, cursor, errors } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'user',
      options: { channel: '@chorus-live' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      'vid000000A1',
      'vid000000B2',
      'vid000000C3',
    ]);
    const [channels, page1, page2] = fake.requests;
    expect(channels?.query.get('key')).toBe(apiKey);
    expect(channels?.query.get('part')).toBe('contentDetails');
    expect(page1?.query.get('playlistId')).toBe('UUchorusChorusChorus0001');
    expect(page1?.query.get('maxResults')).toBe('50');
    expect(page2?.query.get('pageToken')).toBe('EAAaBlBUOkNBSQ');
    // One unit for channels.list and one a playlistItems page.
    expect(cursor).toEqual({
      key: 'user:{"channel":"@chorus-live"}',
      newest: '2026-11-20T18:00:00Z',
      quota: { ...today, units: 3 },
    });
  });

  it('normalizes author, text, links, the largest thumbnail with size and alt, time and player', async () => {
    const fake = await start(uploadsRoutes);
    const { posts } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'user',
      options: { channel: '@chorus-live' },
      network: fake,
      clock,
    });
    expect(posts[0]).toMatchObject({
      network: 'youtube',
      author: {
        name: 'Chorus Live',
        username: 'UCchorusChorusChorus0001',
        link: 'https://www.youtube.com/channel/UCchorusChorusChorus0001',
      },
      title: 'Spring tour opener',
      description:
        '<p>Behind the scenes of Spring tour opener.<br>Links: <a href="https://chorus.example/notes">https://chorus.example/notes</a></p><p>Thanks for watching!</p>',
      url: 'https://www.youtube.com/watch?v=vid000000A1',
      createdAt: Date.parse('2026-11-20T18:00:00Z') / 1000,
      media: [
        {
          kind: 'video',
          url: 'https://i.ytimg.com/vi/vid000000A1/maxresdefault.jpg',
          width: 1280,
          height: 720,
          alt: 'Spring tour opener',
          originalUrl: null,
          embedUrl: 'https://www.youtube-nocookie.com/embed/vid000000A1',
        },
      ],
    });
    // Without maxres, the standard thumbnail (640x480) is the largest.
    expect(posts[1]?.title).toBe('Rehearsal & soundcheck');
    expect(posts[1]?.media[0]).toMatchObject({ width: 640, height: 480 });
  });

  it('stops at the first page holding a video the previous crawl saw', async () => {
    const fake = await start(uploadsRoutes);
    const { posts, cursor } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'user',
      options: { channel: '@chorus-live' },
      network: fake,
      clock,
      cursor: {
        key: 'user:{"channel":"@chorus-live"}',
        newest: '2026-11-20T18:00:00Z',
        quota: { ...today, units: 40 },
      },
    });
    expect(posts).toEqual([]);
    expect(fake.requests.map((request) => request.path)).toEqual(['/channels', '/playlistItems']);
    expect(cursor).toMatchObject({ newest: '2026-11-20T18:00:00Z', quota: { units: 42 } });
  });

  it('looks a legacy username up with forUsername', async () => {
    const fake = await start([
      {
        path: '/channels',
        query: { forUsername: 'chorusmusic' },
        respond: { fixture: fixture('channels-for-handle.json'), headers: json },
      },
      ...uploadsRoutes.slice(1),
    ]);
    const { posts, errors } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'user',
      options: { channel: 'chorusmusic' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts).toHaveLength(3);
  });
});

describe('a playlist', () => {
  it('reads its pages by id, also from a pasted address', async () => {
    const fake = await start(uploadsRoutes.slice(1));
    const { posts, errors } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'playlist',
      options: { playlist: 'https://www.youtube.com/playlist?list=PLchorusTourFavourites01' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.url)).toEqual([
      'https://www.youtube.com/watch?v=vid000000A1',
      'https://www.youtube.com/watch?v=vid000000B2',
      'https://www.youtube.com/watch?v=vid000000C3',
    ]);
    expect(fake.requests[0]?.query.get('playlistId')).toBe('PLchorusTourFavourites01');
  });
});

describe('a search', () => {
  it('reads the newest videos, leaves channels out and counts 100 units a call', async () => {
    const fake = await start([
      { path: '/search', respond: { fixture: fixture('search-page.json'), headers: json } },
    ]);
    const { posts, cursor, errors, logs } = await crawlOnce({
      connector: youtubeConnector({ apiKey, maxPages: 1 }),
      feedType: 'search',
      options: { query: '#chorus' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(fake.requests[0]?.query.get('q')).toBe('#chorus');
    expect(fake.requests[0]?.query.get('type')).toBe('video');
    expect(fake.requests[0]?.query.get('order')).toBe('date');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      author: { name: 'Front Row Fan', username: 'UCfanFanFanFanFanFan0002' },
      title: "#chorus live at the park & it's loud",
      media: [
        { kind: 'video', width: 480, height: 360, alt: "#chorus live at the park & it's loud" },
      ],
    });
    expect(cursor?.quota).toEqual({ ...today, units: 100 });
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: 'quota used today',
        data: expect.objectContaining({ units: 100, searchBudget: 1000 }),
      }),
    );
  });

  it('refuses to search past its daily budget, naming when the quota resets', async () => {
    const fake = await start([
      { path: '/search', respond: { fixture: fixture('search-page.json'), headers: json } },
    ]);
    const { errors } = await crawlOnce({
      connector: youtubeConnector({ apiKey, searchBudget: 1000 }),
      feedType: 'search',
      options: { query: '#chorus' },
      network: fake,
      clock,
      cursor: { key: 'search:{"query":"#chorus"}', quota: { ...today, units: 1000 } },
    });
    expect(fake.requests).toEqual([]);
    expect(errors[0]).toMatchObject({
      kind: 'rate_limited',
      retryAt: new Date('2026-11-25T08:00:00Z'),
      message:
        'This search has spent its 1000 quota units for today (1000 used); it searches again ' +
        'after 2026-11-25T08:00:00.000Z (midnight Pacific time).',
    });
  });

  it('starts a new Pacific day with a fresh count', async () => {
    const fake = await start([
      { path: '/search', respond: { fixture: fixture('search-page.json'), headers: json } },
    ]);
    const { cursor, errors } = await crawlOnce({
      connector: youtubeConnector({ apiKey, maxPages: 1 }),
      feedType: 'search',
      options: { query: '#chorus' },
      network: fake,
      clock,
      cursor: { key: 'search:{"query":"#chorus"}', quota: { day: '2026-11-23', units: 1000 } },
    });
    expect(errors).toEqual([]);
    expect(cursor?.quota).toEqual({ ...today, units: 100 });
  });
});
