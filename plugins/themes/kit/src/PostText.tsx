/**
 * A post's text: the one place a theme renders a post's description. The description is the
 * server's sanitized HTML (allowlisted at ingest) and the only markup Chorus renders as HTML;
 * themes use this component instead of rendering it themselves. Players inside it (a feed's
 * embedded video) are drawn after the text as click-to-load videos, never loaded with it.
 */
import { useMemo } from 'react';
import { descriptionEmbeds } from './description-embeds.ts';
import { useTranslator } from './i18n/language.tsx';
import { VideoEmbed } from './VideoEmbed.tsx';
import type { WallPost } from './wall-data.ts';

/** Props of {@link PostText}. */
export interface PostTextProps {
  readonly post: Pick<WallPost, 'description'>;
  /** Class of the text block (`chorus-text` when not given). */
  readonly className?: string;
}

/** The post's sanitized description, as a block, then any video it embedded. */
export function PostText({ post, className = 'chorus-text' }: PostTextProps) {
  const { t } = useTranslator();
  const { html, embeds } = useMemo(() => descriptionEmbeds(post.description), [post.description]);
  const text = <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  if (embeds.length === 0) return text;
  return (
    <>
      {text}
      {embeds.map((embed, index) => (
        <VideoEmbed
          key={`${index}-${embed.src}`}
          media={{
            kind: 'video',
            url: '',
            width: embed.width,
            height: embed.height,
            alt: '',
            originalUrl: null,
            embedUrl: embed.src,
          }}
          title={
            embed.title ||
            (embeds.length > 1 ? t('videoNumbered', { number: index + 1 }) : t('video'))
          }
        />
      ))}
    </>
  );
}
