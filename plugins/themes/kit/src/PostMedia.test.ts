import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { thumbHashToDataURL, thumbHashToRGBA } from 'thumbhash';
import {
  hostedSrcSet,
  loadPlaceholderDecoder,
  placeholderDataUrl,
  placeholderSide,
} from './media-sources.ts';
import { PostMedia } from './PostMedia.tsx';

const hash = 'ab'.repeat(32);
const hosted = {
  kind: 'image' as const,
  url: `/media/${hash}/600`,
  width: 800,
  height: 600,
  alt: 'A lighthouse',
  originalUrl: `/media/${hash}/1920`,
  embedUrl: null,
  // A thumbhash the server made of a blue and yellow photo.
  placeholder: 'Y7YFVYiPdYnPaId3h1h2iI/P9/h8',
};

// The decoder loads on first need (media-sources.ts); the server loads it before it renders.
beforeAll(() => loadPlaceholderDecoder());

describe('hostedSrcSet', () => {
  it('lists the widths the server renders, up to the first at or above the picture', () => {
    expect(hostedSrcSet(`/media/${hash}/600`, 800)).toBe(
      `/media/${hash}/300 300w, /media/${hash}/600 600w, /media/${hash}/1200 800w`,
    );
    expect(hostedSrcSet(`https://cdn.example.org/media/${hash}/600`, null)).toContain(
      `https://cdn.example.org/media/${hash}/1920 1920w`,
    );
  });

  it('gives other addresses none', () => {
    expect(hostedSrcSet('https://images.example/a.jpg', 800)).toBeUndefined();
  });
});

describe('PostMedia', () => {
  it('draws a re-hosted picture with its srcset, sizes and placeholder', () => {
    const html = renderToStaticMarkup(
      createElement(PostMedia, { media: hosted, fallbackAlt: 'Post', sizes: '100vw' }),
    );
    expect(html).toContain(`srcSet="/media/${hash}/300 300w`);
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('aspect-ratio:800 / 600');
    expect(html).toContain('background-image:url(&quot;data:image/png;base64,');
    expect(html).toContain('alt="A lighthouse"');
  });

  it('draws any other picture as before, without srcset or placeholder', () => {
    const media = { ...hosted, url: 'https://images.example/a.jpg', placeholder: undefined };
    const html = renderToStaticMarkup(createElement(PostMedia, { media, fallbackAlt: 'Post' }));
    expect(html).toContain('src="https://images.example/a.jpg"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('background-image');
  });

  it('ignores a placeholder that is not a thumbhash', () => {
    expect(placeholderDataUrl('%%%')).toBeUndefined();
  });

  it('draws the placeholder at most 8 pixels on a side, in the thumbhash’s colours', () => {
    const url = placeholderDataUrl(hosted.placeholder)!;
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(Math.max(width, height)).toBe(placeholderSide);
    expect(Math.min(width, height)).toBeGreaterThan(0);
    const full = thumbHashToRGBA(Buffer.from(hosted.placeholder!, 'base64'));
    expect(width / height).toBeCloseTo(full.w / full.h, 0);
    expect(url.length).toBeLessThan(
      thumbHashToDataURL(Buffer.from(hosted.placeholder!, 'base64')).length / 4,
    );
  });
});
