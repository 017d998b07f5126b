import { describe, expect, it } from 'vitest';
import { unsafeMarkup } from '../testing/unsafe-markup.ts';
import { xssCorpus } from '../testing/xss-corpus.ts';
import { allowedTags, linkRel } from './policy.ts';
import { sanitizePostHtml } from './sanitize.ts';

const allowedAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox'],
};

/** Every tag and attribute of sanitized output, read with a strict scanner of its own. */
function inspect(html: string): { tag: string; attributes: [string, string][] }[] {
  const found: { tag: string; attributes: [string, string][] }[] = [];
  const withoutTags = html.replace(
    /<\/?([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*\/?>/g,
    (_, tag: string, rest: string) => {
      const attributes = [...rest.matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)].map(
        (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
      );
      found.push({ tag, attributes });
      return '';
    },
  );
  // What is left is text: any `<` left there would be markup the scanner did not understand.
  expect(withoutTags).not.toMatch(/[<>]/);
  return found;
}

function assertHarmless(input: string): void {
  const output = sanitizePostHtml(input);
  assertCleanOutput(output);
  // Read again by a browser-grade parser (parse5), twice, against the same contract.
  expect(unsafeMarkup(output), output).toEqual([]);
}

function assertCleanOutput(output: string): void {
  for (const { tag, attributes } of inspect(output)) {
    expect(allowedTags, `${tag} in ${output}`).toContain(tag);
    for (const [name, value] of attributes) {
      expect(allowedAttributes[tag] ?? [], `${tag}[${name}] in ${output}`).toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/);
      if (name === 'src') expect(value).toMatch(tag === 'iframe' ? /^https:\/\// : /^https?:\/\//);
    }
  }
  // In tags only, outside titles and alt texts: text may say "onerror", escaped, as words.
  const tags = (output.match(/<[^>]*>/g) ?? []).join('').replace(/ (?:title|alt)="[^"]*"/g, '');
  expect(tags).not.toMatch(
    /javascript:|vbscript:|data:|srcdoc|formaction|xlink|onerror|onload|style=/i,
  );
}

describe('sanitizePostHtml against hostile markup', () => {
  it('has a corpus of at least 150 vector shapes', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(150);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<p onclick="x">x</p>',
    '<script>x</script>',
    '<a href="https://ok.example/" <b>x</a>',
  ])('has checkers that would catch %s left unsanitized', (raw) => {
    expect(() => assertCleanOutput(raw)).toThrow();
    expect(unsafeMarkup(raw)).not.toEqual([]);
  });

  it.each(xssCorpus.map((vector) => [vector.id, vector.class, vector.html]))(
    'leaves nothing dangerous of %s (%s) %s',
    (_id, _class, html) => {
      assertHarmless(html);
    },
  );

  it('drops the mutation-XSS noscript shape entirely', () => {
    expect(sanitizePostHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe(
      '',
    );
  });

  it('keeps the text of a disallowed wrapper but not of a script', () => {
    expect(sanitizePostHtml('<div><script>alert(1)</script>Hello <b>there</b></div>')).toBe(
      'Hello <b>there</b>',
    );
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizePostHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('sanitizePostHtml on ordinary posts', () => {
  it('keeps text formatting', () => {
    const html =
      '<p>Hello <strong>big</strong> <em>world</em> <u>u</u> <s>s</s> <code>x</code><sub>2</sub><sup>3</sup></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>p</pre><hr /><figure><figcaption>c</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('opens links in a new tab without opener, referrer or search credit', () => {
    expect(
      sanitizePostHtml('<a href="https://example.com/x" target="_self" rel="opener">x</a>'),
    ).toBe(`<a href="https://example.com/x" rel="${linkRel}" target="_blank">x</a>`);
    expect(sanitizePostHtml('<a href="mailto:me@example.com">mail</a>')).toBe(
      `<a href="mailto:me@example.com" rel="${linkRel}" target="_blank">mail</a>`,
    );
  });

  it('turns a link without a usable address into plain text', () => {
    expect(sanitizePostHtml('<a href="/relative">rel</a> <a>none</a>')).toBe(
      '<span>rel</span> <span>none</span>',
    );
  });

  it('keeps only src, alt, width and height on images', () => {
    expect(
      sanitizePostHtml(
        '<img src="https://example.com/a.jpg" alt="A cat" width="640" height="480" class="x" loading="lazy" title="t">',
      ),
    ).toBe('<img src="https://example.com/a.jpg" alt="A cat" width="640" height="480" />');
    expect(
      sanitizePostHtml('<img src="https://example.com/a.jpg" width="100%" height="50px">'),
    ).toBe('<img src="https://example.com/a.jpg" />');
  });

  it.each([
    '<img src="https://example.com/t.gif" width="1" height="1">',
    '<img src="https://example.com/t.gif" width="2">',
    '<img src="https://feeds.feedburner.com/~r/blog/~4/abc" width="300">',
    '<img src="https://stats.wordpress.com/b.gif?host=x">',
    '<img src="https://www.google-analytics.com/collect?v=1">',
    '<img src="https://www.facebook.com/tr?id=1&ev=PageView">',
    '<img src="https://mail.example.com/track/open?u=1">',
    '<img src="https://example.com/images/pixel.gif">',
    '<img alt="no source">',
  ])('drops the tracking pixel %s', (html) => {
    expect(sanitizePostHtml(`<p>text${html}</p>`)).toBe('<p>text</p>');
  });

  it('brings page headings down to card size', () => {
    expect(sanitizePostHtml('<h1>a</h1><h2>b</h2><h4>c</h4>')).toBe(
      '<h3>a</h3><h3>b</h3><h4>c</h4>',
    );
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1',
    'https://www.instagram.com/p/abc/embed',
  ])('keeps a sandboxed embed from %s', (src) => {
    const output = sanitizePostHtml(
      `<iframe src="${src}" width="560" height="315" onload="x()"></iframe>`,
    );
    expect(output).toMatch(
      /^<iframe src="https:\/\/[^"]+" width="560" height="315" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"><\/iframe>$/,
    );
  });

  it.each([
    'https://www.youtube.com/watch?v=abc',
    'https://evil.example/embed/abc',
    'https://www.youtube.com:8443/embed/abc',
    'http://player.vimeo.com/video/1',
    'https://user:secret@www.youtube.com/embed/abc',
  ])('drops the embed %s', (src) => {
    expect(sanitizePostHtml(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
  });
});

const ordinaryCorpus = [
  '<p>Tom &amp; Jerry &lt;3 "quotes" \'single\' &copy; &#128512; &nbsp;</p>',
  '<p>a<div>b</p>c</div>',
  '<ul><li>one<li>two</ul>',
  '<b><i>overlap</b></i>',
  '<p title="a &quot;b&quot;">t</p>',
  '<a href="https://example.com/?a=1&b=2&amp;c=3" title="x &amp; y">q</a>',
  '<img src="https://example.com/a b.png" alt="&lt;alt&gt; &amp; &quot;">',
  'plain text with a < b and c > d',
  '<table><tr><td>cell</td></tr></table>',
  '<p>broken <b>markup',
  '</p></b>stray closers',
  '<pre>  keep\n  spaces  </pre>',
];

describe('sanitizePostHtml is idempotent', () => {
  it.each([...xssCorpus.map((vector) => vector.html), ...ordinaryCorpus].map((html) => [html]))(
    'clean(clean(%s)) === clean(...)',
    (html) => {
      const once = sanitizePostHtml(html);
      expect(sanitizePostHtml(once)).toBe(once);
    },
  );
});
