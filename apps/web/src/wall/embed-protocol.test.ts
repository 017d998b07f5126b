import { initialFeedState, type FeedState } from '@chorus/theme-kit';
import { describe, expect, it } from 'vitest';
import {
  acceptsCommand,
  arrangeMessage,
  embedModeFor,
  parentOriginOf,
  snapshotOf,
} from './embed-protocol.ts';

const plain = {
  framed: true,
  embed: true,
  mobile: false,
  mobileScroll: false,
  fullscreen: false,
  slideshowTheme: false,
};

describe('embedModeFor', () => {
  it('a growing embed frame is sized and paged by its parent', () => {
    expect(embedModeFor(plain)).toEqual({
      framed: true,
      parentSized: true,
      fillsWindow: false,
      frameStyle: null,
    });
  });

  it('without embed=true, or outside a frame, the page scrolls itself', () => {
    expect(embedModeFor({ ...plain, embed: false }).parentSized).toBe(false);
    expect(embedModeFor({ ...plain, framed: false }).parentSized).toBe(false);
    expect(embedModeFor({ ...plain, framed: false }).frameStyle).toBeNull();
  });

  it('slideshows and fullscreen ask for a window-high frame', () => {
    for (const mode of [
      embedModeFor({ ...plain, slideshowTheme: true }),
      embedModeFor({ ...plain, fullscreen: true }),
    ]) {
      expect(mode).toMatchObject({ parentSized: false, fillsWindow: true });
      expect(mode.frameStyle).toEqual({ height: '100vh' });
    }
  });

  it('mobilescroll on a phone keeps the scroll inside a fixed frame', () => {
    const mode = embedModeFor({ ...plain, mobile: true, mobileScroll: true });
    expect(mode.parentSized).toBe(false);
    expect(mode.frameStyle).toEqual({ height: '75vh' });
    expect(embedModeFor({ ...plain, mobileScroll: true }).parentSized).toBe(true);
  });
});

describe('who may command the wall', () => {
  const parent = { name: 'parent' };
  const self = { name: 'wall' };
  it('only its parent window, from the parent origin when known', () => {
    const base = { parent, self, origin: 'https://site.example' };
    expect(acceptsCommand({ ...base, source: parent, parentOrigin: 'https://site.example' })).toBe(
      true,
    );
    expect(acceptsCommand({ ...base, source: parent, parentOrigin: null })).toBe(true);
    expect(acceptsCommand({ ...base, source: parent, parentOrigin: 'https://other.example' })).toBe(
      false,
    );
    expect(acceptsCommand({ ...base, source: { name: 'sibling' }, parentOrigin: null })).toBe(
      false,
    );
  });

  it('nothing when the wall is not framed', () => {
    expect(
      acceptsCommand({ parent: self, self, source: self, origin: 'x', parentOrigin: null }),
    ).toBe(false);
  });

  it('knows the parent origin from ancestorOrigins, else the referrer', () => {
    expect(parentOriginOf('https://a.example', 'https://b.example/page')).toBe('https://a.example');
    expect(parentOriginOf(undefined, 'https://b.example/page?x=1')).toBe('https://b.example');
    expect(parentOriginOf(undefined, '')).toBeNull();
  });
});

describe('arrangeMessage', () => {
  const posts = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: String(index) })) as never;
  const state = (patch: Partial<FeedState>): FeedState => ({ ...initialFeedState, ...patch });

  it('endArrangeAllHypes when the feed loads as a whole, append after a page', () => {
    const loading = snapshotOf(state({}));
    const first = snapshotOf(state({ phase: 'loaded', posts: posts(20) }));
    const more = snapshotOf(state({ phase: 'loaded', posts: posts(20), loadingMore: true }));
    const appended = snapshotOf(state({ phase: 'loaded', posts: posts(40) }));
    expect(arrangeMessage(loading, first)).toEqual({
      chorus: 1,
      type: 'endArrangeAllHypes',
      count: 20,
    });
    expect(arrangeMessage(first, more)).toBeNull();
    expect(arrangeMessage(more, appended)).toEqual({
      chorus: 1,
      type: 'endArrangeAppendHypes',
      count: 40,
    });
    expect(arrangeMessage(appended, appended)).toBeNull();
    expect(arrangeMessage(first, snapshotOf(state({ phase: 'searching' })))).toBeNull();
  });
});
