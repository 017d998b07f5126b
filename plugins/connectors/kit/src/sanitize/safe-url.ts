import { embedHosts, linkSchemes } from './policy.ts';

/**
 * Parses an attribute URL the way a browser would (tabs, newlines and surrounding control
 * characters removed, so `jav&#x09;ascript:` is seen as `javascript:`) and returns its
 * normalized form when its scheme is allowed, else `null`. Relative and protocol-relative URLs
 * are refused: a connector resolves them against the feed before sanitizing.
 */
export function safeUrl(value: string | undefined, schemes: readonly string[]): string | null {
  if (value === undefined) return null;
  const cleaned = trimControls(value.replace(/[\t\n\r]/g, ''));
  if (!/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  return schemes.includes(url.protocol) ? url.href : null;
}

/** A link target: http, https or mailto. */
export function safeLinkUrl(value: string | undefined): string | null {
  return safeUrl(value, linkSchemes);
}

/** An image source: http or https only. */
export function safeImageUrl(value: string | undefined): string | null {
  return safeUrl(value, ['http:', 'https:']);
}

/**
 * An embed source: https on a known video or audio host's player path, with no credentials,
 * else `null`.
 */
export function safeEmbedUrl(value: string | undefined): string | null {
  const href = safeUrl(value, ['https:']);
  if (href === null) return null;
  const url = new URL(href);
  const prefix = embedHosts[url.hostname];
  if (prefix === undefined || url.port !== '' || !url.pathname.startsWith(prefix)) return null;
  // A player address never carries credentials; one that does is a disguise.
  if (url.username !== '' || url.password !== '') return null;
  return href;
}

/** What the URL parser strips first: C0 controls and spaces at either end. */
function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}
