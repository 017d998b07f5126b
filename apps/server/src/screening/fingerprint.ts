/**
 * What the duplicate rule compares: the post's words (folded, without a repost prefix, links,
 * mentions or hashtags' `#`) and its first picture's address, each as a SHA-256.
 */
import { createHash } from 'node:crypto';
import { textOf, type ScreenablePost } from './screen.ts';
import { words } from './text.ts';

/** Posts with fewer words are too short to call a copy ("Wow!" twice is not a repost). */
const minWords = 3;

/** A post's fingerprints; null where it has no text or no picture to compare. */
export interface Fingerprints {
  readonly text: string | null;
  readonly media: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The fingerprints of a post. */
export function fingerprintsOf(post: ScreenablePost): Fingerprints {
  const text = textOf(post)
    .replace(/^\s*(rt|repost|via)\s+@[\w.]+:?/i, ' ')
    .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
    .replace(/@[\w.]+/g, ' ');
  const kept = words(text);
  const image = post.media.find((item) => item.kind === 'image' && item.url);
  return {
    text: kept.length >= minWords ? sha256(kept.join(' ')) : null,
    media: image?.url ? sha256(image.url) : null,
  };
}
