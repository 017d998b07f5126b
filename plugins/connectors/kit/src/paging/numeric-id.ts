/**
 * Compares decimal ids too large for a JavaScript number (X snowflakes, Mastodon ids) by value:
 * negative when `a` is older, positive when newer, 0 when equal.
 */
export function compareNumericIds(a: string, b: string): number {
  const left = a.replace(/^0+(?=\d)/, '');
  const right = b.replace(/^0+(?=\d)/, '');
  if (left.length !== right.length) return left.length - right.length;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The newest of some decimal ids, e.g. the `since_id` to store after a page of tweets; the
 * previous value is kept when nothing newer came. Non-numeric ids are ignored.
 */
export function newestNumericId(
  ids: Iterable<string>,
  previous: string | null = null,
): string | null {
  let newest = previous !== null && /^\d+$/.test(previous) ? previous : null;
  for (const id of ids) {
    if (!/^\d+$/.test(id)) continue;
    if (newest === null || compareNumericIds(id, newest) > 0) newest = id;
  }
  return newest;
}
