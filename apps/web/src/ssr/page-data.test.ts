import { describe, expect, it } from 'vitest';
import { isWallPageData, takePageData, wallDataElementId, type WallPageData } from './page-data.ts';

const data: WallPageData = {
  userName: 'demo',
  profile: { user_name: 'demo' },
  collections: [{ id: 1 }],
  feed: { url: '/api/posts?wall=demo&count=20', body: { posts: [], next: null } },
  now: 1_700_000_000,
  styles: ['left:0'],
};

/** A document holding one element with this text (or none). */
function pageWith(text: string | null) {
  let removed = false;
  const element = { textContent: text, remove: () => (removed = true) };
  return {
    doc: {
      getElementById: (id: string) => (id === wallDataElementId && text !== null ? element : null),
    },
    removed: () => removed,
  };
}

describe('the wall page data', () => {
  it('accepts the shape the server writes and refuses others', () => {
    expect(isWallPageData(data)).toBe(true);
    expect(isWallPageData({ ...data, feed: { url: 'https://elsewhere.test/', body: {} } })).toBe(
      false,
    );
    expect(isWallPageData({ ...data, userName: '' })).toBe(false);
    expect(isWallPageData({ ...data, styles: [1] })).toBe(false);
    expect(isWallPageData(null)).toBe(false);
  });

  it('is read once from its element, which is removed; bad JSON reads as none', () => {
    const page = pageWith(JSON.stringify(data));
    expect(takePageData(page.doc as never)).toEqual(data);
    expect(page.removed()).toBe(true);
    expect(takePageData(pageWith('{not json').doc as never)).toBeNull();
    expect(takePageData(pageWith(null).doc as never)).toBeNull();
  });
});
