/** A blog's posts and a tag's, crawled from a fake Tumblr API into wall posts. */
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '@chorus/connector-kit';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { tumblrConnector } from './index.ts';
import {
  apiKey,
  blogRoutes,
  clock,
  fixture,
  json,
  keyedConnector,
  tagRoutes,
  useFakeNetwork,
} from './testing.ts';

const start = useFakeNetwork();
const tags = (...names: string[]) =>
  `<p>${names.map((name) => `<a href="https://www.tumblr.com/tagged/${encodeURIComponent(name)}">#${name}</a>`).join(' ')}</p>`;

describe('a blog', () => {
  it('reads two pages by _links.next into posts with authors, text, media and permalinks', async () => {
    const fake = await start(blogRoutes);
    const { posts, errors, cursor } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'blog',
      options: { blog: 'https://www.chorus-live.tumblr.com/' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    // The reblog shows as its original; the reblog of a deleted post (nothing left) is not shown.
    expect(posts.map((post) => post.externalId)).toEqual([
      '771000000000000001',
      '771000000000000002',
      '660000000000000009',
      '771000000000000005',
      '771000000000000006',
    ]);
    const [text, video, reblog, link, tumblrVideo] = posts;
    expect(text).toEqual(
      expect.objectContaining({
        network: 'tumblr',
        author: {
          name: 'Chorus Live',
          username: 'chorus-live',
          link: 'https://chorus-live.tumblr.com/',
          picture: 'https://64.media.tumblr.com/avatar_chorus_64.png',
        },
        title: '',
        description: sanitizePostHtml(
          '<p><strong>Soundcheck</strong> done. <a href="https://chorus.example/tickets">Doors at 8.</a></p>' +
            tags('chorus', 'live music'),
        ),
        url: 'https://chorus-live.tumblr.com/post/771000000000000001/soundcheck',
        media: [
          {
            kind: 'image',
            url: 'https://64.media.tumblr.com/stage/s640x960/stage.jpg',
            width: 640,
            height: 427,
            alt: 'The empty stage under blue lights',
            originalUrl: 'https://64.media.tumblr.com/stage/s2048x3072/stage.jpg',
            embedUrl: null,
          },
        ],
        createdAt: 1795521600,
        likes: 42,
      }),
    );
    expect(text?.description).toContain('rel="noopener noreferrer nofollow"');
    expect(video?.description).toBe(sanitizePostHtml("<h3>Last night's encore</h3>"));
    expect(video?.media).toEqual([
      {
        kind: 'video',
        url: 'https://i.ytimg.com/vi/vidTumblr001/hqdefault.jpg',
        width: 480,
        height: 360,
        alt: "Last night's encore",
        originalUrl: null,
        embedUrl: 'https://www.youtube-nocookie.com/embed/vidTumblr001',
      },
    ]);
    expect(reblog).toEqual(
      expect.objectContaining({
        author: {
          name: 'Ada draws',
          username: 'ada-art',
          link: 'https://ada-art.tumblr.com/',
          picture: `${fake.baseUrl}/v2/blog/ada-art/avatar/64`,
        },
        description: sanitizePostHtml('<p>Drew the band from the balcony</p>' + tags('fan art')),
        url: 'https://www.tumblr.com/ada-art/660000000000000009',
        createdAt: 1795003200,
        likes: 310,
        media: [
          expect.objectContaining({
            url: 'https://64.media.tumblr.com/ada/s640x960/band.png',
            width: 640,
            height: 480,
            alt: 'A pencil drawing of four singers',
          }),
        ],
      }),
    );
    expect(link?.description).toBe(
      sanitizePostHtml(
        '<p>Spring dates are out:</p><ul><li>Lyon</li><li>Turin</li></ul>' +
          '<p><a href="https://chorus.example/tour">Chorus spring tour</a></p>' +
          '<p>Twelve cities, one choir.</p>' +
          tags('tour'),
      ),
    );
    expect(link?.media).toEqual([
      expect.objectContaining({
        kind: 'image',
        url: 'https://64.media.tumblr.com/link/tour-poster.jpg',
        width: 1200,
        height: 630,
        alt: 'Chorus spring tour',
      }),
    ]);
    // A video Tumblr hosts shows its poster; the overlay has no player for it.
    expect(tumblrVideo?.media).toEqual([
      expect.objectContaining({
        kind: 'video',
        url: 'https://64.media.tumblr.com/tumblr_rehearsal_frame1.jpg',
        width: 720,
        height: 1280,
        embedUrl: null,
      }),
    ]);
    expect(cursor).toEqual({ key: 'blog:{"blog":"chorus-live"}', newest: 1795521600 });
    expect(fake.requests.map((request) => Object.fromEntries(request.query))).toEqual([
      { limit: '20', api_key: apiKey, npf: 'true' },
      { limit: '20', offset: '4', page_number: '2', api_key: apiKey, npf: 'true' },
    ]);
  });

  it('reads only the first page again on the next crawl, and stops at a post it saw', async () => {
    const fake = await start(blogRoutes);
    const { posts, errors } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'blog',
      options: { blog: 'chorus-live' },
      cursor: { key: 'blog:{"blog":"chorus-live"}', newest: 1795348800 },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '771000000000000001',
      '771000000000000002',
    ]);
    expect(fake.requests).toHaveLength(1);
  });

  it('uses the key stored with the source before the installation key', async () => {
    const fake = await start(blogRoutes);
    await crawlOnce({
      connector: keyedConnector(),
      feedType: 'blog',
      options: { blog: 'chorus-live' },
      credentials: { key: 'source-own-key' },
      network: fake,
      clock,
    });
    expect(fake.requests[0]?.query.get('api_key')).toBe('source-own-key');
  });
});

