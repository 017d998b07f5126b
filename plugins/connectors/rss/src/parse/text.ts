/** Turning feed text constructs into a plain-text title or an HTML body. */
import { htmlToText, plainTextToHtml } from '@chorus/connector-kit';

/**
 * A title as plain text. RSS titles are often HTML-escaped twice (`&amp;amp;`, `&lt;b&gt;`), so
 * unless the feed says it is plain text, markup is removed and entities decoded.
 */
export function plainTitle(text: string, kind: 'html' | 'text' = 'html'): string {
  // No wall shows more of a title; the bound keeps a hostile one from costing seconds.
  const source = text.slice(0, 4000);
  // Most titles hold no markup and no entity: skip the HTML parser for them.
  const plain = kind === 'html' && /[<&]/.test(source) ? htmlToText(source) : source;
  return plain.replace(/\s+/g, ' ').trim();
}

/**
 * Plain text as HTML (the kit's rule: escaped, blank lines as paragraphs, single line breaks
 * kept, bare addresses linked).
 */
export const textToHtml = plainTextToHtml;

/** Text that may hold markup or entities, as plain text. */
export function plainText(text: string): string {
  return plainTitle(text, 'html');
}

/**
 * The name in an RSS `author` value: `jo@example.com (Jo Bloggs)`, `Jo Bloggs (jo@...)` or
 * `Jo Bloggs <jo@...>`; never the address.
 */
export function personName(value: string): string | null {
  // Names are short; the bound keeps the patterns below cheap on a hostile value.
  const trimmed = value.trim().slice(0, 256);
  const inParentheses = /^([^(]*)\(([^)]+)\)\s*$/.exec(trimmed);
  if (inParentheses?.[2]) {
    const [outside, inside] = [inParentheses[1]?.trim() ?? '', inParentheses[2].trim()];
    return isAddress(inside) ? personName(outside) : inside;
  }
  const beforeAddress = /^([^<]+)<[^>]*>\s*$/.exec(trimmed);
  if (beforeAddress?.[1]) return beforeAddress[1].replace(/^["']|["']$/g, '').trim();
  // A bare address: a wall does not show e-mail addresses.
  if (isAddress(trimmed)) return null;
  return trimmed === '' ? null : trimmed;
}

/** Whether a value is an e-mail address (with or without `mailto:`), not a name. */
function isAddress(value: string): boolean {
  return /^\S+@\S+$/.test(value);
}
