/** Facets address UTF-8 bytes: emoji and accents before a facet must not shift it. */
import { describe, expect, it } from 'vitest';
import { richTextToHtml } from './facets.ts';
import type { BlueskyFacet } from './wire.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;
/** The facet covering the first `part` of `text`, in UTF-8 bytes. */
function facetOf(text: string, part: string, feature: BlueskyFacet['features'][number]) {
  const byteStart = bytes(text.slice(0, text.indexOf(part)));
  return { index: { byteStart, byteEnd: byteStart + bytes(part) }, features: [feature] };
}

describe('richTextToHtml', () => {
  it('links links, mentions and hashtags after emoji of several code units', () => {
    const text = '🦋👋🏽 café https://x.test/a @bob.bsky.social #Wall ✨';
    const html = richTextToHtml(text, [
      facetOf(text, '#Wall', { $type: 'app.bsky.richtext.facet#tag', tag: 'Wall' }),
      facetOf(text, 'https://x.test/a', {
        $type: 'app.bsky.richtext.facet#link',
        uri: 'https://x.test/a',
      }),
      facetOf(text, '@bob.bsky.social', {
        $type: 'app.bsky.richtext.facet#mention',
        did: 'did:plc:bob222',
      }),
    ]);
    expect(html).toBe(
      '🦋👋🏽 café <a href="https://x.test/a">https://x.test/a</a> ' +
        '<a href="https://bsky.app/profile/did%3Aplc%3Abob222">@bob.bsky.social</a> ' +
        '<a href="https://bsky.app/hashtag/Wall">#Wall</a> ✨',
    );
  });

  it('escapes the text, keeps line breaks and skips broken or unsafe facets', () => {
    const text = '<b>hi</b>\nsee javascript:x';
    const html = richTextToHtml(text, [
      {
        index: { byteStart: 20, byteEnd: 999 },
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'x' }],
      },
      facetOf(text, 'javascript:x', { $type: 'app.bsky.richtext.facet#link', uri: 'javascript:x' }),
    ]);
    expect(html).toBe('&lt;b&gt;hi&lt;/b&gt;<br>see javascript:x');
  });

  it('counts the emoji of the recorded post in bytes (26 bytes before the link)', () => {
    const text = '🎉 Chorus is live! Read chorus.example/blog';
    const html = richTextToHtml(text, [
      {
        index: { byteStart: 26, byteEnd: 45 },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://chorus.example/blog' }],
      },
    ]);
    expect(html).toBe(
      '🎉 Chorus is live! Read <a href="https://chorus.example/blog">chorus.example/blog</a>',
    );
  });
});
