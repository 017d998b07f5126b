import { describe, expect, it } from 'vitest';
import { escapeHtml, linkTweetText, tokenizeTweet } from './tweet-text.ts';

describe('tokenizeTweet: hashtags, @accounts (1 to 15 characters) and short links are linked', () => {
  it('finds all three kinds', () => {
    expect(tokenizeTweet('Hi @chorus see #wall https://t.co/abc.')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@chorus', href: 'https://twitter.com/chorus' },
      { kind: 'text', text: ' see ' },
      { kind: 'hashtag', text: '#wall', href: 'https://twitter.com/hashtag/wall' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'https://t.co/abc', href: 'https://t.co/abc' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('links a 15-character handle but not a 16-character one', () => {
    expect(tokenizeTweet('@abcdefghijklmno')[0]?.kind).toBe('mention');
    expect(tokenizeTweet('@abcdefghijklmnop')).toEqual([
      { kind: 'text', text: '@abcdefghijklmnop' },
    ]);
  });
  it('leaves e-mail addresses, mid-word # and number-only tags alone', () => {
    expect(tokenizeTweet('mail a@b.co or a#b or #1').every((t) => t.kind === 'text')).toBe(true);
  });
});

describe('linkTweetText: auto-linking never injects raw HTML', () => {
  it('escapes text and attributes', () => {
    const html = linkTweetText('<script>x</script> #ok https://t.co/a"onmouseover=1');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://twitter.com/hashtag/ok"');
    expect(html).not.toMatch(/"onmouseover/);
  });
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
