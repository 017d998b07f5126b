/** One FeedItem into the shared post shape. */
import type { Media, NormalizedPost } from '@chorus/core';
import { sanitizePostHtml } from '@chorus/connector-kit';
import type { FeedItem } from './feed-item.ts';

/**
 * The post of a feed entry. Feeds have no likes or comments. The description is the entry's
 * HTML through the kit's sanitizer (the crawl engine sanitizes again; it is idempotent).
 */
export function normalizeFeedItem(item: FeedItem): NormalizedPost {
  const { name, link, picture } = item.author;
  return {
    externalId: item.id,
    network: 'rss',
    author: {
      ...(name ? { name } : {}),
      ...(link ? { link } : {}),
      ...(picture ? { picture } : {}),
    },
    title: item.title,
    description: sanitizePostHtml(item.contentHtml),
    url: item.link,
    media: item.media.map((media): Media => ({ ...media, originalUrl: null, embedUrl: null })),
    createdAt: Math.max(0, Math.floor(item.publishedAt)),
    ...(item.publishedEstimated ? { createdEstimated: true } : {}),
    likes: 0,
    comments: 0,
  };
}
