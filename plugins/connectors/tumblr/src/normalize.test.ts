/** Hostile NPF leaves no script behind; a post with nothing to show is refused. */
import { expect, it } from 'vitest';
import { unsafeMarkup } from '@chorus/connector-kit/testing';
import { normalizeTumblrItem } from './normalize.ts';
import { tumblrPostSchema } from './wire.ts';

const item = (fields: Record<string, unknown>) => ({
  apiBase: 'https://api.tumblr.com',
  post: tumblrPostSchema.parse({
    id_string: '9',
    blog_name: 'mallory',
    post_url: 'https://mallory.tumblr.com/post/9',
    timestamp: 100,
    ...fields,
  }),
});

it('keeps hostile text, links and tags as harmless text', () => {
  const post = normalizeTumblrItem(
    item({
      tags: ['"><script>alert(1)</script>'],
      content: [
        {
          type: 'text',
          text: '<img src=x onerror=alert(1)> click',
          formatting: [{ start: 29, end: 34, type: 'link', url: 'javascript:alert(1)' }],
        },
        { type: 'link', url: 'javascript:alert(2)', title: '<b>x</b>' },
      ],
    }),
  );
  expect(unsafeMarkup(post.description)).toEqual([]);
  expect(post.description).not.toContain('javascript:');
  expect(post.description).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(post.author.picture).toBe('https://api.tumblr.com/v2/blog/mallory/avatar/64');
});

it('refuses a post with nothing to show', () => {
  expect(() => normalizeTumblrItem(item({ state: 'private' }))).toThrow(/nothing to show/);
});
