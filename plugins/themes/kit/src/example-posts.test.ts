import { describe, expect, it } from 'vitest';
import { examplePostsFrom } from './example-posts.ts';

const entry = (id: number) => ({
  id: String(id),
  title: `Sample ${id}`,
  description: '',
  author: { name: 'Chorus' },
  created: 1_700_000_000 - id,
  image: { url: `/examples/sample-${id}.svg`, width: 400, height: 300, alt: `Sample ${id}` },
});

describe('examplePostsFrom', () => {
  it('turns the 13 entries into posts with sized local images', () => {
    const posts = examplePostsFrom({ posts: Array.from({ length: 13 }, (_, i) => entry(i + 1)) });
    expect(posts).toHaveLength(13);
    expect(posts[0]?.media[0]).toMatchObject({ url: '/examples/sample-1.svg', width: 400 });
  });

  it('refuses a file with a remote image or the wrong count', () => {
    const remote = Array.from({ length: 13 }, (_, i) => entry(i + 1));
    remote[3] = { ...entry(4), image: { ...entry(4).image, url: 'https://x.example/a.svg' } };
    expect(() => examplePostsFrom({ posts: remote })).toThrow();
    expect(() => examplePostsFrom({ posts: [entry(1)] })).toThrow();
  });
});
