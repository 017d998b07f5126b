import type { MessageRef } from '../messages/index.ts';

/** A post or button URL that does not start with `http` gets `http://` in front; empty → null. */
export function withHttpScheme(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return null;
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** The publish panel's site URL gets `http://` in front when it has no `://`. */
export function siteUrlWithScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.includes('://')) return trimmed;
  return `http://${trimmed}`;
}

/** An RSS URL must be given and start with http:// or https://. */
export function validateRssUrl(url: string | null | undefined): MessageRef | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return { key: 'rssUrlRequired' };
  return /^https?:\/\//i.test(trimmed) ? null : { key: 'rssUrlInvalid' };
}

/**
 * Whether an address names a scheme other than http or https (`javascript:`, `data:`,
 * `vbscript:`, `file:`, `gopher:`...). A value without a scheme is not judged here: the field
 * it belongs to decides what a bare host or path means.
 */
export function hasUnsafeScheme(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme !== null && scheme !== 'http' && scheme !== 'https';
}

/**
 * The scheme an address names, lower-cased without the colon, or null when it names none.
 * Browsers ignore leading spaces and control characters and tabs or line breaks anywhere in a
 * scheme, so they are ignored here too (`java\tscript:` is `javascript:`).
 */
export function urlScheme(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- what browsers skip before and inside a scheme
  const compact = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1] ? match[1].toLowerCase() : null;
}
