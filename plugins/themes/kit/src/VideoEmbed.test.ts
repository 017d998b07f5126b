/**
 * The video before the click, as markup: the re-hosted still, a named play control, and not
 * one address of the video's host. The click itself is played in Chromium
 * (apps/web/e2e/video-privacy.test.ts).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostCard } from './PostCard.tsx';
import { testPost } from './testing/posts.ts';
import { isVideo, VideoEmbed, videoPlayerFor } from './VideoEmbed.tsx';

const hash = 'cd'.repeat(32);
const youtube = {
  kind: 'video' as const,
  url: `/media/${hash}/600`,
  width: 480,
  height: 360,
  alt: 'Opening night',
  originalUrl: null,
  embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};
const native = { ...youtube, embedUrl: null };

describe('VideoEmbed before the click', () => {
  it('draws the re-hosted still and a play button named after the video, nothing of YouTube', () => {
    const html = renderToStaticMarkup(
      createElement(VideoEmbed, { media: youtube, title: 'Opening night' }),
    );
    expect(html).toContain(`src="/media/${hash}/600"`);
    expect(html).toContain(`srcSet="/media/${hash}/300 300w`);
    expect(html).toContain('aspect-ratio:480 / 360');
    // The play button sits in the still's own box: a theme's rules for that box still hold.
    expect(html).toMatch(
      /^<div class="chorus-media chorus-video" style="aspect-ratio:480 \/ 360"><img /,
    );
    expect(html).toMatch(
      /<button type="button" class="chorus-video-play" aria-label="Play video: Opening night">/,
    );
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/youtube|ytimg/);
  });

  it('makes a network video without a player a link to its post, opened in a new tab', () => {
    const html = renderToStaticMarkup(
      createElement(VideoEmbed, {
        media: native,
        title: 'Goal!',
        postUrl: 'https://x.com/club/status/1',
      }),
    );
    expect(html).toContain('href="https://x.com/club/status/1"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('aria-label="Play video: Goal! (opens in a new tab)"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<button');
  });

  it('keeps the box of a still that could not be drawn, and draws no still when told', () => {
    const html = renderToStaticMarkup(
      createElement(VideoEmbed, { media: { ...youtube, url: 'javascript:x' }, title: 'A' }),
    );
    expect(html).toMatch(
      /^<div class="chorus-media chorus-video" style="aspect-ratio:480 \/ 360"><button /,
    );
    const bare = renderToStaticMarkup(
      createElement(VideoEmbed, { media: youtube, title: 'A', poster: false }),
    );
    expect(bare).not.toContain('<img');
    expect(bare).toContain('chorus-video--bare');
    expect(bare).toContain('aria-label="Play video: A"');
  });
});

describe('videoPlayerFor and isVideo', () => {
  it('prefers the player address, then the post, else nothing', () => {
    expect(videoPlayerFor(youtube, 'https://x.com/1')).toMatchObject({ kind: 'frame' });
    expect(videoPlayerFor(native, 'https://x.com/1')).toEqual({
      kind: 'link',
      href: 'https://x.com/1',
    });
    expect(videoPlayerFor(native, 'javascript:alert(1)')).toBeNull();
    expect(isVideo(native)).toBe(true);
    expect(isVideo({ kind: 'image', embedUrl: null })).toBe(false);
  });
});

describe('PostCard with a video', () => {
  it('draws the click-to-load video, named after the post', () => {
    const post = testPost('1', { title: 'Opening night', media: [youtube] });
    const html = renderToStaticMarkup(createElement(PostCard, { post, now: post.created }));
    expect(html).toContain('aria-label="Play video: Opening night"');
    expect(html).not.toContain('<iframe');
  });
});
