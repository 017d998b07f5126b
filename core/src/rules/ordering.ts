import type { Post } from '../domain/index.ts';
import { legacyPinMultiplier } from './constants.ts';

type Orderable = Pick<Post, 'createdAt' | 'pinnedAt'>;

/** A post is pinned when it has a pin time, or (legacy data) a creation time in the future. */
export function isPinned(post: Orderable, nowSeconds: number): boolean {
  return post.pinnedAt !== null || post.createdAt > nowSeconds;
}

/**
 * The wall order: pinned posts first (most recently pinned on top), then everything else
 * newest first. Returns a comparator for `Array.prototype.sort`.
 */
export function wallOrder(nowSeconds: number): (a: Orderable, b: Orderable) => number {
  return (a, b) => {
    const aPinned = isPinned(a, nowSeconds);
    const bPinned = isPinned(b, nowSeconds);
    if (aPinned !== bPinned) return aPinned ? -1 : 1;
    if (aPinned) {
      const byPin = (b.pinnedAt ?? b.createdAt) - (a.pinnedAt ?? a.createdAt);
      if (byPin !== 0) return byPin;
    }
    return b.createdAt - a.createdAt;
  };
}

/**
 * Reads a legacy `created` (pinned posts stored created × 10) into our model: the real
 * creation time and, when pinned, a pin time. Legacy data carries no pin time, so the
 * original creation time stands in for it.
 */
export function fromLegacyCreated(
  created: number,
  nowSeconds: number,
): Pick<Post, 'createdAt' | 'pinnedAt'> {
  if (created <= nowSeconds) return { createdAt: created, pinnedAt: null };
  const createdAt = Math.floor(created / legacyPinMultiplier);
  return { createdAt, pinnedAt: createdAt };
}

/** The legacy `created` the spec's API showed for a post: pinned posts × 10. */
export function toLegacyCreated(post: Orderable): number {
  return post.pinnedAt === null ? post.createdAt : post.createdAt * legacyPinMultiplier;
}
