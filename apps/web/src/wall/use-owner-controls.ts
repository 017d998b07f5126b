/**
 * Whether the viewer is the signed-in owner of the wall, who gets the full slideshow controls.
 * Asked only when the theme has slideshow controls, so other walls make no extra request.
 */
import { useEffect, useState } from 'react';

/** The part of `GET /api/user/current` this reads. */
interface CurrentUser {
  readonly account?: { readonly id?: unknown };
}

/** True once `/api/user/current` names the wall's owner; false for visitors and on errors. */
export function useSignedInOwner(wallOwnerId: number | undefined, ask: boolean): boolean {
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    setOwner(false);
    if (!ask || wallOwnerId === undefined) return;
    const controller = new AbortController();
    fetch('/api/user/current', {
      signal: controller.signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<CurrentUser>) : null))
      .then((body) => setOwner(body?.account?.id === wallOwnerId))
      .catch(() => undefined);
    return () => controller.abort();
  }, [wallOwnerId, ask]);
  return owner;
}

/**
 * How many pending posts the wall has (0 to 2 is all the spec's rule needs), asked of
 * `GET /api/hypes/{user}?feed=private` only when `ask`: the owner's preview of an empty wall.
 * A refusal (no moderation rights, or a plan without private posts) counts as none. Null until
 * known, so the empty message does not flicker from one text to the other.
 */
export function usePrivatePostCount(userName: string, ask: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    setCount(null);
    if (!ask) return;
    const controller = new AbortController();
    fetch(`/api/hypes/${encodeURIComponent(userName)}?feed=private&limit=2`, {
      signal: controller.signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ posts?: unknown[] }>) : null,
      )
      .then((body) => setCount(Array.isArray(body?.posts) ? body.posts.length : 0))
      .catch(() => {
        if (!controller.signal.aborted) setCount(0);
      });
    return () => controller.abort();
  }, [userName, ask]);
  return count;
}
