import { messages } from '@chorus/core/messages';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostAuthor } from './PostAuthor.tsx';
import { PostCard } from './PostCard.tsx';
import { SlideContent } from './slideshow/SlideContent.tsx';
import { testPost } from './testing/posts.ts';

const picture = {
  kind: 'image' as const,
  url: 'https://images.example/scene.jpg',
  width: 600,
  height: 400,
  alt: 'The last scene',
  originalUrl: null,
  embedUrl: null,
};

const card = (overrides: Parameters<typeof testPost>[1]) => {
  const post = testPost('1', overrides);
  return renderToStaticMarkup(createElement(PostCard, { post, now: post.created }));
};

describe('a post behind a content warning', () => {
  it('shows the warning and a closed "Show post" button instead of its text and media', () => {
    const html = card({
      content_warning: 'Film spoilers',
      description: '<p>The butler did it</p>',
      media: [picture],
    });
    expect(html).toContain('Content warning:</strong> Film spoilers');
    expect(html).toMatch(
      /<button type="button" class="[^"]*" aria-expanded="false">Show post<\/button>/,
    );
    expect(html).not.toContain('The butler did it');
    expect(html).not.toContain('scene.jpg');
  });

  it('hides the text of a slide the same way', () => {
    const post = testPost('2', { content_warning: 'Spoilers', description: 'The butler' });
    const wall = {
      now: post.created,
      card: { showAuthor: true, showShare: false, noImages: false },
    };
    const html = renderToStaticMarkup(createElement(SlideContent, { post, wall }));
    expect(html).toContain('Show post');
    expect(html).not.toContain('The butler');
  });

  it('draws a post without a warning as before', () => {
    const html = card({ content_warning: null, description: '<p>Doors open</p>' });
    expect(html).toContain('<p>Doors open</p>');
    expect(html).not.toContain('Show post');
  });
});

describe('sensitive media', () => {
  it('are blurred and inert behind a "Show media" button; the text stays readable', () => {
    const html = card({ sensitive: true, media: [picture], description: 'At the cinema' });
    expect(html).toMatch(/<div class="chorus-sensitive-media" inert="">.*scene\.jpg/);
    expect(html).toContain('Show media</button>');
    expect(html).toContain('At the cinema');
  });

  it('are shown as usual when not sensitive', () => {
    const html = card({ sensitive: false, media: [picture] });
    expect(html).toContain('scene.jpg');
    expect(html).not.toContain('chorus-sensitive');
  });
});

describe('an estimated date', () => {
  it('shows the time as usual and says in its tooltip that it is when the post was fetched', () => {
    const html = renderToStaticMarkup(
      createElement(PostAuthor, { author: { name: 'Ada' }, created: 0, now: 300, estimated: true }),
    );
    expect(html).toContain('5 minutes ago');
    expect(html).toContain(`title="${messages.postDateEstimated}"`);
  });
});
