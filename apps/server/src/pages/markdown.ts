/**
 * An operator's Markdown page as HTML: `marked` (CommonMark and GitHub tables) turns it into
 * HTML, then `sanitize-html` keeps only document markup (headings, paragraphs, lists, tables,
 * quotes, code, links, pictures) with http(s), mailto and same-site addresses. Raw HTML in the
 * file is Markdown's right, but a script, a style, a frame or an event handler never reaches
 * the page. The engine's post sanitizer (connector kit) is not used: it folds headings for
 * cards and sends every link to a new tab, which a page of the site should not do.
 */
import { Marked, type Token } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'em', 'strong', 'del', 's', 'sup', 'sub', 'kbd'],
    ...['a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'abbr'],
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['scope', 'align'],
    td: ['align'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** The plain text of inline tokens (a heading's), without markup or raw HTML. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html') return '';
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token ? token.text : '';
    })
    .join('');
}

/** A Markdown page, rendered and sanitized, with its title. */
export interface MarkdownPage {
  /** The text of the first heading; null when it has none. */
  readonly title: string | null;
  /** Sanitized HTML. */
  readonly html: string;
}

/** Renders and sanitizes a Markdown page; its title is its first heading's text. */
export function renderMarkdownPage(source: string): MarkdownPage {
  const tokens = markdown.lexer(source);
  const heading = tokens.find((token) => token.type === 'heading');
  const title = heading && 'tokens' in heading ? plainText(heading.tokens ?? []).trim() : '';
  const html = sanitizeHtml(markdown.parser(tokens), sanitizeOptions);
  return { title: title === '' ? null : title, html };
}
