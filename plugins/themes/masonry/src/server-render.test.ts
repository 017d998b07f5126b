// @vitest-environment node
import type { WallThemeProps } from '@chorus/theme-kit';
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { masonryThemeManifests } from './index.ts';
import { firstLayoutWidth } from './MasonryWall.tsx';

const picture = (n: number) => ({
  kind: 'image' as const,
  url: `https://images.example/${n}.jpg`,
  width: 600,
  height: 400,
  alt: '',
  originalUrl: null,
  embedUrl: null,
});
const posts = ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) =>
  testPost(id, { media: [picture(Number(id))] }),
);

describe('masonry on the server', () => {
  for (const manifest of masonryThemeManifests) {
    it(`${manifest.id} draws every card of the first page, laid out at the first layout width`, async () => {
      const { default: Component } = await manifest.load();
      const html = renderThemeOnServer(
        Component as ComponentType<WallThemeProps>,
        serverRenderProps(posts),
      );
      for (const post of posts) expect(html).toContain(`data-masonry-id="${post.id}"`);
      // 1208 px of content with 340 px posts and 20 px gaps: three columns.
      expect(html).toContain('data-columns="3"');
      // Stacked in normal flow, so the browser paints them at their real heights: the whole
      // width's stack holds a row of three one-column stacks, post 1 on top of the first.
      expect(html).toContain('chorus-masonry-flow');
      expect(html).not.toContain('left:');
      const columnStacks = html.split('class="chorus-masonry-stack" style="width:calc(');
      expect(columnStacks).toHaveLength(4);
      expect(columnStacks[1]).toMatch(/^\(100% - 2 \* var\(--chorus-masonry-gap\)\) \* 1 \/ 3 /);
      expect(columnStacks[1]).toMatch(
        /^[^<]*"><div class="chorus-masonry-cell" data-masonry-id="1"/,
      );
    });
  }

  it('gives the first image fetchpriority=high, loads the first screen at once and the rest lazily', async () => {
    const { default: Component } = await masonryThemeManifests[0]!.load();
    const many = Array.from({ length: 10 }, (_, index) =>
      testPost(String(index + 1), { media: [picture(index + 1)] }),
    );
    const html = renderThemeOnServer(
      Component as ComponentType<WallThemeProps>,
      serverRenderProps(many),
    );
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(10);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images.slice(1).some((image) => image.includes('fetchPriority'))).toBe(false);
    expect(images.every((image) => /width="600" height="400"/.test(image))).toBe(true);
    expect(images.at(-1)).toContain('loading="lazy"');
  });

  it('assumes the content width of a 1280 px desktop window', () => {
    expect(firstLayoutWidth).toBe(1208);
  });
});
