/**
 * The wall's analytics beacon (apps/server/src/analytics/routes.ts): a post opened, its call to
 * action or a share link clicked. Sent with navigator.sendBeacon (it survives the page leaving
 * for the CTA's address), as a small JSON text: the post's id and what happened; no cookie, no
 * identifier. It lives in the post
 * overlay's chunk, so the wall's first download does not grow. The server counts it only when
 * the wall has analytics on.
 */

/** What a visitor did in the overlay. */
export type PostEvent = 'open' | 'cta' | 'share';

/** Sends one event of a post (the server finds its wall); never throws. */
export function sendPostEvent(post: string, kind: PostEvent): void {
  if (typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  try {
    navigator.sendBeacon('/api/analytics/events', JSON.stringify({ post, kind }));
  } catch {
    // A beacon refused (a full queue, a policy) loses one count; the wall goes on.
  }
}
