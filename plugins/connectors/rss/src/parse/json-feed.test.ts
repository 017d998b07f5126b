import { describe, expect, it } from 'vitest';
import { fetchedAt, image, parseFixture, seconds } from '../__fixtures__/index.ts';

describe('parseFeed: JSON Feed 1.1', () => {
  const feed = parseFixture('feed.json', { url: 'https://garden.example.org/feed.json' });

  it('reads items, authors, images and attachments', () => {
    expect(feed).toMatchObject({
      format: 'json',
      title: 'Garden Diary',
      link: 'https://garden.example.org/',
    });
    expect(feed.items[0]).toEqual({
      id: '2024-06-01-tomatoes',
      title: 'First tomatoes',
      contentHtml:
        '<p>Three ripe ones <a href="https://garden.example.org/varieties">(see the varieties)</a>.</p>',
      link: 'https://garden.example.org/2024/06/tomatoes',
      author: {
        name: 'Noor Haddad',
        link: 'https://garden.example.org/noor',
        picture: 'https://garden.example.org/noor.jpg',
      },
      publishedAt: seconds('2024-06-01T05:30:00Z'),
      publishedEstimated: false,
      media: [image('https://garden.example.org/img/tomatoes.jpg')],
    });
    expect(feed.items[1]).toMatchObject({
      id: '1717000000',
      contentHtml: '<p>Finally some rain.</p><p>The barrels are full.</p>',
      author: {
        name: 'Sam Ortiz',
        link: 'https://garden.example.org/',
        picture: 'https://garden.example.org/icon-512.png',
      },
      publishedAt: seconds('2024-05-29T18:00:00Z'),
      media: [image('https://garden.example.org/img/barrels.png', null, null, 'Full barrels')],
    });
    expect(feed.items[2]).toMatchObject({
      id: 'no-date',
      link: 'https://elsewhere.example.com/story',
      publishedAt: fetchedAt,
      publishedEstimated: true,
    });
  });
});
