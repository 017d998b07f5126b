import sanitizeHtml from 'sanitize-html';
import { boundNesting } from './nesting.ts';
import { droppedWithContent } from './policy.ts';

/** Options of `htmlToText`. */
export interface HtmlToTextOptions {
  /** Longest result in characters, an ellipsis included; no limit when omitted. */
  maxLength?: number;
}

// Where the eye sees a break between words although the markup has none.
const blockBoundary =
  /<(\/?)(p|div|br|hr|li|ul|ol|tr|td|th|h[1-6]|blockquote|pre|figure|figcaption|section|article|header|footer|table|dt|dd|img)\b/gi;

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
  const escaped = sanitizeHtml(boundNesting(html).replace(blockBoundary, ' <$1$2'), textOnly);
  // sanitize-html escapes only these in text, so undoing them yields the decoded text.
  const text = escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return truncate(text, options.maxLength);
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
