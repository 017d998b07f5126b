/** Column math of the waterfall: deterministic, so the server and the client agree. */
import type { WallPost } from '@chorus/theme-kit';

/** How many columns of `postWidth + padding` fit `width` (at least one). */
export function waterfallColumnCount(width: number, postWidth: number, padding: number): number {
  const step = Math.max(1, postWidth + padding);
  return Math.max(1, Math.floor((width - padding) / step));
}

/** Deals the posts round-robin into `columns` columns, newest first in the first row. */
export function waterfallColumns<T extends Pick<WallPost, 'id'>>(
  posts: readonly T[],
  columns: number,
): T[][] {
  const result: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  posts.forEach((post, index) => result[index % result.length]!.push(post));
  return result;
}
