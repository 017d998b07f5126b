import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostCard } from './PostCard.tsx';
import { testPost } from './testing/posts.ts';

const media = {
  kind: 'image' as const,
  url: 'https://images.example/a.jpg',
  width: 600,
  height: 400,
  alt: '',
  originalUrl: null,
  embedUrl: null,
};

describe('PostCard', () => {
  it('reserves the image box from its width and height and gives it alt text', () => {
    const post = testPost('1', { title: 'Doors open', media: [media] });
    const html = renderToStaticMarkup(createElement(PostCard, { post, now: post.created + 300 }));
    expect(html).toContain('aspect-ratio:600 / 400');
    expect(html).toContain('alt="Doors open"');
    expect(html).toContain('5 minutes ago');
  });

  it('marks a highlighted post double width and keeps unsafe links out', () => {
    const post = testPost('2', {
      highlight: true,
      url: 'javascript:alert(1)',
      cta: { url: 'javascript:alert(1)', text: 'Go' },
    });
    const html = renderToStaticMarkup(createElement(PostCard, { post, now: post.created }));
    expect(html).toContain('chorus-card--highlight');
    expect(html).not.toContain('javascript:');
  });

  it('shows a call to action with an address that lacked its scheme', () => {
    const post = testPost('3', { cta: { url: 'example.com/buy', text: 'Buy tickets' } });
    const html = renderToStaticMarkup(createElement(PostCard, { post, now: post.created }));
    expect(html).toContain('href="http://example.com/buy"');
    expect(html).toContain('Buy tickets');
  });
});
