/** Where a post lives on the web: https://bsky.app/profile/<handle>/post/<rkey>. */
const webApp = 'https://bsky.app';

/** The record key of an `at://did/collection/rkey` address (its last segment). */
export function rkeyOf(atUri: string): string {
  return atUri.slice(atUri.lastIndexOf('/') + 1);
}

/** The bsky.app address of a post, by its author's handle (or DID) and its at:// address. */
export function permalinkOf(atUri: string, handle: string): string {
  return `${webApp}/profile/${encodeURIComponent(handle)}/post/${encodeURIComponent(rkeyOf(atUri))}`;
}

/** The bsky.app address of a profile. */
export function profileLinkOf(handle: string): string {
  return `${webApp}/profile/${encodeURIComponent(handle)}`;
}
