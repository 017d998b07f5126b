/**
 * A card's height before it is measured: exact for the media box (reserved from the media's
 * width and height, as the kit's PostMedia reserves it), estimated from text length for the
 * rest. The wall measures each card it draws and keeps the measurement; the estimate only
 * places cards that have never been drawn (below the virtualized window).
 */
import type { Media } from '@chorus/core';
import type { WallPost } from '@chorus/theme-kit';
import type { CardMetrics } from './variants.ts';

/** Height / width of a media box: the media's own size, else 4:3 (the kit's PostMedia rule). */
export function mediaBoxRatio(media: Pick<Media, 'width' | 'height'>): number {
  return media.width && media.height ? media.height / media.width : 3 / 4;
}

/** The text of sanitized HTML, roughly: tags dropped, entities counted as one character. */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

function lines(chars: number, lineWidth: number, charWidth: number): number {
  if (chars === 0) return 0;
  const perLine = Math.max(1, Math.floor(lineWidth / charWidth));
  return Math.ceil(chars / perLine);
}

/** What the card shows, beside the post. */
export interface CardShown {
  readonly showAuthor: boolean;
  readonly showShare: boolean;
  readonly expand: boolean;
}

/** The media box height of a post's card at `width`, or 0 without media. */
export function mediaBoxHeight(post: WallPost, width: number, metrics: CardMetrics): number {
  const media = post.media[0];
  if (!media) return 0;
  const boxWidth = metrics.mediaBleed ? width : width - metrics.padding * 2;
  return boxWidth * (metrics.mediaRatio ?? mediaBoxRatio(media));
}

/** The estimated height of a post's card at `width`, in px. */
export function estimateCardHeight(
  post: WallPost,
  width: number,
  metrics: CardMetrics,
  shown: CardShown,
): number {
  const inner = Math.max(1, width - metrics.padding * 2);
  const blocks: number[] = [];
  if (shown.showAuthor) blocks.push(metrics.author);
  if (post.media[0]) blocks.push(mediaBoxHeight(post, width, metrics));
  const title = post.title.length > 0 ? post.title.length : 20;
  blocks.push(lines(title, inner, metrics.titleChar) * metrics.titleLine);
  const textLines = lines(plainTextLength(post.description), inner, metrics.textChar);
  blocks.push(
    Math.min(textLines, shown.expand ? Infinity : metrics.maxTextLines) * metrics.textLine,
  );
  if (post.cta?.url) blocks.push(34);
  if (shown.showShare && post.url) blocks.push(20);
  const gaps = Math.max(0, blocks.length - 1) * metrics.gap;
  return Math.round(metrics.padding * 2 + gaps + blocks.reduce((sum, block) => sum + block, 0));
}
