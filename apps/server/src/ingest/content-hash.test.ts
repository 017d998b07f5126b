import type { NormalizedPost } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { contentHashOf } from './content-hash.ts';

const post: NormalizedPost = {
  externalId: 'p1',
  network: 'rss',
  author: { name: 'Ada', link: 'https://example.org/ada' },
  title: 'Opening night',
  description: '<p>Loud</p>',
  url: 'https://example.org/p1',
  media: [
    {
      kind: 'image',
      url: 'https://example.org/1.jpg',
      alt: '',
      width: 640,
      height: 480,
      originalUrl: null,
      embedUrl: null,
    },
  ],
  createdAt: 1_763_000_000,
  likes: 3,
  comments: 0,
};

describe('contentHashOf', () => {
  it('gives the same item the same hash, and an absent flag the hash of its default', () => {
    expect(contentHashOf(post, null)).toBe(contentHashOf({ ...post }, null));
    expect(contentHashOf({ ...post, createdEstimated: false, sensitive: false }, null)).toBe(
      contentHashOf(post, null),
    );
    expect(contentHashOf(post, null)).toMatch(/^[\w-]{43}$/);
  });

  it('changes with every stored field and with the raw payload', () => {
    const base = contentHashOf(post, { id: 1 });
    const variants: [NormalizedPost, unknown][] = [
      [{ ...post, title: 'Opening night!' }, { id: 1 }],
      [{ ...post, description: '<p>Louder</p>' }, { id: 1 }],
      [{ ...post, author: { name: 'Ada L.' } }, { id: 1 }],
      [{ ...post, url: null }, { id: 1 }],
      [{ ...post, media: [] }, { id: 1 }],
      [{ ...post, createdAt: post.createdAt + 1 }, { id: 1 }],
      [{ ...post, likes: 4 }, { id: 1 }],
      [{ ...post, contentWarning: 'Flashing lights' }, { id: 1 }],
      [{ ...post, sensitive: true }, { id: 1 }],
      [{ ...post, cta: { url: 'https://example.org/t', text: 'Tickets' } }, { id: 1 }],
      [post, { id: 2 }],
    ];
    const hashes = variants.map(([variant, raw]) => contentHashOf(variant, raw));
    expect(new Set([base, ...hashes]).size).toBe(variants.length + 1);
  });
});
