/** One Graph post into the shared post shape. */
import type { Media, NormalizedPost } from '@chorus/core';
import {
  dimensionsOf,
  htmlToText,
  plainTextToHtml,
  safeImageUrl,
  safeLinkUrl,
  sanitizePostHtml,
} from '@chorus/connector-kit';
import type { z } from 'zod';
import { graphTime, type attachmentSchema, type FacebookItem } from './wire.ts';

type Attachment = z.output<typeof attachmentSchema>;

/** Most pictures kept of one post (an album may hold hundreds). */
export const maxMediaPerPost = 10;

const videoTypes = /^video/;

/** The media of one attachment: its picture, a video's poster. Shared links keep no picture. */
function mediaOf(attachment: Attachment): Media[] {
  const image = attachment.media?.image;
  const url = safeImageUrl(image?.src);
  if (!url) return [];
  const isVideo =
    videoTypes.test(attachment.type ?? '') ||
    attachment.media_type === 'video' ||
    !!attachment.media?.source;
  return [
    {
      kind: isVideo ? 'video' : 'image',
      url,
      ...dimensionsOf(image?.width, image?.height),
      alt: htmlToText(attachment.description ?? attachment.title ?? ''),
      originalUrl: null,
      embedUrl: null,
    },
  ];
}

/**
 * The pictures of a post: an album's sub-attachments as several media, else each attachment's
 * picture, else `full_picture`. A shared link's preview is not the post's own picture, unless
 * it is all there is.
 */
function mediaOfPost(item: FacebookItem): Media[] {
  const media: Media[] = [];
  for (const attachment of item.attachments?.data ?? []) {
    const album = attachment.subattachments?.data ?? [];
    if (album.length > 0) media.push(...album.flatMap(mediaOf));
    else if (attachment.type !== 'share') media.push(...mediaOf(attachment));
  }
  if (media.length === 0) {
    const picture = safeImageUrl(item.full_picture);
    if (picture) {
      media.push({
        kind: 'image',
        url: picture,
        width: null,
        height: null,
        alt: '',
        originalUrl: null,
        embedUrl: null,
      });
    }
  }
  const unique = new Map(media.map((entry) => [entry.url, entry]));
  return [...unique.values()].slice(0, maxMediaPerPost);
}

/** The post's text: its message, else the story Facebook wrote ("X shared a memory"). */
function descriptionOf(item: FacebookItem): string {
  const text = item.message ?? item.story ?? '';
  const link = (item.attachments?.data ?? []).find((attachment) => attachment.type === 'share');
  const linkUrl = safeLinkUrl(link?.target?.url ?? link?.url);
  const linked =
    linkUrl && !text.includes(linkUrl) && link?.title
      ? `${text}\n\n${link.title} ${linkUrl}`
      : text;
  return sanitizePostHtml(plainTextToHtml(linked));
}

/** Whether a post has nothing to show: no text and no picture (a removed shell). */
export function isEmptyPost(post: NormalizedPost): boolean {
  return post.description === '' && post.media.length === 0;
}

/** The post of a Graph item; the engine sanitizes again (the sanitizer is idempotent). */
export function normalizeFacebookItem(item: FacebookItem): NormalizedPost {
  const created = graphTime(item.created_time);
  const from = item.from;
  const picture = from?.picture?.data.is_silhouette
    ? undefined
    : safeImageUrl(from?.picture?.data.url);
  return {
    externalId: item.id,
    network: 'facebook',
    author: {
      ...(from?.name ? { name: from.name } : {}),
      ...(from ? { link: `https://www.facebook.com/${encodeURIComponent(from.id)}` } : {}),
      ...(picture ? { picture } : {}),
    },
    title: '',
    description: descriptionOf(item),
    url:
      safeLinkUrl(item.permalink_url) ?? `https://www.facebook.com/${encodeURIComponent(item.id)}`,
    media: mediaOfPost(item),
    createdAt: Math.floor(created / 1000),
    likes: 0,
    comments: 0,
  };
}
