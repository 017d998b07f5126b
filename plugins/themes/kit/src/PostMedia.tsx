import type { Media } from '@chorus/core';
import type { ReactNode } from 'react';
import { safeImageSrc } from './links.ts';
import { hostedSrcSet, placeholderDataUrl, usePlaceholderDecoder } from './media-sources.ts';

/** Props of {@link PostMedia}. */
export interface PostMediaProps {
  readonly media: Media;
  /** Alternative text when the media has none: the post's title or author. */
  readonly fallbackAlt: string;
  /** `noimages=true`: the box stays, blank. */
  readonly blank?: boolean;
  /** Loads at once (the first cards) instead of lazily. */
  readonly eager?: boolean;
  /** The page's first image: fetched with `fetchpriority="high"`. */
  readonly priority?: boolean;
  /**
   * How wide the picture is drawn (the `sizes` attribute): a card's width, `100vw` on a full
   * screen. The default suits cards: the screen's width on a phone, else 600 px.
   */
  readonly sizes?: string;
  /** A class added to the box's, e.g. `chorus-video`. */
  readonly className?: string;
  /** Drawn in the box over the picture (a video's play button). */
  readonly children?: ReactNode;
}

/** The default `sizes` of {@link PostMedia}. */
export const defaultMediaSizes = '(max-width: 600px) 100vw, 600px';

/**
 * A post's image, its box reserved from width and height with `aspect-ratio`, so the wall
 * does not move when the image arrives. Media without a size get a 4:3 box. A picture Chorus
 * re-hosted gets a `srcset` of the widths the server renders, and its placeholder drawn in the
 * box until the picture covers it.
 */
export function PostMedia({
  media,
  fallbackAlt,
  blank = false,
  eager = false,
  priority = false,
  sizes = defaultMediaSizes,
  className,
  children,
}: PostMediaProps) {
  // Draws again with the placeholder once the decoder has arrived (media-sources.ts).
  usePlaceholderDecoder();
  const src = safeImageSrc(media.url);
  if (src === null) return null;
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : '4 / 3';
  const srcSet = hostedSrcSet(src, media.width);
  const placeholder = blank ? undefined : placeholderDataUrl(media.placeholder);
  return (
    <div
      className={className ? `chorus-media ${className}` : 'chorus-media'}
      style={{
        aspectRatio: ratio,
        ...(placeholder
          ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' }
          : {}),
      }}
    >
      {!blank && (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={media.alt || fallbackAlt}
          width={media.width ?? undefined}
          height={media.height ?? undefined}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      )}
      {children}
    </div>
  );
}
