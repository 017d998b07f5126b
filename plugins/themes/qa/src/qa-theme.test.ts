import {
  initialSlideshowState,
  PostText,
  slideshowReducer,
  type Slideshow,
} from '@chorus/theme-kit';
import { testPost } from '@chorus/theme-kit/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UpNext } from './UpNext.tsx';

const first = testPost('1', { title: 'First question' });
const untitled = testPost('2', {
  title: '',
  description: '<p>Why <a href="https://example.org/why" rel="nofollow">this</a>?</p>',
});
const third = testPost('3', { title: 'Third question' });
const warned = testPost('4', { title: 'Graphic question', content_warning: 'Injury' });

function upNextHtml(count: number, slides = [first, untitled, third]): string {
  const state = slideshowReducer(initialSlideshowState(), {
    type: 'slides',
    ids: slides.map((post) => post.id),
  });
  const slideshow = { slides, state } as unknown as Slideshow;
  return renderToStaticMarkup(createElement(UpNext, { slideshow, count }));
}

describe('the Q&A up-next list', () => {
  it('lists the next questions after the current one, with their text', () => {
    const html = upNextHtml(3);
    expect(html).toContain('Up next');
    expect(html).not.toContain('First question');
    expect(html).toContain('Third question');
    expect(html.indexOf('Why')).toBeLessThan(html.indexOf('Third question'));
  });

  it('draws an untitled question’s text with the kit’s PostText, not HTML of its own', () => {
    const kitText = renderToStaticMarkup(
      createElement(PostText, { post: untitled, className: 'chorus-qa-next-text' }),
    );
    expect(upNextHtml(3)).toContain(kitText);
  });

  it('keeps a content-warned question’s text behind its warning, as the cards do', () => {
    const html = upNextHtml(3, [first, warned, third]);
    expect(html).toContain('Injury');
    expect(html).toContain('Show post');
    expect(html).not.toContain('Graphic question');
    expect(html).toContain('Third question');
  });

  it('shows nothing when no question follows', () => {
    expect(upNextHtml(0)).toBe('');
  });
});
