/** Page posts and tagged posts against a fake Graph API: paging, removed and malformed posts. */
import { crawlOnce, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { facebookConnector } from './index.ts';
import { fakeFacebook, fakeGraphRoutes } from './testing/index.ts';

const credentials = {
  accessToken: fakeFacebook.longToken,
  pageAccessToken: fakeFacebook.pageToken,
  pageId: fakeFacebook.pageId,
  pageUsername: fakeFacebook.pageUsername,
  pageName: 'Chorus Social',
};
const scontent = 'https://scontent.example.net/v/';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

async function start() {
  network = await startFakeNetwork(fakeGraphRoutes());
  return network;
}

describe('page posts', () => {
  it('reads every page, leaves out hidden, empty and malformed posts, and keeps albums whole', async () => {
    const fake = await start();
    const { posts, errors, cursor, logs } = await crawlOnce({
      connector: facebookConnector(),
      feedType: 'page',
      options: { page: '@chorus.social' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.externalId)).toEqual([
      '104857600123_900000000000003',
      '104857600123_900000000000001',
      '104857600123_899999999999999',
    ]);
    // Two pages: the second asked with the first one's `after` cursor, with the page token.
    const reads = fake.requests.filter((request) => request.path === '/v26.0/104857600123/posts');
    expect(reads.map((request) => request.query.get('after'))).toEqual([null, 'QVFIUlBhZ2Uy']);
    expect(
      reads.every((request) => request.headers['authorization'] === 'Bearer EAAG-page-token'),
    ).toBe(true);
    expect(reads[0]?.query.get('fields')).toContain('attachments{');
    expect(reads[0]?.query.get('limit')).toBe('25');
    expect(reads[0]?.query.has('access_token')).toBe(false);
    expect(logs.some((line) => line.message === 'malformed post skipped')).toBe(true);

    const [album, link, video] = posts;
    expect(album).toEqual({
      externalId: '104857600123_900000000000003',
      network: 'facebook',
      author: {
        name: 'Chorus Social',
        link: 'https://www.facebook.com/104857600123',
        picture: `${scontent}t39.30808-1/chorus-avatar.jpg?oe=674A1B2C`,
      },
      title: '',
      description:
        '<p>Our wall at the meetup &amp; what we learned &lt;3<br />Slides: <a href="https://chorus.example/slides" rel="noopener noreferrer nofollow" target="_blank">https://chorus.example/slides</a></p>',
      url: 'https://www.facebook.com/chorus.social/posts/pfbid0Abc3',
      media: [
        {
          kind: 'image',
          url: `${scontent}t39.30808-6/album-1.jpg?stp=dst-jpg&_nc_ht=scontent&oh=00_AA&oe=674A1B2C`,
          width: 720,
          height: 540,
          alt: 'The wall on the big screen',
          originalUrl: null,
          embedUrl: null,
        },
        {
          kind: 'image',
          url: `${scontent}t39.30808-6/album-2.jpg?stp=dst-jpg&oh=00_AB&oe=674A1B2C`,
          width: 540,
          height: 720,
          alt: '',
          originalUrl: null,
          embedUrl: null,
        },
        {
          kind: 'video',
          url: `${scontent}t15.5256-10/album-3-poster.jpg?oe=674A1B2C`,
          width: 1280,
          height: 720,
          alt: '',
          originalUrl: null,
          embedUrl: null,
        },
      ],
      createdAt: 1795167000,
      likes: 0,
      comments: 0,
    });
    // A shared link: its title and address follow the message; its preview is the picture.
    expect(link?.description).toContain('How we built Chorus');
    expect(link?.description).toContain('href="https://blog.chorus.example/built"');
    expect(link?.media.map((media) => [media.kind, media.url])).toEqual([
      [
        'image',
        'https://external.example.net/emg1/v/t13/link-preview.jpg?url=https%3A%2F%2Fblog.example&oe=674A1B2C',
      ],
    ]);
    // A video's poster is its picture; the expiring mp4 address is never kept.
    expect(video?.media).toEqual([
      expect.objectContaining({
        kind: 'video',
        url: `${scontent}t15.5256-10/video-poster.jpg?oe=674A1B2C`,
        width: 720,
        height: 1280,
      }),
    ]);
    expect(JSON.stringify(posts)).not.toContain('.mp4');
    // Every picture is a network address the server's media job re-hosts (images, posters,
    // the author's picture): an absolute https URL, never a Chorus one.
    for (const post of posts) {
      for (const media of post.media)
        expect(media.url).toMatch(/^https:\/\/[a-z.]+\.example\.net\//);
    }
    expect(cursor).toEqual({ key: 'page:{"page":"chorus.social"}', newest: 1795167000 });
  });

  it('asks only for newer posts on the next crawl', async () => {
    const fake = await start();
    const result = await crawlOnce({
      connector: facebookConnector({ maxPages: 1 }),
      feedType: 'page',
      options: { page: 'chorus.social' },
      network: fake,
      credentials,
      crawls: 2,
    });
    expect(result.errors).toEqual([]);
    const reads = fake.requests.filter((request) => request.path === '/v26.0/104857600123/posts');
    expect(reads.map((request) => request.query.get('since'))).toEqual([null, '1795167000']);
  });

  it('reads the page by its name when sign-in stored no id', async () => {
    network = await startFakeNetwork([
      {
        path: '/v26.0/chorus.social/posts',
        respond: { body: { data: [], paging: { cursors: {} } } },
      },
    ]);
    const { posts, errors, cursor } = await crawlOnce({
      connector: facebookConnector(),
      feedType: 'page',
      options: { page: 'chorus.social' },
      network,
      credentials: { accessToken: 'user', pageAccessToken: 'page' },
    });
    expect({ posts, errors, cursor }).toEqual({ posts: [], errors: [], cursor: null });
  });
});

describe('a source edited to name another page', () => {
  it('asks for a sign-in for that page instead of reading the signed-in one', async () => {
    const fake = await start();
    const { posts, errors } = await crawlOnce({
      connector: facebookConnector(),
      feedType: 'page',
      options: { page: 'another.page' },
      network: fake,
      credentials,
    });
    expect(posts).toEqual([]);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'needs_reauth',
        message:
          'This sign-in is for the page “Chorus Social”, not “another.page”: click the link to sign in again for “another.page”.',
      }),
    ]);
    expect(fake.requests).toEqual([]);
  });

  it('reads it when the source names the signed-in page by its id', async () => {
    const fake = await start();
    const { posts } = await crawlOnce({
      connector: facebookConnector({ maxPages: 1 }),
      feedType: 'tagged',
      options: { page: fakeFacebook.pageId },
      network: fake,
      credentials,
    });
    expect(posts).toHaveLength(1);
  });
});

