import { describe, expect, it } from 'vitest';
import { escapeHtmlText, plainTextToHtml } from './plain-text.ts';

describe('plainTextToHtml', () => {
  it('keeps paragraphs and line breaks and escapes markup', () => {
    expect(plainTextToHtml('One <b>bold</b> & "quoted"\nline two\r\n\r\nSecond')).toBe(
      '<p>One &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;<br>line two</p><p>Second</p>',
    );
  });

  it('links bare addresses, leaving trailing punctuation outside', () => {
    expect(plainTextToHtml('See https://example.com/a?b=1&c=2.')).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(plainTextToHtml(' \n\n ')).toBe('');
  });
});

it('escapes quotes for attributes', () => {
  expect(escapeHtmlText(`a'b"<`)).toBe('a&#39;b&quot;&lt;');
});
