import { crawlOnce } from '@chorus/connector-kit/testing';
import { PluginHost } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import { customConnector, customPostInputSchema, normalizeCustomPost } from './index.ts';

describe('customConnector()', () => {
  it('registers as the spec custom source (number 11) with one "posts" feed type', () => {
    const host = new PluginHost([customConnector()]);
    const connector = host.connector('custom');
    expect(connector).toMatchObject({ id: 'custom', shortCode: 'custom', sourceNumber: 11 });
    expect(Object.keys(customConnector().feedTypes)).toEqual(['posts']);
    const posts = customConnector().feedTypes['posts'];
    expect(posts?.schema.parse({})).toEqual({});
    expect(posts?.label({})).toBe('Custom posts');
  });

  it('has nothing to crawl', async () => {
    const result = await crawlOnce({
      connector: customConnector(),
      feedType: 'posts',
      http: () => Promise.reject(new Error('no request expected')),
    });
    expect(result).toMatchObject({ items: [], posts: [], cursor: null, errors: [] });
  });
});

describe('customPostInputSchema', () => {
  it('accepts the spec fields and adds http:// to links without a scheme', () => {
    const post = customPostInputSchema.parse({
      title: ' Welcome ',
      description: '<p>Hello</p>',
      url: 'example.org/welcome',
      image: { url: 'https://cdn.example.org/a.jpg', width: 800, height: 600, alt: 'A' },
      author: { name: 'Ada', username: 'ada', picture: 'cdn.example.org/ada.png' },
      cta: { url: 'shop.example.org', text: 'Buy', color: '#ff0000' },
      created: 1_700_000_000,
    });
    expect(post).toMatchObject({
      title: 'Welcome',
      url: 'http://example.org/welcome',
      author: { picture: 'http://cdn.example.org/ada.png' },
      cta: { url: 'http://shop.example.org', text: 'Buy' },
    });
  });

  it('refuses with the spec message "Please specify a valid {field}."', () => {
    const messages = (input: unknown) =>
      customPostInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['Please specify a valid post.']);
    expect(messages({ title: 'x', url: 'http://' })).toEqual(['Please specify a valid url.']);
    expect(messages({ title: 'x', image: { url: '' } })).toEqual([
      'Please specify a valid image url.',
    ]);
    expect(messages({ title: 'x', image: { url: 'a.example/x.png', width: -3 } })).toEqual([
      'Please specify a valid image width.',
    ]);
    expect(messages({ title: 'x', cta: { url: '' } })).toEqual([
      'Please specify a valid call to action url.',
    ]);
  });
});

describe('normalizeCustomPost', () => {
  it('maps a hand-made post, dating it on receipt when it names no date', () => {
    const post = customPostInputSchema.parse({
      title: 'Hi',
      image: { url: 'https://cdn.example.org/a.jpg', width: 10, height: 20 },
      cta: { url: 'https://shop.example.org', text: 'Go' },
    });
    expect(normalizeCustomPost({ externalId: 'c-1', post, receivedAt: 1234 })).toEqual({
      externalId: 'c-1',
      network: 'custom',
      author: {},
      title: 'Hi',
      description: '',
      url: null,
      media: [
        {
          kind: 'image',
          url: 'https://cdn.example.org/a.jpg',
          width: 10,
          height: 20,
          alt: '',
          originalUrl: null,
          embedUrl: null,
        },
      ],
      createdAt: 1234,
      likes: 0,
      comments: 0,
      cta: { url: 'https://shop.example.org', text: 'Go' },
    });
  });
});
