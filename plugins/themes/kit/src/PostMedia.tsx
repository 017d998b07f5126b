import type { Media } from '@chorus/core';
import { safeImageSrc } from './links.ts';

/** Props of {@link PostMedia}. */
export interface PostMediaProps {
  readonly media: Media;
  /** Alternative text when the media has none: the post's title or author. */
  readonly fallbackAlt: string;
  /** `noimages=true`: the box stays, blank. */
  readonly blank?: boolean;
  /** Loads at once (the first cards) instead of lazily. */
  readonly eager?: boolean;
}

/**
 * A post's image, its box reserved from width and height with `aspect-ratio`, so the wall
 * does not move when the image arrives. Media without a size get a 4:3 box.
 */
export function PostMedia({ media, fallbackAlt, blank = false, eager = false }: PostMediaProps) {
  const src = safeImageSrc(media.url);
  if (src === null) return null;
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : '4 / 3';
  return (
    <div className="chorus-media" style={{ aspectRatio: ratio }}>
      {!blank && (
        <img
          src={src}
          alt={media.alt || fallbackAlt}
          width={media.width ?? undefined}
          height={media.height ?? undefined}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
    </div>
  );
}
