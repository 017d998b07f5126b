/**
 * A linear guard against deeply nested markup. The HTML parser under sanitize-html keeps its
 * open elements in an array it shifts at the front, and sanitize-html walks its own stack per
 * tag, so a fragment of N unclosed tags costs about N² steps: 200,000 `<div>` (1 MB, one feed
 * item or one custom post) held the event loop for over a minute. Real posts nest a few dozen
 * levels; markup deeper than {@link maxMarkupDepth} is cut where it gets that deep, before any
 * parser sees it.
 */

/** Deepest element nesting passed to the HTML parser. */
export const maxMarkupDepth = 256;

/** Elements that never have content, so never deepen the tree. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Elements an HTML parser closes when a sibling of their kind opens (`<p>a<p>b`, `<li>`...):
 * a run of them stays shallow, so they are not counted.
 */
const selfClosingSiblings = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'rp',
  'rt',
]);

// Only the start of a tag: reading to its `>` could rescan the rest of the text per tag.
const tagStart = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]{0,63})/g;

/**
 * The fragment, cut just before the tag that would open the `maxDepth + 1`-th nested element;
 * the fragment itself when it never nests that deep. One pass over the text, at most
 * `maxDepth` steps per closing tag. Comments and script text are counted as markup, which only
 * ever cuts sooner.
 */
export function boundNesting(html: string, maxDepth: number = maxMarkupDepth): string {
  // The open elements, as the parser will see them; never longer than maxDepth.
  const open: string[] = [];
  tagStart.lastIndex = 0;
  for (let match = tagStart.exec(html); match !== null; match = tagStart.exec(html)) {
    const name = (match[2] ?? '').toLowerCase();
    if (voidElements.has(name) || selfClosingSiblings.has(name)) continue;
    if (match[1] === '/') {
      // A closing tag closes its element and all opened inside it; a stray one closes nothing.
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
    } else if (open.push(name) > maxDepth) {
      return html.slice(0, match.index);
    }
  }
  return html;
}
