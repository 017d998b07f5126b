/**
 * Post shuffle keeps a slow wall alive: when nothing new has arrived for a chosen number of
 * minutes, an older approved post is shown again as if it were new. Pure rules: when a wall
 * is due, and which post comes back.
 */

/** The quiet time an owner may choose, in minutes. */
export const minShuffleIdleMinutes = 1;
/** The longest quiet time, in minutes (a day). */
export const maxShuffleIdleMinutes = 1440;
/** The quiet time a wall starts with, in minutes. */
export const defaultShuffleIdleMinutes = 5;

/** A post that may be shown again. Times are unix seconds. */
export interface ShuffleCandidate {
  readonly id: string;
  /** When it was published (the spec's `created`). */
  readonly createdAt: number;
  /** When shuffle last showed it again; null if never. */
  readonly reshownAt: number | null;
  readonly pinned: boolean;
}

/**
 * Whether a wall with shuffle on is due: nothing new (a new post, or a post shown again) for
 * `idleMinutes` minutes. `lastActivityAt` is null for a wall that never had any.
 */
export function shuffleDue(input: {
  readonly now: number;
  readonly lastActivityAt: number | null;
  readonly idleMinutes: number;
}): boolean {
  if (input.lastActivityAt === null) return true;
  return input.now - input.lastActivityAt >= input.idleMinutes * 60;
}

/**
 * The post to show again: never a pinned one (it stays on top anyway) nor the newest one (it
 * is already first); of the others, the one seen longest ago (shown again longest ago, or
 * never shown again and oldest), then the lowest id. Null when there is no such post.
 */
export function pickShufflePost(candidates: readonly ShuffleCandidate[]): string | null {
  const unpinned = candidates.filter((post) => !post.pinned);
  if (unpinned.length < 2) return null;
  const newest = unpinned.reduce((a, b) => (lastSeen(b) > lastSeen(a) ? b : a));
  let best: ShuffleCandidate | null = null;
  for (const post of unpinned) {
    if (post === newest) continue;
    if (best === null || comesFirst(post, best)) best = post;
  }
  return best?.id ?? null;
}

/** When a post was last put first on the wall. */
function lastSeen(post: ShuffleCandidate): number {
  return Math.max(post.createdAt, post.reshownAt ?? Number.NEGATIVE_INFINITY);
}

function comesFirst(a: ShuffleCandidate, b: ShuffleCandidate): boolean {
  if (lastSeen(a) !== lastSeen(b)) return lastSeen(a) < lastSeen(b);
  return compareIds(a.id, b.id) < 0;
}

function compareIds(a: string, b: string): number {
  return a.length === b.length ? a.localeCompare(b) : a.length - b.length;
}
