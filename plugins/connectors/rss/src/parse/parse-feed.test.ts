import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fetchedAt,
  fixtureBytes,
  fixturePath,
  image,
  parseFixture,
  seconds,
} from '../__fixtures__/index.ts';
import { maxFeedBytes } from '../limits.ts';
import { notAFeedMessage, parseFeed } from './parse-feed.ts';

describe('parseFeed: encodings, links, podcasts', () => {
  it('decodes windows-1252 high bytes and localized dates', () => {
    const [item] = parseFixture('windows-1252.xml').items;
    expect(item).toMatchObject({
      title: '“Fraises” à 4 € le kilo…',
      contentHtml: 'Les premières fraises de la saison – très sucrées.',
      publishedAt: seconds('2024-06-07T06:00:00Z'),
    });
  });

  it('reads a UTF-16 document with a byte order mark', () => {
    const text = readFileSync(fixturePath('rss2.xml'), 'utf8');
    const utf16 = Uint8Array.from([
      0xff,
      0xfe,
      ...Buffer.from(text.replace('UTF-8', 'UTF-16'), 'utf16le'),
    ]);
    expect(parseFeed(utf16, { fetchedAt }).items[0]?.title).toBe(
      'Ferry timetable changes & what they mean',
    );
  });

  it('resolves relative links and images against xml:base, the item link and the feed URL', () => {
    const [first, second] = parseFixture('relative-links.xml').items;
    expect(first).toMatchObject({
      link: 'https://blog.example.com/weblog/posts/relative-link',
      contentHtml:
        '<p>See <a href="https://blog.example.com/about">about</a> and <img src="https://blog.example.com/weblog/pictures/a.png" width="300" height="200" alt="A"> or <a href=\'https://other.example.net/x\'>this</a>.</p>',
      media: [image('https://blog.example.com/weblog/thumbs/a.jpg')],
    });
    expect(second).toMatchObject({
      link: 'https://static.example.com/2024/post.html',
      contentHtml: '<img src="https://static.example.com/2024/photo.jpg">',
      media: [image('https://static.example.com/2024/photo.jpg')],
    });
  });

  it('resolves the HTML of an item without xml:base against the item link', () => {
    const xml =
      '<rss><channel><link>https://site.example/</link><item><link>/a/b/post</link>' +
      '<description>&lt;a href="c"&gt;c&lt;/a&gt;&lt;img src=\'img.png\' width=1 height=1&gt;</description>' +
      '</item></channel></rss>';
    const [item] = parseFeed(new TextEncoder().encode(xml), {
      url: 'https://feeds.example/rss',
      fetchedAt,
    }).items;
    expect(item).toMatchObject({
      link: 'https://feeds.example/a/b/post',
      contentHtml:
        '<a href="https://feeds.example/a/b/c">c</a><img src="https://feeds.example/a/b/img.png" width=1 height=1>',
      // A 1x1 image is a tracking pixel, not a picture.
      media: [],
    });
  });

  it('reads podcast episodes: iTunes image, summary and author, audio left out', () => {
    const [episode12, episode11] = parseFixture('podcast.xml').items;
    expect(episode12).toMatchObject({
      id: 'tides-ep-12',
      contentHtml: 'Why spring tides have nothing to do with spring.',
      author: { name: 'Coastal Radio', picture: 'https://tides.example.com/cover-3000.jpg' },
      publishedAt: seconds('2024-04-11T13:00:00Z'),
      media: [image('https://tides.example.com/ep12.jpg')],
    });
    expect(episode11).toMatchObject({
      author: { name: 'Jonas Berg' },
      publishedAt: seconds('2024-04-04T13:00:00Z'),
      media: [{ kind: 'video', url: 'https://media.example.com/tides/ep11.mp4' }],
    });
  });
});

describe('parseFeed: what is not a feed', () => {
  const refusal = (input: Uint8Array | string) => {
    try {
      parseFeed(typeof input === 'string' ? new TextEncoder().encode(input) : input, { fetchedAt });
    } catch (error) {
      return { kind: (error as { kind: string }).kind, message: (error as Error).message };
    }
    return null;
  };

  it.each([
    ['an HTML page', fixtureBytes('not-a-feed.html')],
    ['XHTML', '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
    ['another XML vocabulary', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['plain text', 'Hello'],
    ['other JSON', '{"items": []}'],
    ['an empty body', ''],
  ])('refuses %s', (_what, input) => {
    expect(refusal(input)).toEqual({ kind: 'invalid_source', message: notAFeedMessage });
  });

  it('reports broken JSON and broken XML as failing', () => {
    expect(refusal('{"version": "https://jsonfeed.org/version/1.1", ')).toEqual({
      kind: 'failing',
      message: 'This JSON feed is not valid JSON.',
    });
    expect(refusal('<rss><channel><item></channel></rss>')?.kind).toBe('failing');
  });

  it('refuses a body over the size cap before reading it', () => {
    expect(refusal(new Uint8Array(maxFeedBytes + 1))).toEqual({
      kind: 'failing',
      message: 'This feed is larger than 8 MB.',
    });
  });
});
