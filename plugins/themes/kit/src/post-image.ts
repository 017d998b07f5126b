/** The one post-image picker: which picture of a post a theme shows, if any. */
import type { WallPost } from './wall-data.ts';
import { safeImageSrc } from './links.ts';

/** A post's picture and the safe address to draw it from. */
export type PostImage = WallPost['media'][number] & { readonly src: string };

/**
 * The picture a theme shows for a post: its first media item with a safe address, or null when
 * it has none or the wall hides images (`noimages`).
 */
export function postImage(post: WallPost, noImages = false): PostImage | null {
  if (noImages) return null;
  const media = post.media[0];
  const src = media ? safeImageSrc(media.url) : null;
  return media && src ? { ...media, src } : null;
}
