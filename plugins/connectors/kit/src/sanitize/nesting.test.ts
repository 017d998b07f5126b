import { describe, expect, it } from 'vitest';
import { boundNesting, maxMarkupDepth } from './nesting.ts';
import { sanitizePostHtml } from './sanitize.ts';
import { htmlToText } from './to-text.ts';

describe('boundNesting', () => {
  it('leaves ordinary markup as it is', () => {
    const html = '<p>One <b>two</b></p><ul><li>a<li>b</ul><img src="x"><br>'.repeat(500);
    expect(boundNesting(html)).toBe(html);
  });

  it('cuts just before the element that would nest one level too deep', () => {
    expect(boundNesting('<div><span><b>x</b></span></div>', 2)).toBe('<div><span>');
    expect(boundNesting('<div>a</div><div>b</div><div>c</div>', 1)).toBe(
      '<div>a</div><div>b</div><div>c</div>',
    );
  });

  it('does not count void elements or siblings the parser closes itself', () => {
    expect(boundNesting('<p>a<p>b<p>c<li>d<li>e<br><img src="y">', 1)).toBe(
      '<p>a<p>b<p>c<li>d<li>e<br><img src="y">',
    );
  });

  it('is not fooled by closing tags of elements that are not open', () => {
    const html = '<div></span>'.repeat(10);
    expect(boundNesting(html, 3)).toBe('<div></span>'.repeat(3));
  });

  it('closes every element opened inside the one a closing tag ends', () => {
    expect(boundNesting('<div><b><i></div><div><b><i>x', 3)).toBe('<div><b><i></div><div><b><i>x');
  });
});

describe('sanitizing deeply nested markup', () => {
  // Before the guard, 200,000 unclosed <div> (1 MB) held the event loop for over a minute.
  it('cleans 200,000 nested elements within the hang guard', { timeout: 20_000 }, () => {
    const html = `<p>kept</p>${'<div>'.repeat(200_000)}lost`;
    expect(sanitizePostHtml(html)).toBe('<p>kept</p>');
    expect(htmlToText(html)).toBe('kept');
  });

  it('keeps text nested up to the limit', () => {
    const depth = maxMarkupDepth - 1;
    const html = `${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}`;
    expect(htmlToText(html)).toBe('deep');
  });
});