describe('a tag', () => {
  it('pages by the oldest post time until an empty page, leaving private posts out', async () => {
    const fake = await start(tagRoutes);
    const { posts, errors, cursor, quota } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'tag',
      options: { tag: '#chorus' },
      network: fake,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '772000000000000001',
      '772000000000000003',
    ]);
    const [festival, crowd] = posts;
    expect(festival).toEqual(
      expect.objectContaining({
        author: {
          name: 'grace-sings',
          username: 'grace-sings',
          link: 'https://grace-sings.tumblr.com/',
          picture: `${fake.baseUrl}/v2/blog/grace-sings/avatar/64`,
        },
        description: sanitizePostHtml(
          '<p>Our <em>wall</em> at the festival, thanks ' +
            '<a href="https://chorus-live.tumblr.com/">@chorus-live</a></p>' +
            tags('social wall', 'chorus'),
        ),
        url: 'https://grace-sings.tumblr.com/post/772000000000000001',
        createdAt: 1795521600,
        likes: 5,
        media: [],
      }),
    );
    // An image without alt text takes its caption; an unknown block (a poll) is left out.
    expect(crowd).toEqual(
      expect.objectContaining({
        author: expect.objectContaining({ name: "Lin's photos", username: 'lin-photos' }),
        description: sanitizePostHtml('<p>The crowd, from the back</p>' + tags('chorus')),
        url: 'https://www.tumblr.com/lin-photos/772000000000000003/crowd',
        likes: 1200,
        media: [
          expect.objectContaining({
            kind: 'image',
            url: 'https://64.media.tumblr.com/lin/s540x810/crowd.webp',
            width: 540,
            height: 360,
            alt: 'Crowd at night',
          }),
        ],
      }),
    );
    expect(cursor).toEqual({ key: 'tag:{"tag":"chorus"}', newest: 1795521600 });
    // Answers without Tumblr's rate-limit headers leave the quota unknown.
    expect(quota).toBeUndefined();
    expect(fake.requests.map((request) => request.query.get('before'))).toEqual([
      null,
      '1795435200',
      '1795262400',
    ]);
    expect(fake.requests.every((request) => request.query.get('tag') === 'chorus')).toBe(true);
    expect(fake.requests.every((request) => request.query.get('npf') === 'true')).toBe(true);
  });

  it('asks the next crawl only for what it has not seen', async () => {
    const fake = await start(tagRoutes);
    const { posts, errors } = await crawlOnce({
      connector: keyedConnector(),
      feedType: 'tag',
      options: { tag: 'chorus' },
      network: fake,
      clock,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    // The second crawl reads the first page, sees its newest post is known and stops.
    expect(posts).toHaveLength(2);
    expect(fake.requests.map((request) => request.query.get('before'))).toEqual([
      null,
      '1795435200',
      '1795262400',
      null,
    ]);
  });

  it('takes its page size and page count from the plugin options', async () => {
    const fake = await start([
      { path: '/v2/tagged', respond: { fixture: fixture('tagged-page-1.json'), headers: json } },
    ]);
    await crawlOnce({
      connector: tumblrConnector({ apiKey, pageSize: 5, maxPages: 1 }),
      feedType: 'tag',
      options: { tag: 'chorus' },
      network: fake,
      clock,
    });
    expect(fake.requests.map((request) => request.query.get('limit'))).toEqual(['5']);
  });
});
