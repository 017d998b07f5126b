/**
 * The swipe of the one-at-a-time moderation view as pure reading of a drag: how far the card
 * went, whether that already says something (the hint), and whether letting go decides. A
 * drag that is mostly vertical is a scroll, never a decision.
 */

/** Which way a drag points: right approves (or keeps), left rejects. */
export type SwipeDirection = 'right' | 'left';

/** The least distance (px) that decides, whatever the card's width. */
export const minSwipeDistance = 80;

/** How far a drag must go to decide on a card `width` px wide: a quarter of it, 80 px at least. */
export function swipeThreshold(width: number): number {
  return Math.max(minSwipeDistance, width / 4);
}

/** Whether a drag of `dx`, `dy` is sideways enough to be a swipe rather than a scroll. */
function sideways(dx: number, dy: number): boolean {
  return Math.abs(dx) > Math.abs(dy) * 1.5;
}

/** The direction a drag decides when let go, or null (too short, or a scroll). */
export function swipeDecision(dx: number, dy: number, width: number): SwipeDirection | null {
  if (!sideways(dx, dy) || Math.abs(dx) < swipeThreshold(width)) return null;
  return dx > 0 ? 'right' : 'left';
}

/**
 * The direction a drag under way shows as a hint (a third of the way to deciding), or null;
 * `armed` when letting go now would decide.
 */
export function swipeHint(
  dx: number,
  dy: number,
  width: number,
): { readonly direction: SwipeDirection; readonly armed: boolean } | null {
  if (!sideways(dx, dy) || Math.abs(dx) < swipeThreshold(width) / 3) return null;
  return { direction: dx > 0 ? 'right' : 'left', armed: swipeDecision(dx, dy, width) !== null };
}

/** The index shown for `current` in `ids`: its place, else the first post's. */
export function shownIndex(ids: readonly string[], current: string | null): number {
  const index = current === null ? -1 : ids.indexOf(current);
  return index < 0 ? 0 : index;
}
