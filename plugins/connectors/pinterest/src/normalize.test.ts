import { describe, expect, it } from 'vitest';
import { hasPicture, normalizePinterestItem, type PinterestAccount } from './index.ts';

const account: PinterestAccount = { username: 'chorusapp', business_name: null };
const picture = { '600x': { url: 'https://i.pinimg.com/600x/a.jpg', width: 600, height: 800 } };

describe('normalizePinterestItem', () => {
  it('keeps only an http(s) destination link, escaped, and marks an unknown date', () => {
    const post = normalizePinterestItem({
      account,
      pin: {
        id: '1',
        description: 'Hello',
        link: 'javascript:alert(1)',
        media: { media_type: 'image', images: picture },
      },
    });
    expect(post.description).toBe('<p>Hello</p>');
    expect(post).toMatchObject({ createdAt: 0, createdEstimated: true, title: '' });
    expect(post.author).toEqual({
      name: 'chorusapp',
      username: 'chorusapp',
      link: 'https://www.pinterest.com/chorusapp/',
    });

    const quoted = normalizePinterestItem({
      account,
      pin: {
        id: '2',
        link: 'https://shop.example/a?"x"=1&b=2',
        media: { media_type: 'image', images: picture },
      },
    });
    expect(quoted.description).toBe(
      '<p><a href="https://shop.example/a?&quot;x&quot;=1&amp;b=2">shop.example</a></p>',
    );
  });

  it('names the signed-in account as the author, also of a pin on a shared board', () => {
    const post = normalizePinterestItem({
      account: { username: 'chorusapp', profile_image: 'https://i.pinimg.com/75x75/me.jpg' },
      pin: {
        id: '3',
        board_owner: { username: 'friend' },
        media: { media_type: 'image', images: picture },
      },
    });
    expect(post.author).toEqual({
      name: 'chorusapp',
      username: 'chorusapp',
      link: 'https://www.pinterest.com/chorusapp/',
      picture: 'https://i.pinimg.com/75x75/me.jpg',
    });
  });

  it('turns a mixed carousel into a picture and a video cover, in order', () => {
    const post = normalizePinterestItem({
      account,
      pin: {
        id: '4',
        title: 'Mixed',
        media: {
          media_type: 'multiple_mixed',
          items: [
            { item_type: 'image', images: picture },
            {
              item_type: 'video',
              cover_image_url: 'https://i.pinimg.com/videos/cover.jpg',
              width: 1080,
              height: 1920,
            },
            { item_type: 'image', images: {} },
          ],
        },
      },
    });
    expect(post.media.map((media) => [media.kind, media.url, media.width, media.height])).toEqual([
      ['image', 'https://i.pinimg.com/600x/a.jpg', 600, 800],
      ['video', 'https://i.pinimg.com/videos/cover.jpg', 1080, 1920],
    ]);
  });

  it('tells a pin whose picture was taken down', () => {
    expect(hasPicture({ id: '5', media: null })).toBe(false);
    expect(hasPicture({ id: '6', media: { media_type: 'image', images: {} } })).toBe(false);
    expect(hasPicture({ id: '7', media: { media_type: 'image', images: picture } })).toBe(true);
  });
});
