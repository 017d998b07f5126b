/** One FeedItem into the shared post shape. */
import type { Media, NormalizedPost } from '@chorus/core';
import type { FeedItem } from './feed-item.ts';

/**
 * The post of a feed entry. Feeds have no likes or comments. The description is the entry's
 * HTML as the feed wrote it: the crawl engine sanitizes every post it stores
 * (`sanitizePost`), and only when the item changed since the last crawl (its content hash is
 * taken before sanitizing), so sanitizing here too would double the costliest step of a crawl
 * and repeat it on every unchanged item.
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
    description: item.contentHtml,
    url: item.link,
    media: item.media.map((media): Media => ({ ...media, originalUrl: null, embedUrl: null })),
    createdAt: Math.max(0, Math.floor(item.publishedAt)),
    ...(item.publishedEstimated ? { createdEstimated: true } : {}),
    likes: 0,
    comments: 0,
  };
}
