import { describe, expect, it } from 'vitest';
import { crawlOnce } from '@chorus/connector-kit/testing';
import { linkedinConnector } from './index.ts';
import {
  clock,
  company,
  credentials,
  fixture,
  json,
  postsRoutes,
  useFakeNetwork,
} from './testing.ts';

const start = useFakeNetwork();
const connector = () => linkedinConnector({ pageSize: 3 });

describe('a company page', () => {
  it('reads its posts page by page into posts with their pictures', async () => {
    const network = await start(postsRoutes);
    const { posts, errors, cursor, logs } = await crawlOnce({
      connector: connector(),
      feedType: 'company',
      options: company,
      network,
      credentials,
      clock,
    });
    expect(errors).toEqual([]);
    // The draft and the element without an id are left out; the rest keep LinkedIn's order.
    expect(posts.map((post) => post.externalId)).toEqual([
      'urn:li:share:7265000000000000003',
      'urn:li:ugcPost:7264000000000000002',
      'urn:li:share:7263000000000000001',
      'urn:li:ugcPost:7262000000000000000',
    ]);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'malformed post left out' }),
    );

    const [stage, album, article, video] = posts;
    expect(stage).toMatchObject({
      network: 'linkedin',
      author: { name: 'Chorus Labs', link: 'https://www.linkedin.com/company/2414183/' },
      description:
        '<p>Our wall is live at #ChorusConf - thanks Chorus Labs &amp; friends (all of you)!</p>' +
        '<p>See you &lt;there&gt;.</p>',
      url: 'https://www.linkedin.com/feed/update/urn:li:share:7265000000000000003/',
      createdAt: 1763820000,
      media: [
        {
          kind: 'image',
          url: expect.stringMatching(/^https:\/\/media\.licdn\.com\/.+C4D22AQFrontStage01/),
          width: 1200,
          height: 900,
          alt: 'The stage with the wall behind it',
          embedUrl: null,
        },
      ],
    });
    // Several pictures; the one LinkedIn no longer has is left out, the post kept.
    expect(album?.media.map((media) => [media.alt, media.width, media.height])).toEqual([
      ['Queue at the door', 1200, 1200],
      ['The keynote', 1200, 675],
    ]);
    // An article: its thumbnail, its title, and its link under the text.
    expect(article).toMatchObject({
      title: 'How the wall works',
      media: [{ kind: 'image', alt: 'How the wall works', width: null, height: null }],
    });
    expect(article?.description).toContain('href="https://blog.chorus.example/how-the-wall-works"');
    // A video: its poster, played on LinkedIn (no player a wall may frame).
    expect(video?.media).toMatchObject([
      {
        kind: 'video',
        url: expect.stringContaining('videocover-high'),
        width: 1200,
        height: 675,
        embedUrl: null,
      },
    ]);
    expect(cursor).toEqual({
      key: 'company:{"company_id":"2414183","company_name":"Chorus Labs"}',
      newest: 1763820000000,
    });

    // Every call names the API version and Rest.li 2.0, and carries the member's token.
    for (const request of network.requests) {
      expect(request.headers['linkedin-version']).toBe('202510');
      expect(request.headers['x-restli-protocol-version']).toBe('2.0.0');
      expect(request.headers['authorization']).toBe(`Bearer ${credentials.accessToken}`);
    }
    const postCalls = network.requests.filter((request) => request.path === '/rest/posts');
    expect(postCalls.map((request) => Object.fromEntries(request.query))).toEqual([
      {
        author: 'urn:li:organization:2414183',
        q: 'author',
        sortBy: 'CREATED',
        start: '0',
        count: '3',
      },
      {
        author: 'urn:li:organization:2414183',
        q: 'author',
        sortBy: 'CREATED',
        start: '3',
        count: '3',
      },
    ]);
    // The pictures are looked up in one batch per kind, as a Rest.li list of URNs.
    const imageCall = network.requests.find((request) => request.path === '/rest/images');
    expect(imageCall?.query.get('ids')).toBe(
      'List(urn:li:image:C4D22AQFrontStage01,urn:li:image:C4D22AQDayOne0001,' +
        'urn:li:image:C4D22AQDayOne0002,urn:li:image:C4D22AQGoneImage01,' +
        'urn:li:image:C4D22AQArticleThumb)',
    );
  });

  it('marks every picture for re-hosting: only addresses the media job can fetch', async () => {
    const network = await start(postsRoutes);
    const { posts } = await crawlOnce({
      connector: connector(),
      feedType: 'company',
      options: company,
      network,
      credentials,
      clock,
    });
    const media = posts.flatMap((post) => post.media);
    expect(media).toHaveLength(5);
    // LinkedIn's addresses expire (`e=`): the media job copies each http(s) media URL, which
    // is what the wall then shows; nothing here is already Chorus's own address.
    for (const item of media) {
      expect(item.url).toMatch(/^https:\/\/media\.licdn\.com\//);
      expect(item.url).toMatch(/[?&]e=\d+/);
    }
  });

  it('asks the next crawl only for posts newer than the newest it saw', async () => {
    const network = await start(postsRoutes);
    const { posts, cursor, errors } = await crawlOnce({
      connector: connector(),
      feedType: 'company',
      options: company,
      network,
      credentials,
      clock,
      crawls: 2,
    });
    expect(errors).toEqual([]);
    // The second crawl met the newest post on its first page and stopped there: the posts
    // are the first crawl's four.
    expect(posts).toHaveLength(4);
    expect(cursor).toMatchObject({ newest: 1763820000000 });
    const postCalls = network.requests.filter((request) => request.path === '/rest/posts');
    expect(postCalls.map((request) => request.query.get('start'))).toEqual(['0', '3', '0']);
    // Nothing new: no picture lookups for the second crawl.
    expect(network.requests.filter((request) => request.path === '/rest/images')).toHaveLength(1);
  });

  it('leaves out a post deleted since it was published, and one that failed to publish', async () => {
    const network = await start([
      {
        path: '/rest/posts',
        respond: { fixture: fixture('posts-removed.json'), headers: json },
      },
    ]);
    const { posts, errors, logs, cursor } = await crawlOnce({
      connector: connector(),
      feedType: 'company',
      options: company,
      network,
      credentials,
      clock,
    });
    expect(errors).toEqual([]);
    expect(posts.map((post) => [post.externalId, post.description])).toEqual([
      ['urn:li:share:7266000000000000005', '<p>Doors open at nine</p>'],
    ]);
    expect(logs.filter((line) => line.message === 'post not shown')).toEqual([
      expect.objectContaining({
        data: { id: 'urn:li:share:7265900000000000004', state: 'DELETED' },
      }),
      expect.objectContaining({
        data: { id: 'urn:li:ugcPost:7265800000000000003', state: 'PUBLISH_FAILED' },
      }),
    ]);
    // The page was shorter than asked: one call, and the cursor is the published post's time.
    expect(network.requests.filter((request) => request.path === '/rest/posts')).toHaveLength(1);
    expect(cursor).toMatchObject({ newest: 1763900000000 });
  });

  it('reads at most the plugin option maxPages pages a crawl', async () => {
    const network = await start(postsRoutes);
    const { posts } = await crawlOnce({
      connector: linkedinConnector({ pageSize: 3, maxPages: 1 }),
      feedType: 'company',
      options: company,
      network,
      credentials,
      clock,
    });
    expect(posts).toHaveLength(3);
    expect(network.requests.filter((request) => request.path === '/rest/posts')).toHaveLength(1);
  });
});
