/** What a path pattern captured from an address. */
export interface PatternCapture {
  /** One decoded segment per `:name` of the pattern. */
  params: Record<string, string>;
  /** The decoded segments a trailing `*` took (none when the pattern has no `*`). */
  rest: string[];
}

/**
 * Splits a pathname into decoded segments, ignoring empty ones (so `/a//b/` is `a`, `b`).
 * Returns undefined when a segment is not valid percent-encoding.
 */
export function splitPath(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
  return segments;
}

/**
 * Matches path segments against a pattern such as `analytics/:userName` or `test/*`:
 * a literal matches itself, `:name` captures one segment, and a final `*` captures
 * zero or more. The empty pattern matches the root only.
 */
export function matchPattern(
  pattern: string,
  segments: readonly string[],
): PatternCapture | undefined {
  const parts = pattern === '' ? [] : pattern.split('/');
  const capture: PatternCapture = { params: {}, rest: [] };
  for (const [index, part] of parts.entries()) {
    if (part === '*') {
      capture.rest = segments.slice(index);
      return capture;
    }
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) capture.params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return segments.length === parts.length ? capture : undefined;
}
