import { describe, expect, it } from 'vitest';
import { fetchedAt, image, parseFixture, seconds } from '../__fixtures__/index.ts';
import { maxMediaPerItem } from '../limits.ts';
import { parseFeed } from './parse-feed.ts';

const parseText = (xml: string) =>
  parseFeed(new TextEncoder().encode(xml), { url: 'https://feeds.example.com/feed', fetchedAt });

describe('parseFeed: RSS 2.0', () => {
  const feed = parseFixture('rss2.xml');

  it('reads the channel', () => {
    expect(feed).toMatchObject({
      format: 'rss',
      title: 'Harbour Town Gazette',
      link: 'https://gazette.example.org/',
    });
    expect(feed.items).toHaveLength(4);
  });

  it('prefers content:encoded, decodes the title and keeps the item author', () => {
    expect(feed.items[0]).toEqual({
      id: 'gazette-4411',
      title: 'Ferry timetable changes & what they mean',
      contentHtml:
        '<p>From <b>April</b>, the morning ferry leaves at 07:15.</p><p><img src="https://gazette.example.org/img/ferry.jpg" alt="The ferry"></p>',
      link: 'https://gazette.example.org/2024/03/ferry-timetable',
      author: {
        name: 'Maren Holt',
        link: 'https://gazette.example.org/',
        picture: 'https://gazette.example.org/logo.png',
      },
      publishedAt: seconds('2024-03-05T09:30:00Z'),
      publishedEstimated: false,
      media: [
        image(
          'https://cdn.gazette.example.org/ferry-large.jpg',
          1200,
          800,
          'The morning ferry at the north quay',
        ),
      ],
    });
  });

  it('reads the name of an RSS author address and an image enclosure', () => {
    expect(feed.items[1]).toMatchObject({
      id: 'https://gazette.example.org/?p=4410',
      contentHtml: '<p>Climb all 117 steps on Saturday.</p>',
      author: { name: 'Ivo Brandt' },
      media: [image('https://cdn.gazette.example.org/lighthouse.jpg')],
    });
  });

  it('takes a permalink guid as the link and a media:group thumbnail before its video', () => {
    expect(feed.items[2]).toMatchObject({
      link: 'https://gazette.example.org/2024/03/webcam',
      author: { name: 'News Desk' },
      publishedAt: seconds('2024-03-03T12:05:00Z'),
      media: [
        image('https://cdn.gazette.example.org/webcam-still.jpg', 640, 360),
        {
          kind: 'video',
          url: 'https://cdn.gazette.example.org/webcam.mp4',
          width: 640,
          height: 360,
        },
      ],
    });
  });

  it('gives an item without guid or link a content hash that is stable across crawls', () => {
    const again = parseFixture('rss2.xml', { fetchedAt: fetchedAt + 3600 });
    expect(feed.items[3]?.id).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(again.items[3]?.id).toBe(feed.items[3]?.id);
    expect(feed.items[3]).toMatchObject({
      title: '',
      link: null,
      publishedAt: fetchedAt,
      publishedEstimated: true,
    });
    expect(again.items[3]?.publishedAt).toBe(fetchedAt + 3600);
  });
});

describe('parseFeed: RSS 0.91 and RSS 1.0', () => {
  it('reads RSS 0.91 in ISO-8859-1 with undeclared HTML entities, dated at the fetch time', () => {
    const feed = parseFixture('rss091.xml');
    expect(feed.title).toBe('Café Notes');
    expect(feed.items.map((item) => item.title)).toEqual([
      'New “crème brûlée” on the menu — finally',
      'Closed on Monday',
    ]);
    expect(feed.items[0]).toMatchObject({
      id: 'http://cafe.example.net/news/42',
      contentHtml: 'Caramel on top\u00a0& custard below. AT&T customers get 10% off.',
      author: { name: 'Café Notes', link: 'http://cafe.example.net/' },
      publishedAt: fetchedAt,
      publishedEstimated: true,
    });
  });

  it('reads RSS 1.0 items beside the channel, Dublin Core dates and creators', () => {
    const feed = parseFixture('rss1.rdf');
    expect(feed).toMatchObject({ format: 'rdf', title: 'Hilltop Observatory' });
    expect(feed.items).toEqual([
      {
        id: 'http://observatory.example.com/log/2024-02-11',
        title: 'Clear skies over the valley',
        contentHtml: 'Jupiter and four moons before midnight.',
        link: 'http://observatory.example.com/log/2024-02-11',
        author: {
          name: 'Aiko Tan',
          link: 'http://observatory.example.com/',
          picture: 'http://observatory.example.com/dome.png',
        },
        publishedAt: seconds('2024-02-11T22:40:00Z'),
        publishedEstimated: false,
        media: [],
      },
      expect.objectContaining({
        author: expect.objectContaining({ name: 'The Night Shift' }),
        publishedAt: seconds('2024-02-10T00:00:00Z'),
      }),
    ]);
  });
});

describe('parseFeed: RSS odds and ends', () => {
  it('replaces an overlong guid by its hash, the same on every crawl', () => {
    const xml = `<rss><channel><item><guid>${'x'.repeat(2000)}</guid></item></channel></rss>`;
    const [first] = parseText(xml).items;
    expect(first?.id).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(parseText(xml).items[0]?.id).toBe(first?.id);
  });

  it(`keeps at most ${maxMediaPerItem} media per item`, () => {
    const enclosures = Array.from(
      { length: 30 },
      (_, index) => `<enclosure url="https://cdn.example.com/${index}.jpg" type="image/jpeg"/>`,
    ).join('');
    const xml = `<rss><channel><item><guid>1</guid>${enclosures}</item></channel></rss>`;
    expect(parseText(xml).items[0]?.media).toHaveLength(maxMediaPerItem);
  });

  it('reads RSS 2.0 in its rarely declared namespace and sloppy undeclared prefixes', () => {
    const xml =
      '<rss xmlns="http://backend.userland.com/rss2"><channel><item><title>Hi</title>' +
      '<dc:creator>Undeclared Prefix</dc:creator><media:thumbnail url="https://cdn.example.com/t.jpg"/>' +
      '</item></channel></rss>';
    expect(parseText(xml).items[0]).toMatchObject({
      title: 'Hi',
      author: { name: 'Undeclared Prefix' },
      media: [image('https://cdn.example.com/t.jpg')],
    });
  });

  it('skips an empty content:encoded for the description', () => {
    const xml =
      '<rss xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><item><guid>1</guid>' +
      '<content:encoded><![CDATA[ ]]></content:encoded><description>Text</description></item></channel></rss>';
    expect(parseText(xml).items[0]?.contentHtml).toBe('Text');
  });

  it('keeps only http(s) links and images', () => {
    const xml =
      '<rss><channel><item><link>javascript:alert(1)</link><guid>g</guid>' +
      '<enclosure url="file:///etc/passwd" type="image/png"/>' +
      '<description>&lt;img src="data:image/png;base64,AAAA"&gt;</description></item></channel></rss>';
    expect(parseText(xml).items[0]).toMatchObject({ link: null, media: [] });
  });
});
