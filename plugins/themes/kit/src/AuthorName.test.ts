import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isChorusMediaUrl } from './AuthorName.tsx';
import { PostAuthor } from './PostAuthor.tsx';

const stored = `/media/${'a'.repeat(64)}/96`;

function authorHtml(author: Parameters<typeof PostAuthor>[0]['author']): string {
  return renderToStaticMarkup(createElement(PostAuthor, { author, created: 0, now: 60 }));
}

describe("an author's name", () => {
  it("draws Chorus's copies of its custom emoji with the shortcode as alt text", () => {
    const html = authorHtml({
      name: 'Ada :wave: & :wave: :other:',
      link: 'https://social.example/@ada',
      nameEmojis: [{ shortcode: 'wave', url: stored }],
    });
    expect(html).toContain(
      `Ada <img class="chorus-author-emoji" src="${stored}" alt=":wave:" width="20" height="20"/> &amp; <img`,
    );
    expect(html.match(/chorus-author-emoji/g)).toHaveLength(2);
    // An emoji the wall was not given a picture for stays its shortcode.
    expect(html).toContain(' :other:</a>');
  });

  it("draws no emoji from an address that is not Chorus's media, nor markup from a shortcode", () => {
    const html = authorHtml({
      name: 'Ada :wave: :cdn: :x:',
      nameEmojis: [
        { shortcode: 'wave', url: 'https://social.example/emoji/wave.png' },
        { shortcode: 'cdn', url: `https://media.chorus.example${stored}` },
        { shortcode: 'x', url: 'javascript:alert(1)' },
      ],
    });
    expect(html).not.toContain('social.example');
    expect(html).not.toContain('javascript');
    expect(html).toContain(`src="https://media.chorus.example${stored}" alt=":cdn:"`);
    expect(html).toContain('Ada :wave: <img');
    expect(html).toContain(' :x:</span>');
  });

  it('is plain text without emoji', () => {
    expect(authorHtml({ name: 'Ada :wave:' })).toContain(
      '<span class="chorus-author-name">Ada :wave:</span>',
    );
  });

  it("knows Chorus's media addresses, on the site or its media base URL", () => {
    expect(isChorusMediaUrl(stored)).toBe(true);
    expect(isChorusMediaUrl(`https://cdn.example/chorus${stored}`)).toBe(true);
    expect(isChorusMediaUrl('https://social.example/emoji/wave.png')).toBe(false);
    expect(isChorusMediaUrl(`//evil.example${stored}`)).toBe(false);
    expect(isChorusMediaUrl('data:image/png;base64,AA')).toBe(false);
  });
});
