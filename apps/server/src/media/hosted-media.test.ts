import type { Media } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { hostedView, pictureUrlsOf, type HostedMedia } from './hosted-media.ts';

const hash = 'c'.repeat(64);
const photo: Media = {
  kind: 'image',
  url: 'https://cdn.example.org/p.jpg?sig=1',
  width: null,
  height: null,
  alt: 'A lighthouse',
  originalUrl: 'https://cdn.example.org/p-full.jpg',
  embedUrl: null,
};
const author = { name: 'Ada', picture: 'https://cdn.example.org/ada.png' };

describe('pictureUrlsOf', () => {
  it('lists media and the author picture once each, web addresses only', () => {
    const media = [photo, { ...photo }, { ...photo, url: 'data:image/png;base64,AA' }];
    expect(pictureUrlsOf({ media, author })).toEqual([photo.url, author.picture]);
  });
});

describe('hostedView', () => {
  it('passes a post stored before re-hosting through unchanged', () => {
    expect(hostedView([photo], author, null)).toEqual({ media: [photo], author });
  });

  it("serves stored pictures from Chorus with their size, and never the network's URLs", () => {
    const hosted: HostedMedia = {
      [photo.url]: { hash, width: 800, height: 600, placeholder: 'YJqGPQw7' },
      [author.picture]: { hash: 'd'.repeat(64), width: 96, height: 96, placeholder: 'AAAA' },
    };
    const view = hostedView([photo], author, hosted);
    expect(view.media).toEqual([
      {
        ...photo,
        url: `/media/${hash}/600`,
        originalUrl: `/media/${hash}/1920`,
        width: 800,
        height: 600,
        placeholder: 'YJqGPQw7',
      },
    ]);
    expect(view.author).toEqual({ name: 'Ada', picture: `/media/${'d'.repeat(64)}/96` });
    expect(JSON.stringify(view)).not.toContain('cdn.example.org');
  });

  it("keeps pictures that are Chorus's own files, which nothing re-hosts", () => {
    const example = { ...photo, url: '/examples/1.svg', originalUrl: null };
    const local = { name: 'Ada', picture: '/examples/ada.svg' };
    expect(hostedView([example], local, {})).toEqual({ media: [example], author: local });
    const elsewhere = { ...photo, url: '//cdn.example.org/p.jpg' };
    expect(hostedView([elsewhere], author, {})).toEqual({ media: [], author: { name: 'Ada' } });
  });

  it('leaves out pictures not stored (yet or ever): the post shows its text', () => {
    const hosted: HostedMedia = { [photo.url]: { error: 'answered 404', retryable: false } };
    expect(hostedView([photo], author, hosted)).toEqual({ media: [], author: { name: 'Ada' } });
    expect(hostedView([photo], author, {})).toEqual({ media: [], author: { name: 'Ada' } });
  });
});

describe("the custom emoji of an author's name", () => {
  const wave = 'https://social.example/emoji/wave_static.png';
  const party = 'https://social.example/emoji/party.png';
  const named = {
    name: 'Ada :wave: :party:',
    nameEmojis: [
      { shortcode: 'wave', url: wave },
      { shortcode: 'party', url: party },
    ],
  };

  it('are pictures the media job re-hosts, once each', () => {
    const twice = { ...named, picture: wave };
    expect(pictureUrlsOf({ media: [], author: twice })).toEqual([wave, party]);
  });

  it("are served from Chorus only once stored; the others stay their shortcode's text", () => {
    const hosted: HostedMedia = {
      [wave]: { hash, width: 64, height: 64, placeholder: 'AAAA' },
      [party]: { error: 'answered 404', retryable: false },
    };
    const view = hostedView([], named, hosted);
    expect(view.author).toEqual({
      name: 'Ada :wave: :party:',
      nameEmojis: [{ shortcode: 'wave', url: `/media/${hash}/96` }],
    });
    expect(JSON.stringify(view)).not.toContain('social.example');
    expect(hostedView([], named, {}).author).toEqual({ name: 'Ada :wave: :party:' });
  });

  it("never reach a wall by the network's address, even on a post stored before re-hosting", () => {
    expect(hostedView([], named, null).author).toEqual({ name: 'Ada :wave: :party:' });
    const local = {
      name: 'Ada :wave:',
      nameEmojis: [{ shortcode: 'wave', url: '/examples/w.svg' }],
    };
    expect(hostedView([], local, null).author).toEqual(local);
  });
});
