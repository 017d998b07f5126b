import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { boundNesting } from './nesting.ts';
import { droppedWithContent } from './policy.ts';

/** Options of `htmlToText`. */
export interface HtmlToTextOptions {
  /** Longest result in characters, an ellipsis included; no limit when omitted. */
  maxLength?: number;
}

/**
 * Elements at whose edges the eye sees a break between words although the markup has none
 * (`<li>one</li><li>two</li>` reads "one two", not "onetwo").
 */
export const wordBreakingElements: readonly string[] = [
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'section',
  'article',
  'header',
  'footer',
  'table',
  'dt',
  'dd',
  'img',
];

const blockBoundary = new RegExp(`<(\\/?)(${wordBreakingElements.join('|')})\\b`, 'gi');

const textOnly: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: [...droppedWithContent],
};

/**
 * Plain text of an HTML fragment, for titles, alt text and previews: tags removed (the content
 * of script, style and the like too), entities decoded, whitespace collapsed, optionally cut to
 * `maxLength` characters with an ellipsis.
 */
export function htmlToText(html: string, options: HtmlToTextOptions = {}): string {
  const text = (html.includes('<') ? markupToText(html) : decodeHTML(html))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return truncate(text, options.maxLength);
}

/**
 * The text of a fragment that holds a `<`, through the HTML parser. Text without one (most
 * titles: `Caf&eacute; &amp; bar`) holds no tag, so decoding its references the way the
 * parser decodes them in text (`entities`' legacy mode, the decoder sanitize-html's parser
 * uses) gives the same result for a fraction of the cost.
 */
function markupToText(html: string): string {
  const escaped = sanitizeHtml(boundNesting(html).replace(blockBoundary, ' <$1$2'), textOnly);
  // sanitize-html escapes only these in text, so undoing them yields the decoded text.
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function truncate(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined) return text;
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  if (maxLength <= 1) return characters.slice(0, maxLength).join('');
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}
