import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { examplePostsFrom } from '@chorus/theme-kit';
import { describe, expect, it } from 'vitest';

const publicDir = new URL('../../public/', import.meta.url);

describe('public/json/examplePosts.json', () => {
  const file: unknown = JSON.parse(
    readFileSync(new URL('json/examplePosts.json', publicDir), 'utf8'),
  );

  it('holds the 13 sample posts, each with a title and a sized local image', () => {
    const posts = examplePostsFrom(file);
    expect(posts).toHaveLength(13);
    for (const post of posts) {
      expect(post.title).not.toBe('');
      expect(post.media[0]?.width).toBeGreaterThan(0);
      expect(post.media[0]?.height).toBeGreaterThan(0);
    }
  });

  it('points at SVG files that exist and declare the same size', () => {
    for (const post of examplePostsFrom(file)) {
      const media = post.media[0];
      const path = fileURLToPath(new URL(`.${media?.url}`, publicDir));
      expect(existsSync(path)).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toContain(`width="${media?.width}" height="${media?.height}"`);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });
});
