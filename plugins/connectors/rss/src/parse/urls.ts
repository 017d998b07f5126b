/** Resolving the relative references feeds are full of. */

/**
 * `reference` made absolute against `base`; null when it is empty or cannot be resolved.
 * Only http(s) results are kept: a feed cannot point a wall at `javascript:` or `file:`.
 */
export function resolveUrl(
  reference: string | null | undefined,
  base: string | null,
): string | null {
  const trimmed = (reference ?? '').trim();
  if (trimmed === '') return null;
  try {
    const url = base === null ? new URL(trimmed) : new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Rewrites relative `href` and `src` attributes of an HTML fragment to absolute URLs, so that
 * links and images keep working on a wall. Absolute and non-http values are left for the
 * sanitizer to judge.
 */
export function absolutizeHtml(html: string, base: string | null): string {
  if (base === null || !/\s(?:href|src)\s*=/i.test(html)) return html;
  return html.replace(
    /(\s(?:href|src)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi,
    (whole, prefix: string, double?: string, single?: string, bare?: string) => {
      const value = double ?? single ?? bare ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(value.trim())) return whole;
      const absolute = resolveUrl(decodeAttribute(value), base);
      return absolute === null
        ? whole
        : `${prefix}"${absolute.replace(/&/g, '&amp;').replace(/"/g, '%22')}"`;
    },
  );
}

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&');
}
