/** One piece of inline code that a page CSP without 'unsafe-inline' would block. */
export interface InlineCodeFinding {
  /** What was found: a script, a style block, a style attribute, a handler or a script URL. */
  kind: 'inline-script' | 'style-element' | 'style-attribute' | 'event-handler' | 'script-url';
  /** The offending markup, shortened. */
  excerpt: string;
}

const finders: ReadonlyArray<[InlineCodeFinding['kind'], RegExp]> = [
  ['style-element', /<style\b[^>]*>/gi],
  ['style-attribute', /<[a-z][^>]*\sstyle\s*=[^>]*>/gi],
  ['event-handler', /<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi],
  ['script-url', /<[a-z][^>]*=\s*["']?\s*javascript:[^>]*>/gi],
];

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Lists the inline code in an HTML document: `<script>` without `src` or with a body,
 * `<style>`, `style=` and `on…=` attributes, `javascript:` URLs. The wall pages carry a CSP
 * that forbids inline script, so the built index.html must have none of these.
 */
export function findInlineHtml(html: string): InlineCodeFinding[] {
  const findings: InlineCodeFinding[] = [];
  for (const [markup, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`) || body.trim() !== '') {
      findings.push({ kind: 'inline-script', excerpt: markup.slice(0, 80) });
    }
  }
  for (const [kind, pattern] of finders) {
    for (const [markup] of html.matchAll(pattern)) {
      findings.push({ kind, excerpt: markup.slice(0, 80) });
    }
  }
  return findings;
}
