/** One Bluesky post into the shared post shape. */
import type { NormalizedPost } from '@chorus/core';
import { embedParts } from './embeds.ts';
import { richTextToHtml } from './facets.ts';
import { permalinkOf, profileLinkOf } from './permalink.ts';
import type { BlueskyItem } from './wire.ts';

function unixSeconds(...dates: string[]): { createdAt: number; estimated: boolean } {
  for (const date of dates) {
    const time = Date.parse(date);
    if (Number.isFinite(time) && time > 0)
      return { createdAt: Math.floor(time / 1000), estimated: false };
  }
  return { createdAt: 0, estimated: true };
}

/**
 * The post of a wire item: the author as written (a repost shows the original author), the
 * text with its facets as links, pictures and posters with size and alt text, a quote under
 * the text, and the bsky.app permalink. Its identity is the post's at:// address, so the same
 * post reached through two reposts is stored once. The engine sanitizes the HTML again.
 */
export function normalizeBlueskyItem(item: BlueskyItem): NormalizedPost {
  const { author, record } = item;
  const embed = embedParts(item.embed);
  const text =
    record.text.trim() === '' ? '' : `<p>${richTextToHtml(record.text, record.facets)}</p>`;
  // The author's own time first; the AppView's index time when the record's is unreadable.
  const created = unixSeconds(record.createdAt, item.indexedAt);
  return {
    externalId: item.uri,
    network: 'bluesky',
    author: {
      name: author.displayName || author.handle,
      username: author.handle,
      ...(author.avatar ? { picture: author.avatar } : {}),
      link: profileLinkOf(author.handle),
    },
    title: '',
    description: text + embed.html,
    url: permalinkOf(item.uri, author.handle),
    media: embed.media,
    createdAt: created.createdAt,
    ...(created.estimated ? { createdEstimated: true } : {}),
    likes: item.likeCount ?? 0,
    comments: item.replyCount ?? 0,
  };
}
