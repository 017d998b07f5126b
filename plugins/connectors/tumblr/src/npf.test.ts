/** NPF blocks into HTML and media, on blocks written from the NPF specification. */
import { describe, expect, it } from 'vitest';
import { blocksToHtml, blocksToMedia, formattedText, playerOf } from './npf.ts';
import type { NpfBlock } from './wire.ts';

const text = (value: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'text', text: value, ...extra }) as Parameters<typeof formattedText>[0];

describe('text', () => {
  it('nests overlapping ranges, links outermost, and escapes the text', () => {
    const block = text('a <b> & c', {
      formatting: [
        { start: 0, end: 5, type: 'bold' },
        { start: 2, end: 9, type: 'italic' },
        { start: 2, end: 5, type: 'link', url: 'https://example.org/?a=1&b="2"' },
        { start: 0, end: 1, type: 'color', hex: '#ff0000' },
      ],
    });
    expect(formattedText(block)).toBe(
      '<strong>a </strong>' +
        '<a href="https://example.org/?a=1&amp;b=&quot;2&quot;"><strong><em>&lt;b&gt;</em></strong></a>' +
        '<em> &amp; c</em>',
    );
  });

  it('counts characters, not UTF-16 units, and keeps line breaks', () => {
    expect(
      formattedText(text('🎵 la\nla', { formatting: [{ start: 2, end: 4, type: 'bold' }] })),
    ).toBe('🎵 <strong>la</strong><br>la');
  });

  it('groups list items and maps subtypes to headings and quotes', () => {
    expect(
      blocksToHtml([
        text('Title', { subtype: 'heading1' }),
        text('Sub', { subtype: 'heading2' }),
        text('one', { subtype: 'ordered-list-item' }),
        text('two', { subtype: 'ordered-list-item' }),
        text('dot', { subtype: 'unordered-list-item' }),
        text('wise words', { subtype: 'quote' }),
        text('  '),
        {
          type: 'audio',
          url: 'https://soundcloud.com/chorus/song',
          title: 'Song',
          artist: 'Chorus',
        },
      ] as NpfBlock[]),
    ).toBe(
      '<h3>Title</h3><h4>Sub</h4><ol><li>one</li><li>two</li></ol><ul><li>dot</li></ul>' +
        '<blockquote>wise words</blockquote>' +
        '<p><a href="https://soundcloud.com/chorus/song">Song – Chorus</a></p>',
    );
  });
});

describe('media', () => {
  it('plays YouTube and Vimeo videos through their players, others not', () => {
    expect(playerOf('https://youtu.be/abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(playerOf('https://m.youtube.com/watch?v=abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(playerOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(playerOf('https://va.media.tumblr.com/x.mp4')).toBeNull();
    expect(playerOf('not a url')).toBeNull();
  });

  it('leaves out a video without a poster and a link preview when there are pictures', () => {
    const blocks = [
      { type: 'video', provider: 'tumblr', media: { url: 'https://va.media.tumblr.com/v.mp4' } },
      {
        type: 'image',
        media: [{ url: 'https://64.media.tumblr.com/a.gif', width: 400, height: 300 }],
      },
      {
        type: 'link',
        url: 'https://chorus.example',
        poster: [{ url: 'https://64.media.tumblr.com/p.jpg', width: 800, height: 400 }],
      },
    ] as NpfBlock[];
    expect(blocksToMedia(blocks, 'alt')).toEqual([
      {
        kind: 'image',
        url: 'https://64.media.tumblr.com/a.gif',
        width: 400,
        height: 300,
        alt: '',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
  });
});
