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
});
