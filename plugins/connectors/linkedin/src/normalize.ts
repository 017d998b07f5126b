/**
 * One LinkedIn post into the shared post shape: its commentary as sanitized text, its
 * pictures (one, several, a video's poster or an article's thumbnail) with their proportions,
 * the article as the post's link when there is no other, and the post's own address.
 */
import type { Media, NormalizedPost } from '@chorus/core';
import { dimensionsFromAspect, htmlToText, sanitizePostHtml } from '@chorus/connector-kit';
import { littleTextToPlain, plainTextToHtml } from './little-text.ts';
import type { LinkedinItem, LinkedinPost, ResolvedPicture } from './wire.ts';

/**
 * LinkedIn gives a picture's proportions, not its pixels: the wall reserves a box of these
 * proportions at the width LinkedIn's feed shows pictures (the media job measures the stored
 * copy).
 */
const nominalWidth = 1200;

/** The post's address on LinkedIn. */
export function postUrlOf(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

function mediaOf(picture: ResolvedPicture, alt: string): Media {
  const size =
    picture.aspectWidth !== null && picture.aspectHeight !== null
      ? dimensionsFromAspect(picture.aspectWidth / picture.aspectHeight, { width: nominalWidth })
      : {};
  return {
    kind: picture.video ? 'video' : 'image',
    url: picture.url,
    width: null,
    height: null,
    ...size,
    alt: htmlToText(alt),
    originalUrl: null,
    embedUrl: null,
  };
}

/** The post's pictures in the order it shows them; a picture LinkedIn no longer has is left out. */
function mediaOfPost(post: LinkedinPost, pictures: LinkedinItem['pictures']): Media[] {
  const content = post.content;
  const wanted: { urn: string; alt: string }[] = [];
  if (content?.media) {
    wanted.push({ urn: content.media.id, alt: content.media.altText ?? content.media.title ?? '' });
  }
  for (const image of content?.multiImage?.images ?? []) {
    wanted.push({ urn: image.id, alt: image.altText ?? '' });
  }
  if (content?.article?.thumbnail) {
    wanted.push({
      urn: content.article.thumbnail,
      alt: content.article.thumbnailAltText ?? content.article.title ?? '',
    });
  }
  return wanted.flatMap(({ urn, alt }) => {
    const picture = pictures[urn];
    return picture ? [mediaOf(picture, alt)] : [];
  });
}

/** The shared article as a link under the text (the sanitizer keeps only http(s) addresses). */
function articleLinkOf(
  article: { source: string; title?: string | undefined } | undefined,
): string {
  if (!article) return '';
  const label = plainTextToHtml(article.title ?? article.source).replace(/^<p>|<\/p>$/g, '');
  return `<p><a href="${article.source.replace(/"/g, '&quot;')}">${label}</a></p>`;
}

/** The post of a wire item; the engine sanitizes again (the sanitizer is idempotent). */
export function normalizeLinkedinItem(item: LinkedinItem): NormalizedPost {
  const { post } = item;
  const article = post.content?.article;
  const text = littleTextToPlain(post.commentary);
  const published = post.publishedAt ?? post.createdAt;
  return {
    externalId: post.id,
    network: 'linkedin',
    author: {
      name: item.authorName,
      ...(item.authorLink ? { link: item.authorLink } : {}),
    },
    title: article?.title ? htmlToText(article.title) : '',
    description: sanitizePostHtml(plainTextToHtml(text) + articleLinkOf(article)),
    url: postUrlOf(post.id),
    media: mediaOfPost(post, item.pictures),
    createdAt: Math.floor(published / 1000),
    likes: 0,
    comments: 0,
  };
}
