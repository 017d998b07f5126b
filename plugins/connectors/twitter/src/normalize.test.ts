import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizedPostSchema } from '@chorus/core';
import { linkPostText, normalizeTweet, postCreatedAt } from './normalize.ts';
import { itemsOfPage, tweetPageSchema } from './wire.ts';

function page(name: string) {
  const url = new URL(`./__fixtures__/${name}`, import.meta.url);
  return tweetPageSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

const link = (href: string, text: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;

describe('normalizeTweet', () => {
  it('turns a post with a photo into a post with its author, links, media and counts', () => {
    const [first] = itemsOfPage(page('search-page-1.json')).map(normalizeTweet);
    expect(first).toEqual({
      externalId: '1861000000000000300',
      network: 'twitter',
      author: {
        name: 'Ana Developer',
        username: 'ana_dev',
        link: 'https://x.com/ana_dev',
        picture: 'https://pbs.twimg.com/profile_images/2001/ana_normal.jpg',
      },
      title: '',
      description:
        'Doors open at 9 &amp; the wall is live! ' +
        link('https://x.com/hashtag/ChorusConf', '#ChorusConf') +
        ' with ' +
        link('https://x.com/chorusapp', '@chorusapp') +
        ' ' +
        link('https://chorus.example/conf/schedule', 'chorus.example/conf/schedule'),
      url: 'https://x.com/ana_dev/status/1861000000000000300',
      media: [
        {
          kind: 'image',
          url: 'https://pbs.twimg.com/media/GdStageDoors.jpg',
          width: 1600,
          height: 900,
          alt: 'The stage before the doors open',
          originalUrl: null,
          embedUrl: null,
        },
      ],
      createdAt: Date.UTC(2024, 10, 25, 9, 0, 0) / 1000,
      likes: 31,
      comments: 2,
      raw: expect.objectContaining({ id: '1861000000000000300' }),
    });
    expect(normalizedPostSchema.safeParse(first).success).toBe(true);
  });

  it('shows a video by its preview image, as a video', () => {
    const [post] = itemsOfPage(page('search-page-2.json')).map(normalizeTweet);
    expect(post?.media).toEqual([
      {
        kind: 'video',
        url: 'https://pbs.twimg.com/ext_tw_video_thumb/1861000000000000101/pu/img/highlights.jpg',
        width: 1280,
        height: 720,
        alt: '',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
  });

  it('reserves no box for a photo whose size X gives only in part', () => {
    const [item] = itemsOfPage(page('search-page-1.json'));
    if (!item) throw new Error('the fixture has a post');
    const photo = { ...item.media[0]!, width: 1600, height: undefined };
    const post = normalizeTweet({ ...item, media: [photo] });
    expect(post.media[0]).toMatchObject({ width: null, height: null });
  });

  it('shows an animated GIF by its preview image, with its alt text', () => {
    const [post] = itemsOfPage(page('user-timeline.json')).map(normalizeTweet);
    expect(post?.media[0]).toMatchObject({
      kind: 'video',
      url: 'https://pbs.twimg.com/tweet_video_thumb/masonry.jpg',
      alt: 'Cards falling into a masonry grid',
    });
    expect(post?.description).toBe(
      'Our new masonry theme is out. Try it: ' +
        link('https://chorus.example/themes/masonry', 'chorus.example/themes/masonry'),
    );
  });

  it('links to the post without a username when the author was not expanded', () => {
    const post = normalizeTweet({
      tweet: { id: '1861000000000000999', text: 'no includes', author_id: '9' },
      author: null,
      media: [],
    });
    expect(post.url).toBe('https://x.com/i/web/status/1861000000000000999');
    expect(post.author).toEqual({ name: '', username: '' });
    expect(post.likes).toBe(0);
    expect(post.comments).toBe(0);
  });

  it('prefers the full text of a long post', () => {
    const post = normalizeTweet({
      tweet: {
        id: '1861000000000000998',
        text: 'The start of a long…',
        note_tweet: { text: 'The start of a long post, and its end #done' },
      },
      author: null,
      media: [],
    });
    expect(post.description).toBe(
      'The start of a long post, and its end ' + link('https://x.com/hashtag/done', '#done'),
    );
  });
});

describe('linkPostText', () => {
  it('escapes markup once, including what X already escaped', () => {
    expect(linkPostText('<b>bold</b> &amp; &lt;i&gt; "q"')).toBe(
      '&lt;b&gt;bold&lt;/b&gt; &amp; &lt;i&gt; &quot;q&quot;',
    );
  });

  it('links accounts of 1 to 15 characters only', () => {
    expect(linkPostText('hi @a and @abcdefghijklmnopq')).toBe(
      'hi ' + link('https://x.com/a', '@a') + ' and @abcdefghijklmnopq',
    );
  });

  it('keeps a short link without an entity as it is', () => {
    expect(linkPostText('see https://t.co/xyz')).toBe(
      'see ' + link('https://t.co/xyz', 'https://t.co/xyz'),
    );
  });
});

describe('postCreatedAt', () => {
  it('reads created_at, else the time inside the snowflake id', () => {
    expect(postCreatedAt('1', '2024-11-25T09:00:00.000Z')).toBe(1732525200);
    // 1861000000000000300 >> 22 = 443696975708 ms after X's epoch (1288834974657 ms).
    expect(postCreatedAt('1861000000000000300', undefined)).toBe(1732531950);
  });
});
