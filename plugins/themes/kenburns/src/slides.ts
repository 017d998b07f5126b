/** Which posts a Ken Burns show runs over. */
import { hasSlideImage, type WallPost } from '@chorus/theme-kit';

/**
 * Every post, or with `imagesOnly` those with an image — unless none has one, so a wall of
 * text posts never shows an empty screen.
 */
export function kenBurnsSlides(
  posts: readonly WallPost[],
  imagesOnly: boolean,
  noImages: boolean,
): readonly WallPost[] {
  if (!imagesOnly) return posts;
  const pictures = posts.filter((post) => hasSlideImage(post, noImages));
  return pictures.length > 0 ? pictures : posts;
}
