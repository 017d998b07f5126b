import { describe, expect, it } from 'vitest';
import { hashtagsOf, overlayEmbedUrl, safeHttpUrl, safeImageSrc, shareLinks } from './links.ts';
import { feedPageUrl, searchUrl } from './feed-request.ts';

describe('shareLinks', () => {
  it('shares on facebook, twitter and by e-mail with the spec subject', () => {
    const links = shareLinks('https://example.com/p?a=1');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fp%3Fa%3D1',
    );
    expect(links.twitter).toContain('https://twitter.com/intent/tweet?url=');
    expect(decodeURIComponent(links.email)).toContain('subject=Check out this link I found!');
  });
});

describe('safe addresses', () => {
  it('keeps http(s) and local paths, refuses javascript: and data:', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('/examples/1.svg')).toBe('/examples/1.svg');
    expect(safeImageSrc('//evil.example/x.png')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg/>')).toBeNull();
  });
});

describe('overlayEmbedUrl', () => {
  it('embeds players of the six allowed hosts only, over https', () => {
    expect(overlayEmbedUrl({ embedUrl: 'https://www.youtube.com/embed/abc' })).toBe(
      'https://www.youtube.com/embed/abc',
    );
    expect(overlayEmbedUrl({ embedUrl: 'https://player.vimeo.com/video/1' })).not.toBeNull();
    expect(overlayEmbedUrl({ embedUrl: 'https://w.soundcloud.com/player/?url=x' })).not.toBeNull();
    expect(overlayEmbedUrl({ embedUrl: 'http://www.youtube.com/embed/abc' })).toBeNull();
    expect(overlayEmbedUrl({ embedUrl: 'https://youtube.evil.example/embed' })).toBeNull();
    expect(overlayEmbedUrl({ embedUrl: 'https://evil.example/youtube' })).toBeNull();
    expect(overlayEmbedUrl({ embedUrl: null })).toBeNull();
  });
});

describe('hashtagsOf', () => {
  it('finds each hashtag once, not numbers or entities', () => {
    expect(hashtagsOf('Doors open #OpenWall2026 and #OpenWall2026, #1 &#39;')).toEqual([
      'OpenWall2026',
    ]);
  });
});

describe('feed addresses', () => {
  it('asks for the first page, the next page and a search', () => {
    const request = { wall: 'demo', count: 20, network: 'twitter', sourceId: '4' };
    expect(feedPageUrl(request, null)).toBe(
      '/api/posts?wall=demo&count=20&network=twitter&source=4',
    );
    expect(
      feedPageUrl({ wall: 'demo', count: 10, nocache: true }, { ref_timestamp: 99, offset: 2 }),
    ).toBe('/api/posts?wall=demo&count=10&nocache=1&ref_timestamp=99&offset=2');
    expect(searchUrl('demo', 'key note')).toBe(
      '/api/posts/demo?query=key+note&limit=20&moderation=0',
    );
  });
});
