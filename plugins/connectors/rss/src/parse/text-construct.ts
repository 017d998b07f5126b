/**
 * Atom text constructs (`title`, `summary`, `content`, in Atom feeds and inside RSS items):
 * Atom 1.0's `type` (text, html, xhtml or a media type) and Atom 0.3's `mode` (xml, escaped,
 * base64), read into HTML or plain text.
 */
import { plainTitle, textToHtml } from './text.ts';
import { innerMarkup, textOf } from './xml-query.ts';
import type { XmlElement } from './xml-tree.ts';

/** How a construct's content is written. */
type Encoding = 'text' | 'html' | 'xhtml' | 'base64-text' | 'base64-html' | 'binary';

/**
 * RFC 4287 §4.1.3.3: a media type that is neither XML nor `text/*` is base64. Atom 0.3 says
 * so with `mode="base64"` and escaped HTML with `mode="escaped"`.
 */
function encodingOf(element: XmlElement): Encoding {
  const type = (element.attributes['type'] ?? 'text').trim().toLowerCase();
  const mode = (element.attributes['mode'] ?? '').trim().toLowerCase();
  const html = type === 'html' || type.includes('html');
  if (mode === 'base64' || !isTextual(type)) {
    if (html) return 'base64-html';
    return type === 'text' || type.startsWith('text/') || type.startsWith('application/octet')
      ? 'base64-text'
      : 'binary';
  }
  if (type === 'xhtml' || type === 'application/xhtml+xml')
    return mode === 'escaped' ? 'html' : 'xhtml';
  if (html || mode === 'escaped') return 'html';
  return 'text';
}

function isTextual(type: string): boolean {
  return (
    ['text', 'html', 'xhtml'].includes(type) ||
    type.startsWith('text/') ||
    /[/+]xml(?:;|$)/.test(type)
  );
}

/** A text construct as HTML (not sanitized). Binary content (an image...) gives ''. */
export function constructHtml(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  switch (encodingOf(element)) {
    case 'html':
      // Escaped HTML is text; HTML a feed left unescaped arrives as elements.
      return innerMarkup(element);
    case 'xhtml':
      return innerMarkup(xhtmlBody(element));
    case 'base64-html':
      return decodeBase64(textOf(element));
    case 'base64-text':
      return textToHtml(decodeBase64(textOf(element)));
    case 'binary':
      return '';
    default:
      return textToHtml(textOf(element));
  }
}

/** A text construct as a plain-text title. */
export function constructTitle(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  const encoding = encodingOf(element);
  if (encoding === 'text') return plainTitle(textOf(element), 'text');
  if (encoding === 'base64-text') return plainTitle(decodeBase64(textOf(element)), 'text');
  return plainTitle(constructHtml(element));
}

/** XHTML content sits in one `div` that is not part of it (Atom 0.3 `mode="xml"` may omit it). */
function xhtmlBody(element: XmlElement): XmlElement {
  const elements = element.children.filter((node) => typeof node !== 'string');
  const only = elements.length === 1 ? elements[0] : undefined;
  return typeof only === 'object' && /(?:^|:)div$/.test(only.name) ? only : element;
}

/** Base64 text (whitespace allowed) as UTF-8; '' when it is not base64. */
function decodeBase64(text: string): string {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return '';
  return Buffer.from(compact, 'base64').toString('utf8');
}
