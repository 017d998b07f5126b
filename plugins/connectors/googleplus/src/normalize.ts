/** A Google+ post of the export → the shared post shape. */
import { escapeHtmlText, sanitizePostHtml } from '@chorus/connector-kit';
import type { ArchivePicture, NormalizedPost, Source } from '@chorus/core';
import { takeoutSeconds } from './time.ts';
import type { GoogleplusItem } from './wire.ts';

const isHttp = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * Normalizes one post. Its pictures are those the export held (stored by Chorus, given in
 * `pictures`); Google's picture addresses are not shown, since Google+ is gone. When nothing
 * else is left to show, the first of them stays as the post's link.
 */
export function normalizeGoogleplusItem(
  item: GoogleplusItem,
  source: Source,
  pictures: readonly ArchivePicture[],
): NormalizedPost {
  const { post } = item;
  const parts = [post.content ? sanitizePostHtml(post.content) : ''];
  const reshared = post.resharedPost;
  if (reshared?.content) {
    const by = reshared.author?.displayName;
    parts.push(
      `<blockquote>${by ? `<p>${escapeHtmlText(by)}:</p>` : ''}${sanitizePostHtml(reshared.content)}</blockquote>`,
    );
  }
  const link = post.link ?? reshared?.link;
  if (isHttp(link?.url)) {
    parts.push(
      `<p><a href="${escapeHtmlText(link.url)}">${escapeHtmlText(link.title ?? link.url)}</a></p>`,
    );
  }
  const exported = item.media.filter((entry) => entry.file !== null);
  const media = pictures.map((picture, index) => ({
    kind: 'image' as const,
    url: picture.url,
    width: picture.width,
    height: picture.height,
    alt: exported[index]?.media.description ?? '',
    originalUrl: null,
    embedUrl: null,
  }));
  const deadMedia = item.media.map((entry) => entry.media.url).find(isHttp);
  const url = isHttp(link?.url) ? link.url : media.length === 0 && deadMedia ? deadMedia : null;
  const author = post.author;
  const name = author?.displayName ?? String(source.options['username'] ?? '');
  return {
    externalId: post.resourceName ?? post.url ?? item.entry,
    network: 'googleplus',
    author: {
      name,
      ...(isHttp(author?.profilePageUrl) ? { link: author.profilePageUrl } : {}),
    },
    title: '',
    description: parts.filter(Boolean).join(''),
    url,
    media,
    createdAt: takeoutSeconds(post.creationTime) ?? 0,
    likes: post.plusOnes?.length ?? 0,
    comments: post.comments?.length ?? 0,
    raw: { entry: item.entry, url: post.url ?? null, resourceName: post.resourceName ?? null },
  };
}
