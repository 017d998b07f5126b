import { describe, expect, it } from 'vitest';
import { htmlToText } from './to-text.ts';

describe('htmlToText', () => {
  it('removes tags, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText('<p>Tom&nbsp;&amp; <b>Jerry</b></p>\n\n<p>&lt;3 &#128512; &quot;hi&quot;</p>'),
    ).toBe('Tom & Jerry <3 😀 "hi"');
  });

  it('keeps words of adjacent blocks apart', () => {
    expect(htmlToText('<h1>Title</h1><p>One</p><ul><li>a</li><li>b</li></ul>line<br>break')).toBe(
      'Title One a b line break',
    );
  });

  it('drops the content of script, style and the like', () => {
    expect(
      htmlToText('<style>p{}</style><script>alert(1)</script>Text<svg><text>svg</text></svg>'),
    ).toBe('Text');
  });

  it('cuts to maxLength with an ellipsis, never inside a character', () => {
    expect(htmlToText('<p>Hello wonderful world</p>', { maxLength: 10 })).toBe('Hello won…');
    expect(htmlToText('😀😀😀😀', { maxLength: 3 })).toBe('😀😀…');
    expect(htmlToText('short', { maxLength: 10 })).toBe('short');
  });

  it('returns an empty string for markup without text', () => {
    expect(htmlToText('<img src="https://e.example/a.png"><br>')).toBe('');
  });

  it('decodes text without markup exactly as the HTML parser does', () => {
    // Text without a `<` skips the parser: compare it with the same text behind an empty
    // element, which goes through the parser, over many mixes of awkward references.
    const pieces = [
      '&amp;',
      '&amp',
      '&lt',
      '&gt;',
      '&notin;',
      '&notit;',
      '&not',
      '&#0;',
      '&#x110000;',
      '&#128512;',
      '&#x1F600',
      '&#65',
      '&#65x',
      '&#;',
      '&#x;',
      '&nbsp',
      '&copy',
      '&Aacute',
      '&aacute;x',
      '&amp;amp;',
      '&unknown;',
      '&&',
      'AT&T',
      '&#x80;',
      '&#150;',
      '\u0000',
      '>',
      '"',
      "'",
      'é',
      '😀',
      ' ',
      '\n',
      '\u00a0',
      ']]>',
      'plain',
      '&#xD800;',
      '&quot',
      '&ampx',
    ];
    let seed = 7;
    const next = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let round = 0; round < 2_000; round++) {
      let text = '';
      for (let count = 1 + (next() % 8); count > 0; count--) text += pieces[next() % pieces.length];
      expect(htmlToText(text), JSON.stringify(text)).toBe(htmlToText(`<b></b>${text}`));
    }
  });
});
