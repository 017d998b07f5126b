/**
 * Why each shown pending post is held by a screening rule: asked again whenever the set of
 * shown pending posts changes. A failure shows no reasons (the posts are still listed).
 */
import { useEffect, useState } from 'react';
import type { ModerationPost, ModerationScope } from './moderation-api.ts';
import { loadHeldReasons, type HeldReason } from './screening-api.ts';

const none: ReadonlyMap<string, HeldReason> = new Map();

/** Held reasons by post id, for the private tab; empty on the public one. */
export function useHeldReasons(
  scope: ModerationScope,
  posts: readonly ModerationPost[],
): ReadonlyMap<string, HeldReason> {
  const [held, setHeld] = useState(none);
  const { userName, wlToken, feed } = scope;
  const pendingKey = posts
    .filter((post) => post.state === 'pending')
    .map((post) => post.id)
    .join(',');

  useEffect(() => {
    if (feed !== 'private' || pendingKey === '') {
      setHeld(none);
      return;
    }
    let live = true;
    loadHeldReasons({ userName, wlToken })
      .then((reasons) => live && setHeld(reasons))
      .catch(() => live && setHeld(none));
    return () => {
      live = false;
    };
  }, [userName, wlToken, feed, pendingKey]);
  return held;
}
