import type { MouseEvent } from 'react';
import { useCardHeadingTag } from './card-heading.ts';
import { SensitiveMedia, useContentWarning } from './ContentWarning.tsx';
import { authorName } from './format.ts';
import { useTranslator } from './i18n/language.tsx';
import { safeHttpUrl } from './links.ts';
import { PostAuthor } from './PostAuthor.tsx';
import { PostCta } from './PostCta.tsx';
import { PostText } from './PostText.tsx';
import { PostMedia } from './PostMedia.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { isVideo, VideoEmbed } from './VideoEmbed.tsx';
import type { WallPost } from './wall-data.ts';

/** Props of {@link PostCard}. */
export interface PostCardProps {
  readonly post: WallPost;
  /** Unix seconds, for relative times. */
  readonly now: number;
  /** Opens the single-post overlay; without it the card links to the post (`noPopup`). */
  readonly onOpen?: (post: WallPost, opener: HTMLElement) => void;
  /** Shows the author block (the wall's show_author switch). */
  readonly showAuthor?: boolean;
  /** Shows share links (the wall's sharebuttons switch). */
  readonly showShare?: boolean;
  /** `noimages=true`. */
  readonly noImages?: boolean;
  /** Loads the image at once (cards in the first screen). */
  readonly eager?: boolean;
  /** The wall's first card: its image is fetched with `fetchpriority="high"`. */
  readonly priority?: boolean;
}

/**
 * One post on the wall: author, relative time, media in a reserved box, title, text, call to
 * action and share links. Highlighted posts carry `chorus-card--highlight` (double width).
 * The description is the server's sanitized HTML and the only markup rendered as HTML.
 */
export function PostCard(props: PostCardProps) {
  const { post, now, onOpen, showAuthor = true, showShare = true } = props;
  const warning = useContentWarning(post);
  const Title = useCardHeadingTag();
  const media = warning.hidden ? undefined : post.media[0];
  const url = safeHttpUrl(post.url);
  const { t } = useTranslator();
  const label = post.title || t('postBy', { author: authorName(post.author) });
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen) return;
    if ((event.target as Element).closest('a')) return;
    // Focus returns to the card's button when the overlay closes.
    const button = event.currentTarget.querySelector<HTMLElement>('.chorus-open');
    onOpen(post, button ?? event.currentTarget);
  };
  const className = `chorus-card${post.highlight ? ' chorus-card--highlight' : ''}${post.pinned ? ' chorus-card--pinned' : ''}`;
  return (
    <article className={className} data-post-id={post.id} aria-label={label} onClick={open}>
      {showAuthor && <PostAuthor author={post.author} created={post.created} now={now} />}
      {warning.notice}
      {media && (
        <SensitiveMedia post={post}>
          {isVideo(media) ? (
            <VideoEmbed
              media={media}
              title={label}
              postUrl={url}
              blank={props.noImages ?? false}
              eager={props.eager ?? false}
            />
          ) : (
            <PostMedia
              media={media}
              fallbackAlt={post.title || authorName(post.author)}
              blank={props.noImages ?? false}
              eager={props.eager ?? false}
              priority={props.priority ?? false}
            />
          )}
        </SensitiveMedia>
      )}
      {onOpen ? (
        <Title className="chorus-title">
          <button type="button" className="chorus-open">
            {label}
          </button>
        </Title>
      ) : (
        <Title className="chorus-title">
          {url !== null ? (
            <a href={url} target="_blank" rel="noopener noreferrer nofollow">
              {label}
            </a>
          ) : (
            label
          )}
        </Title>
      )}
      {!warning.hidden && <PostText post={post} />}
      <PostCta cta={post.cta} />
      {showShare && url !== null && <ShareLinks url={url} text={post.title} />}
    </article>
  );
}
