/** Captions, carousels, videos and times of Instagram media. */
import { describe, expect, it } from 'vitest';
import { captionToHtml, embedUrlOf, normalizeInstagramItem, parseGraphTime } from './normalize.ts';

describe('captionToHtml', () => {
  it('escapes the text, keeps line breaks and links hashtags and mentions', () => {
    expect(captionToHtml('Hi @ada.lovelace. See #café_2026!\nNext line\n\n<script>')).toBe(
      '<p>Hi <a href="https://www.instagram.com/ada.lovelace/">@ada.lovelace</a>. See <a href="https://www.instagram.com/explore/tags/caf%C3%A9_2026/">#café_2026</a>!<br>Next line</p><p>&lt;script&gt;</p>',
    );
  });

  it('leaves e-mail addresses and lone signs alone', () => {
    expect(captionToHtml('mail me@example.com # @')).toBe('<p>mail me@example.com # @</p>');
  });
});

describe('normalizeInstagramItem', () => {
  const base = {
    id: '1',
    permalink: 'https://www.instagram.com/p/Abc_1/',
    timestamp: '2026-11-20T18:03:52+0000',
  };

  it('gives an album without its children its cover', () => {
    const post = normalizeInstagramItem({
      feed: 'hashtag',
      media: { ...base, media_type: 'CAROUSEL_ALBUM', media_url: 'https://cdn.example/cover.jpg' },
    });
    expect(post.media).toEqual([
      expect.objectContaining({ kind: 'image', url: 'https://cdn.example/cover.jpg' }),
    ]);
    expect(post.author).toEqual({});
  });

  it('skips malformed carousel children and keeps the others', () => {
    const post = normalizeInstagramItem({
      feed: 'profile',
      media: {
        ...base,
        media_type: 'CAROUSEL_ALBUM',
        children: {
          data: [
            { media_type: 'IMAGE' },
            { id: '2', media_type: 'IMAGE', media_url: 'https://cdn.example/2.jpg' },
          ],
        },
      },
    });
    expect(post.media.map((medium) => medium.url)).toEqual(['https://cdn.example/2.jpg']);
  });

  it('marks an unreadable time as estimated', () => {
    const post = normalizeInstagramItem({
      feed: 'profile',
      media: { ...base, timestamp: 'yesterday', media_type: 'IMAGE' },
    });
    expect(post).toMatchObject({ createdAt: 0, createdEstimated: true, media: [] });
  });

  it('reads Graph times and embed addresses', () => {
    expect(parseGraphTime('2026-11-20T18:03:52+0000')).toBe(
      Date.parse('2026-11-20T18:03:52Z') / 1000,
    );
    expect(parseGraphTime('2026-11-20T20:03:52+0200')).toBe(
      Date.parse('2026-11-20T18:03:52Z') / 1000,
    );
    expect(embedUrlOf('https://www.instagram.com/reel/Xy-z/')).toBe(
      'https://www.instagram.com/reel/Xy-z/embed/',
    );
    expect(embedUrlOf('https://evil.example/p/x/')).toBeNull();
  });
});
