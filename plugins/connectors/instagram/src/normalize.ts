/**
 * One Instagram media object into the shared post shape: the caption as text with its hashtags
 * and @mentions linked, the permalink, the author's handle (hashtag media carry none), the time,
 * and the pictures: an image as itself, a video as its poster (`thumbnail_url`) with the file
 * (`media_url`) as the original and Instagram's embed as the player, a carousel album as one
 * medium per child. Instagram's media addresses expire within days: every picture is a
 * network URL the server's media job re-hosts (docs/operations.md "Media").
 */
import type { Media, NormalizedPost } from '@chorus/core';
import { sanitizePostHtml } from '@chorus/connector-kit';
import { instagramChildSchema, type InstagramChild, type InstagramItem } from './wire.ts';

/** Instagram's web address; permalinks and profile links are built on it. */
export const instagramWeb = 'https://www.instagram.com';

/** HTML-escapes plain text. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

// Hashtags and @mentions in a caption; a mention is 1-30 of letters, digits, `.` and `_`.
const tokenPattern = /(^|[^\p{L}\p{N}_@#.])([#@])([\p{L}\p{N}_.]{1,100})/gu;

/** A caption as HTML: escaped, line breaks kept, hashtags and @mentions linked. */
export function captionToHtml(caption: string): string {
  const linked = escapeHtml(caption).replace(
    tokenPattern,
    (_match, before: string, sign: string, word: string) => {
      const trimmed = sign === '@' ? word.replace(/\.+$/, '') : (word.split('.')[0] ?? '');
      if (trimmed === '') return `${before}${sign}${word}`;
      const rest = word.slice(trimmed.length);
      const href =
        sign === '#'
          ? `${instagramWeb}/explore/tags/${encodeURIComponent(trimmed)}/`
          : `${instagramWeb}/${encodeURIComponent(trimmed)}/`;
      return `${before}<a href="${href}">${sign}${trimmed}</a>${rest}`;
    },
  );
  const paragraphs = linked
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return paragraphs.map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`).join('');
}

/** Instagram's embed player for a post, from its permalink (`/p/<code>/`, `/reel/<code>/`). */
export function embedUrlOf(permalink: string | undefined): string | null {
  if (!permalink) return null;
  const match = /^https:\/\/www\.instagram\.com\/(p|reel|tv)\/([A-Za-z0-9_-]+)\/?/.exec(permalink);
  return match ? `${instagramWeb}/${match[1] ?? 'p'}/${match[2] ?? ''}/embed/` : null;
}

/** Graph timestamps read `2026-11-20T18:03:52+0000`; `Date.parse` wants `+00:00`. */
export function parseGraphTime(value: string): number | null {
  const iso = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(iso);
  return Number.isFinite(time) && time > 0 ? Math.floor(time / 1000) : null;
}

/** One picture or video; `null` when Instagram withheld the file and there is no poster. */
function mediumOf(
  part: Pick<InstagramChild, 'media_type' | 'media_url' | 'thumbnail_url'>,
  alt: string,
  embedUrl: string | null,
): Media | null {
  if (part.media_type === 'VIDEO') {
    const poster = part.thumbnail_url;
    if (!poster) return null;
    return {
      kind: 'video',
      url: poster,
      width: null,
      height: null,
      alt,
      originalUrl: part.media_url ?? null,
      embedUrl,
    };
  }
  if (!part.media_url) return null;
  return {
    kind: 'image',
    url: part.media_url,
    width: null,
    height: null,
    alt,
    originalUrl: null,
    embedUrl: null,
  };
}

/** The pictures of a media object: a carousel album's children, each as one medium. */
export function mediaOf(item: InstagramItem): Media[] {
  const { media } = item;
  const alt = (media.caption ?? '').slice(0, 200);
  if (media.media_type === 'CAROUSEL_ALBUM') {
    const children = media.children?.data ?? [];
    const parsed = children
      .map((child) => instagramChildSchema.safeParse(child))
      .filter((result) => result.success)
      .map((result) => result.data);
    // A child video plays in the album's embed, at its own position.
    const embed = embedUrlOf(media.permalink);
    const found = parsed
      .map((child) => mediumOf(child, alt, child.media_type === 'VIDEO' ? embed : null))
      .filter((medium): medium is Media => medium !== null);
    if (found.length > 0) return found;
    // An album whose children were not sent: its cover, when there is one.
    const cover = mediumOf({ media_type: 'IMAGE', media_url: media.media_url }, alt, null);
    return cover ? [cover] : [];
  }
  const medium = mediumOf(
    media,
    alt,
    media.media_type === 'VIDEO' ? embedUrlOf(media.permalink) : null,
  );
  return medium ? [medium] : [];
}

/** The post of a media object; the engine sanitizes again (the sanitizer is idempotent). */
export function normalizeInstagramItem(item: InstagramItem): NormalizedPost {
  const { media } = item;
  const created = parseGraphTime(media.timestamp);
  const username = media.username;
  return {
    externalId: media.id,
    network: 'instagram',
    author: username
      ? { name: username, username, link: `${instagramWeb}/${encodeURIComponent(username)}/` }
      : {},
    title: '',
    description: sanitizePostHtml(captionToHtml(media.caption ?? '')),
    url: media.permalink ?? null,
    media: mediaOf(item),
    createdAt: created ?? 0,
    ...(created === null ? { createdEstimated: true } : {}),
    likes: media.like_count ?? 0,
    comments: media.comments_count ?? 0,
  };
}
