import type { Media } from '@chorus/core';
import { PostMedia, type WallPost } from '@chorus/theme-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { estimateCardHeight, mediaBoxHeight, mediaBoxRatio, plainTextLength } from './card-size.ts';
import { columnsFor, layoutMasonry } from './layout.ts';
import { variantStyles } from './variants.ts';

const image = (width: number | null, height: number | null): Media => ({
  kind: 'image',
  url: 'https://images.example/a.jpg',
  width,
  height,
  alt: '',
  originalUrl: null,
  embedUrl: null,
});

function post(id: string, overrides: Partial<WallPost> = {}): WallPost {
  return {
    id,
    source_id: '1',
    network: 'custom',
    author: { name: 'Ada', username: 'ada' },
    title: `Post ${id}`,
    description: 'Some words about the event.',
    url: null,
    media: [],
    created: 1_700_000_000,
    pinned: false,
    highlight: false,
    cta: null,
    ...overrides,
  };
}

const shown = { showAuthor: true, showShare: true, expand: false };
const standard = variantStyles.standard.metrics;

describe('card sizes', () => {
  it('reserves the same media box as the kit’s PostMedia: the media’s size, else 4:3', () => {
    for (const media of [image(400, 300), image(300, 900), image(null, null)]) {
      const html = renderToStaticMarkup(createElement(PostMedia, { media, fallbackAlt: 'x' }));
      const [, w, h] = /aspect-ratio:(\d+) \/ (\d+)/.exec(html) ?? [];
      expect(mediaBoxRatio(media)).toBeCloseTo(Number(h) / Number(w));
    }
  });

  it('sizes the media box from the post’s width and height, so loading the image moves nothing', () => {
    const posts = Array.from({ length: 30 }, (_, i) =>
      post(String(i), { media: i % 2 === 0 ? [image(400, 200 + i * 20)] : [] }),
    );
    const columns = columnsFor({ containerWidth: 1200, postWidth: 280, gap: 20 });
    const items = (list: readonly WallPost[]) =>
      list.map((p) => ({
        span: 1 as const,
        heightAt: (width: number) => estimateCardHeight(p, width, standard, shown),
      }));
    const before = layoutMasonry(items(posts), columns);
    // Once loaded, an image has a natural size of its own (here 4:3 for every one); the card
    // does not read it: only the post's recorded width and height size the box.
    const loaded = posts.map((p) => ({ ...p, media: p.media.map((m) => ({ ...m })) }));
    const after = layoutMasonry(items(loaded), columns);
    expect(after.placements).toEqual(before.placements);
    const first = posts[0];
    if (!first) throw new Error('no post');
    expect(mediaBoxHeight(first, 300, standard)).toBeCloseTo((300 - 24) * (200 / 400));
  });

  it('crops photo_tall images to a 4:5 box and lets photo images reach the card edges', () => {
    const p = post('1', { media: [image(400, 200)] });
    expect(mediaBoxHeight(p, 300, variantStyles.photo_tall.metrics)).toBeCloseTo(375);
    expect(mediaBoxHeight(p, 300, variantStyles.photo.metrics)).toBeCloseTo(150);
  });

  it('grows with the text, up to the clamp unless the address asks to expand', () => {
    const short = estimateCardHeight(post('1'), 280, standard, shown);
    const long = post('2', { description: `<p>${'word '.repeat(600)}</p>` });
    const clamped = estimateCardHeight(long, 280, standard, shown);
    const expanded = estimateCardHeight(long, 280, standard, { ...shown, expand: true });
    expect(clamped).toBeGreaterThan(short);
    expect(expanded).toBeGreaterThan(clamped);
    expect(estimateCardHeight(post('1'), 280, standard, { ...shown, showAuthor: false })).toBe(
      short - standard.author - standard.gap,
    );
  });

  it('counts the text of sanitized HTML, not its markup', () => {
    expect(plainTextLength('<p>Hello <a href="https://x.example">world</a> &amp; all</p>')).toBe(
      17,
    );
  });
});
