import { describe, expect, it } from 'vitest';
import { findInlineHtml } from './find-inline-html.ts';

describe('findInlineHtml', () => {
  it('accepts a page that only references external scripts and stylesheets', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
      </head><body><div id="root"></div></body></html>`;
    expect(findInlineHtml(html)).toEqual([]);
  });

  it('finds inline scripts, styles, handlers and script URLs', () => {
    const html = `<script>alert(1)</script><script type="module">import 'x'</script>
      <script src="/a.js">console.log(1)</script><style>p{}</style>
      <p style="color:red">x</p><img src="x" onerror="alert(1)"><a href="javascript:void 0">y</a>`;
    expect(findInlineHtml(html).map((finding) => finding.kind)).toEqual([
      'inline-script',
      'inline-script',
      'inline-script',
      'style-element',
      'style-attribute',
      'event-handler',
      'script-url',
    ]);
  });
});