describe('posts that tag the page', () => {
  it('reads /tagged page after page with the page token; malformed and removed posts are skipped, the rest kept', async () => {
    const fake = await start();
    const { posts, errors, logs, cursor } = await crawlOnce({
      connector: facebookConnector(),
      feedType: 'tagged',
      options: { page: 'chorus.social' },
      network: fake,
      credentials,
    });
    expect(errors).toEqual([]);
    // Two pages: the second by the first one's time-based `next` (`until` and its paging
    // token), asked at the connector's own address, never with the token in the query.
    const reads = fake.requests.filter((request) => request.path === '/v26.0/104857600123/tagged');
    expect(
      reads.map((request) => [request.query.get('until'), request.query.get('__paging_token')]),
    ).toEqual([
      [null, null],
      ['1795255200', 'enc_AdBTaggedNext'],
    ]);
    expect(
      reads.every(
        (request) =>
          request.headers['authorization'] === 'Bearer EAAG-page-token' &&
          !request.query.has('access_token'),
      ),
    ).toBe(true);
    expect(posts.map((post) => post.externalId)).toEqual([
      '100089000000001_123456789012345',
      '100089000000003_323456789012345',
    ]);
    expect(posts[1]).toMatchObject({
      author: { name: 'Grace Hopper', link: 'https://www.facebook.com/100089000000003' },
      description: "<p>Throwback to last year's wall at @Chorus Social</p>",
      media: [],
      createdAt: Date.UTC(2026, 10, 20, 9, 30) / 1000,
    });
    // The last page's post without text or picture was removed since it was listed.
    expect(logs.find((line) => line.message === 'removed post skipped')?.data).toEqual({
      id: '100089000000004_423456789012345',
    });
    expect(cursor).toMatchObject({ newest: 1795269900 });
    expect(posts[0]).toMatchObject({
      externalId: '100089000000001_123456789012345',
      // A silhouette is no picture of the person.
      author: { name: 'Ada Lovelace', link: 'https://www.facebook.com/100089000000001' },
      url: 'https://www.facebook.com/permalink.php?story_fbid=123456789012345&id=100089000000001',
      media: [
        {
          kind: 'image',
          url: `${scontent}t39.30808-6/tagged-photo.jpg?oe=674A1B2C`,
          width: 960,
          height: 720,
        },
      ],
      createdAt: 1795269900,
    });
    expect(posts[0]?.author.picture).toBeUndefined();
    expect(logs.find((line) => line.message === 'malformed post skipped')?.data).toEqual({
      index: 1,
      at: 'message',
    });
  });
});
