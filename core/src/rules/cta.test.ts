import { describe, expect, it } from 'vitest';
import { parseCta, resolvePostCta } from './cta.ts';

const wallCta = { url: 'http://shop.example', text: 'Buy', feeds: ['s1'] };

describe('resolvePostCta: a post cta with a url wins', () => {
  it('uses the post cta', () => {
    expect(resolvePostCta({ url: 'http://a', text: 'A' }, wallCta, 's1')).toEqual({
      url: 'http://a',
      text: 'A',
    });
  });
});

describe('resolvePostCta: otherwise the wall cta when the source is in cta.feeds', () => {
  it('inherits for a listed source', () => {
    expect(resolvePostCta(null, wallCta, 's1')).toEqual({
      url: 'http://shop.example',
      text: 'Buy',
    });
  });
  it('shows none for an unlisted source or a hand-made post', () => {
    expect(resolvePostCta(null, wallCta, 's2')).toBeNull();
    expect(resolvePostCta(null, wallCta, null)).toBeNull();
  });
  it('inherits when the post cta has no url', () => {
    expect(resolvePostCta({ url: '', text: 'x' }, wallCta, 's1')?.text).toBe('Buy');
  });
});

describe('parseCta: malformed cta JSON hides the cta', () => {
  it('gives null for broken JSON or a missing url', () => {
    expect(parseCta('{not json')).toBeNull();
    expect(parseCta({ text: 'no url' })).toBeNull();
    expect(parseCta(42)).toBeNull();
  });
  it('reads JSON text', () => {
    expect(parseCta('{"url":"http://a","text":"Go"}')).toEqual({ url: 'http://a', text: 'Go' });
  });
});
