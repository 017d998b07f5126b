/** One Reddit post into the shared post shape. */
import type { Media, NormalizedPost } from '@chorus/core';
import { dimensionsOf, sanitizePostHtml } from '@chorus/connector-kit';
import type { RedditItem } from './wire.ts';

/** Reddit's JSON escapes `&`, `<` and `>` in HTML and URLs (unless `raw_json=1`). */
export function unescapeReddit(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

const image = (url: string, width: unknown, height: unknown, alt: string): Media => ({
  kind: 'image',
  url: unescapeReddit(url),
  ...dimensionsOf(width, height),
  alt,
  originalUrl: null,
  embedUrl: null,
});

/** A gallery's pictures in its order, with their captions as alt text. */
function galleryMedia(post: RedditItem): Media[] {
  const metadata = post.media_metadata ?? {};
  return (post.gallery_data?.items ?? []).flatMap((entry) => {
    const size = metadata[entry.media_id]?.s;
    const url = size?.u ?? size?.gif;
    return size && url ? [image(url, size.x, size.y, entry.caption ?? post.title)] : [];
  });
}

/** The preview picture of a link or image post, sized. */
function previewMedia(post: RedditItem): Media[] {
  const source = post.preview?.images[0]?.source;
  return source ? [image(source.url, source.width, source.height, post.title)] : [];
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The post of a wire item: the title, the self-text (Reddit's HTML, sanitized) or the link a
 * link post points to, a gallery's pictures or the preview picture, the author and the
 * reddit.com permalink. Its identity is the fullname (`t3_…`).
 */
export function normalizeRedditItem(item: RedditItem): NormalizedPost {
  const body = item.selftext_html ? sanitizePostHtml(unescapeReddit(item.selftext_html)) : '';
  const link = item.url ? unescapeReddit(item.url) : '';
  const linkHtml =
    !item.is_self && link !== '' && !item.is_gallery
      ? `<p><a href="${escapeText(link).replaceAll('"', '&quot;')}">${escapeText(link)}</a></p>`
      : '';
  const gallery = galleryMedia(item);
  return {
    externalId: item.name,
    network: 'reddit',
    author: {
      name: item.author,
      username: item.author,
      link: `https://www.reddit.com/user/${encodeURIComponent(item.author)}`,
    },
    title: unescapeReddit(item.title),
    description: sanitizePostHtml(body + linkHtml),
    url: `https://www.reddit.com${item.permalink}`,
    media: gallery.length > 0 ? gallery : previewMedia(item),
    createdAt: Math.floor(item.created_utc),
    likes: item.score,
    comments: item.num_comments,
  };
}
