/** One Linkedin post into the shared post shape. */
import type { Media, NormalizedPost } from '@chorus/core';
import { dimensionsOf, sanitizePostHtml } from '@chorus/connector-kit';
import type { LinkedinItem } from './wire.ts';

/** The post of a wire item; the engine sanitizes again (the sanitizer is idempotent). */
export function normalizeLinkedinItem(item: LinkedinItem): NormalizedPost {
  const { account } = item;
  const created = Date.parse(item.created_at);
  return {
    externalId: item.id,
    network: 'linkedin',
    author: {
      name: account.display_name || account.username,
      username: account.username,
      ...(account.avatar ? { picture: account.avatar } : {}),
      ...(account.url ? { link: account.url } : {}),
    },
    title: '',
    description: sanitizePostHtml(item.content),
    url: item.url ?? null,
    media: item.media_attachments.flatMap((media): Media[] =>
      media.type === 'image'
        ? [
            {
              kind: 'image',
              url: media.url,
              ...dimensionsOf(media.meta?.original?.width, media.meta?.original?.height),
              alt: media.description ?? '',
              originalUrl: null,
              embedUrl: null,
            },
          ]
        : [],
    ),
    createdAt: Number.isFinite(created) ? Math.floor(created / 1000) : 0,
    likes: 0,
    comments: 0,
  };
}
