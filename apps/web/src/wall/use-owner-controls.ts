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
