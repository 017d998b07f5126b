import type { ReactNode } from 'react';
import { authorName } from '../format.ts';
import { overlayEmbedUrl, safeImageSrc } from '../links.ts';
import { PostAuthor } from '../PostAuthor.tsx';
import { PostCta } from '../PostCta.tsx';
import type { WallThemeProps } from '../theme-props.ts';
import type { WallPost } from '../wall-data.ts';

/** Props of {@link SlideContent}. */
export interface SlideContentProps {
  readonly post: WallPost;
  /** The wall's props: time, card switches, the overlay opener. */
  readonly wall: Pick<WallThemeProps, 'now' | 'card' | 'openPost'>;
  /** The theme's class for this slide, e.g. `chorus-qa-question`. */
  readonly className?: string;
  /**
   * What stands for the post's media: omitted, the post's image or embedded video; null, none
   * (the theme draws it elsewhere, as Ken Burns does on its canvas).
   */
  readonly media?: ReactNode;
  /** Shown above the title, e.g. the Q&A's "Question" label. */
  readonly label?: ReactNode;
}

/** The image or embedded video of a slide, or null. */
export function SlideMedia({ post, blank }: { readonly post: WallPost; readonly blank: boolean }) {
  const media = post.media[0];
  if (!media) return null;
  const embed = overlayEmbedUrl(media);
  if (embed !== null) {
    return (
      <div className="chorus-slide-media chorus-slide-media--video">
        <iframe src={embed} title={post.title || authorName(post.author)} allow="fullscreen" />
      </div>
    );
  }
  const src = safeImageSrc(media.url);
  if (src === null) return null;
  return (
    <div className="chorus-slide-media">
      {!blank && (
        <img
          src={src}
          alt={media.alt || post.title || authorName(post.author)}
          width={media.width ?? undefined}
          height={media.height ?? undefined}
        />
      )}
    </div>
  );
}

/** Whether a post has a picture to show (not blanked by `noimages`). */
export function hasSlideImage(post: WallPost, noImages: boolean): boolean {
  const media = post.media[0];
  return !noImages && media !== undefined && safeImageSrc(media.url) !== null;
}

/**
 * One post as a slide: media, author block, title (a button that opens the single-post
 * overlay, when the wall has one), text and call to action. The slide themes arrange it with
 * their own CSS.
 */
export function SlideContent({ post, wall, className, media, label }: SlideContentProps) {
  const title = post.title || `Post by ${authorName(post.author)}`;
  const { openPost } = wall;
  return (
    <article className={`chorus-slide-post ${className ?? ''}`} aria-label={title}>
      {media === undefined ? <SlideMedia post={post} blank={wall.card.noImages} /> : media}
      <div className="chorus-slide-body">
        {label}
        <h2 className="chorus-slide-title">
          {openPost ? (
            <button
              type="button"
              className="chorus-open"
              onClick={(event) => openPost(post, event.currentTarget)}
            >
              {title}
            </button>
          ) : (
            title
          )}
        </h2>
        <div className="chorus-slide-text" dangerouslySetInnerHTML={{ __html: post.description }} />
        <PostCta cta={post.cta} />
        {wall.card.showAuthor && (
          <PostAuthor author={post.author} created={post.created} now={wall.now} />
        )}
      </div>
    </article>
  );
}
