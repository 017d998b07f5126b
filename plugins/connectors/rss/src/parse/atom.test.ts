import { describe, expect, it } from 'vitest';
import { fetchedAt, image, parseFixture, seconds } from '../__fixtures__/index.ts';
import { parseFeed } from './parse-feed.ts';

describe('parseFeed: Atom 1.0', () => {
  const feed = parseFixture('atom.xml');
  const [dovetails, sharpening, plain, video] = feed.items;

  it('reads XHTML content, the alternate link and the entry author', () => {
    expect(feed).toMatchObject({
      format: 'atom',
      title: 'Workshop Journal',
      link: 'https://journal.example.com/',
    });
    expect(dovetails).toMatchObject({
      id: 'tag:journal.example.com,2024:entry-7',
      title: 'Dovetails <by hand>',
      link: 'https://journal.example.com/2024/dovetails',
      author: {
        name: 'Rosa Lindqvist',
        link: 'https://journal.example.com/rosa',
        picture: 'https://journal.example.com/icon.png',
      },
      publishedAt: seconds('2024-05-01T21:20:00Z'),
      media: [image('https://journal.example.com/img/dovetail.jpg', 800, 600, 'A dovetail joint')],
    });
    expect(dovetails?.contentHtml).toMatch(
      /^<p>Marking, sawing, <strong>paring<\/strong>\.<\/p>\s+<img /,
    );
  });

  it('reads HTML content, a text title, the feed author and the updated date', () => {
    expect(sharpening).toMatchObject({
      title: 'Sharpening <chisels>',
      contentHtml: '<p>Start at 1000 grit.</p>',
      link: 'https://journal.example.com/2024/sharpening',
      author: { name: 'Workshop Team', link: 'https://journal.example.com/about' },
      publishedAt: Math.floor(seconds('2024-04-28T07:00:00.250Z')),
    });
  });

  it('escapes text content and falls back to the source author', () => {
    expect(plain).toMatchObject({
      contentHtml: '<p>Line one &amp; more<br>line two</p><p>Second paragraph</p>',
      author: { name: 'Guest Writer', link: 'https://journal.example.com/' },
    });
  });

  it('uses the summary for out-of-line content and reads media:group with its description', () => {
    expect(video).toMatchObject({
      contentHtml: '<p>Watch the shavings fly.</p>',
      media: [
        image('https://video.example.com/planing.jpg', 480, 360, 'A jack plane on pine'),
        {
          kind: 'video',
          url: 'https://video.example.com/planing.mp4',
          width: 1280,
          height: 720,
          alt: 'A jack plane on pine',
        },
      ],
    });
  });
});

describe('parseFeed: sloppy Atom', () => {
  it('reads an Atom feed that forgot its namespace, with relative links and xml:base', () => {
    const xml =
      '<feed xml:base="https://site.example/blog/"><title>No namespace</title>' +
      '<link href="./"/><entry><id>e1</id><title type="html">A &amp;amp; B</title>' +
      '<link href="posts/1"/><content type="html">&lt;img src="i.png"&gt;</content>' +
      '<author><name>Ann</name></author><updated>2024-01-02T03:04:05Z</updated></entry></feed>';
    const feed = parseFeed(new TextEncoder().encode(xml), { url: null, fetchedAt });
    expect(feed).toMatchObject({
      format: 'atom',
      title: 'No namespace',
      link: 'https://site.example/blog/',
    });
    expect(feed.items[0]).toEqual({
      id: 'e1',
      title: 'A & B',
      contentHtml: '<img src="https://site.example/blog/i.png">',
      link: 'https://site.example/blog/posts/1',
      author: { name: 'Ann', link: 'https://site.example/blog/', picture: null },
      publishedAt: seconds('2024-01-02T03:04:05Z'),
      publishedEstimated: false,
      media: [image('https://site.example/blog/i.png')],
    });
  });
});
