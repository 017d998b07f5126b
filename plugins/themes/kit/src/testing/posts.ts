/** Posts for the kit's tests. */
import type { WallPost } from '../wall-data.ts';

/** A post with sensible defaults; `overrides` win. */
export function testPost(id: string, overrides: Partial<WallPost> = {}): WallPost {
  return {
    id,
    source_id: '1',
    network: 'custom',
    author: { name: `Author ${id}`, username: `user${id}` },
    title: `Post ${id}`,
    description: `Text of post ${id}`,
    url: null,
    media: [],
    created: 1_700_000_000 - Number(id) * 60,
    pinned: false,
    highlight: false,
    cta: null,
    ...overrides,
  };
}
