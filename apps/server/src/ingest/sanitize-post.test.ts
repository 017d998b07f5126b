import type { NormalizedPost } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { sanitizePost } from './sanitize-post.ts';

const post: NormalizedPost = {
  externalId: 'https://social.example/users/ada/statuses/1',
  network: 'mastodon',
  author: { name: 'Ada :wave:' },
  title: '',
  description: '<p>Hello</p>',
  url: 'https://social.example/@ada/1',
  media: [],
  createdAt: 1_700_000_000,
  likes: 0,
  comments: 0,
};

describe("the custom emoji of an author's name", () => {
  it('keeps plain shortcodes with http(s) pictures, once each, and drops the rest', () => {
    const clean = sanitizePost({
      ...post,
      author: {
        name: 'Ada :wave:',
        nameEmojis: [
          { shortcode: 'wave', url: 'https://social.example/emoji/wave.png' },
          { shortcode: 'wave', url: 'https://social.example/emoji/other.png' },
          { shortcode: 'bad', url: 'javascript:alert(1)' },
          { shortcode: 'x" onerror="y', url: 'https://social.example/emoji/x.png' },
        ],
      },
    });
    expect(clean.author).toEqual({
      name: 'Ada :wave:',
      nameEmojis: [{ shortcode: 'wave', url: 'https://social.example/emoji/wave.png' }],
    });
  });

  it('leaves no empty list behind', () => {
    const clean = sanitizePost({
      ...post,
      author: { name: 'Ada', nameEmojis: [{ shortcode: 'bad', url: 'data:image/png,AA' }] },
    });
    expect(clean.author).toEqual({ name: 'Ada' });
  });
});
