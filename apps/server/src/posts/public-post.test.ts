import { describe, expect, it } from 'vitest';
import type { PostRow } from '../db/schema.ts';
import { publicPostSchema, shapeFor, toPublicPost, type PublicPostRow } from './public-post.ts';

const row: PublicPostRow = {
  id: 7,
  source_id: 3,
  // An installed network (chorus.config.ts): its connector names its spec facts.
  network: 'twitter',
  author: { name: 'Ada' },
  title: 'Hello',
  description: '<p>Hi</p>',
  url: 'https://example.org/p/7',
  media: [],
  hosted_media: null,
  created_at: 1_700_000_000,
  created_estimated: false,
  content_warning: null,
  sensitive: false,
  pinned_at: null,
  highlight: false,
  cta: null,
  state: 'approved-recurring',
  recur_frequency: 2,
  recur_offset: 1,
  likes: 5,
  comments: 1,
  publish_at: null,
  expire_at: null,
  reshown_at: null,
};

const wall = { theme: 'hypeTemplate_photo', display_profile: {} };

describe('toPublicPost', () => {
  it('shows the spec fields: source number, short code, visible code, ISO time', () => {
    const post = toPublicPost(row, shapeFor(wall));
    expect(publicPostSchema.parse(post)).toEqual(post);
    expect(post).toMatchObject({
      id: '7',
      source_id: '3',
      source: 2,
      short_code: 'tw',
      visible: 2,
      pinned: false,
      pinned_at: null,
      created_iso: '2023-11-14T22:13:20.000Z',
      width: 340,
      image_width: 300,
    });
  });

  it('sizes posts of a wall whose stored theme is not installed by the default theme', () => {
    const shape = shapeFor({ theme: 'hypeTemplate_gone', display_profile: {} });
    expect(shape.baseWidth).toBe(280);
    expect(toPublicPost(row, shape).width).toBe(280);
  });

  it('doubles the width and the image of a highlighted post, from the wall post width', () => {
    const shape = shapeFor({ theme: 'hypeTemplate', display_profile: { postwidth: 300 } });
    expect(toPublicPost({ ...row, highlight: true }, shape)).toMatchObject({
      width: 600,
      image_width: 600,
    });
  });

  it("inherits the wall cta only for listed sources, and keeps a post's own", () => {
    const cta = { url: 'https://shop.example.org', text: 'Shop', feeds: ['3'] };
    const shape = shapeFor({ theme: 'hypeTemplate', display_profile: { cta } });
    expect(toPublicPost(row, shape).cta).toEqual({ url: 'https://shop.example.org', text: 'Shop' });
    expect(toPublicPost({ ...row, source_id: 4 }, shape).cta).toBeNull();
    const own = { url: 'https://own.example.org', text: 'Own' };
    expect(toPublicPost({ ...row, cta: own } as PostRow, shape).cta).toEqual(own);
  });

  it('marks pinned posts with their pin time and unknown networks without a number', () => {
    const pinned = toPublicPost(
      { ...row, network: 'fediverse', pinned_at: new Date(1_700_000_500_000) },
      shapeFor(wall),
    );
    expect(pinned).toMatchObject({
      pinned: true,
      pinned_at: 1_700_000_500,
      network: 'fediverse',
      source: null,
      short_code: null,
    });
  });
});
