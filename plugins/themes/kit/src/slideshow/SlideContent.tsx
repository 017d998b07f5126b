import type { ReactNode } from 'react';
import { authorName } from '../format.ts';
import { useTranslator } from '../i18n/language.tsx';
import { safeHttpUrl, safeImageSrc } from '../links.ts';
import { hostedSrcSet } from '../media-sources.ts';
import { postImage } from '../post-image.ts';
import { PostText } from '../PostText.tsx';
import { PostAuthor } from '../PostAuthor.tsx';
import { PostCta } from '../PostCta.tsx';
import { SensitiveMedia, useContentWarning } from '../ContentWarning.tsx';
import type { WallThemeProps } from '../theme-props.ts';
import { isVideo, VideoEmbed } from '../VideoEmbed.tsx';
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
  const { t } = useTranslator();
  const media = post.media[0];
  if (!media) return null;
  if (isVideo(media)) {
    return (
      <div className="chorus-slide-media chorus-slide-media--video">
        <VideoEmbed
          media={media}
          title={post.title || t('postBy', { author: authorName(post.author) })}
          postUrl={safeHttpUrl(post.url)}
          blank={blank}
          sizes="100vw"
          eager
        />
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
          srcSet={hostedSrcSet(src, media.width)}
          sizes="100vw"
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
  return postImage(post, noImages) !== null;
}

/**
 * One post as a slide: media, author block, title (a button that opens the single-post
 * overlay, when the wall has one), text and call to action. The slide themes arrange it with
 * their own CSS.
 */
export function SlideContent({ post, wall, className, media, label }: SlideContentProps) {
  const title = post.title || `Post by ${authorName(post.author)}`;
  const { openPost } = wall;
  const warning = useContentWarning(post);
  return (
    <article className={`chorus-slide-post ${className ?? ''}`} aria-label={title}>
      {!warning.hidden && (
        <SensitiveMedia post={post}>
          {media === undefined ? <SlideMedia post={post} blank={wall.card.noImages} /> : media}
        </SensitiveMedia>
      )}
      <div className="chorus-slide-body">
        {label}
        {warning.notice}
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
        {!warning.hidden && <PostText post={post} className="chorus-slide-text" />}
        <PostCta cta={post.cta} />
        {wall.card.showAuthor && (
          <PostAuthor author={post.author} created={post.created} now={wall.now} />
        )}
      </div>
    </article>
  );
}
