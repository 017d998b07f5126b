/** A hand-made post into the shared post shape. */
import type { NormalizedPost } from '@chorus/core';
import { dimensionsOf } from '@chorus/connector-kit';
import type { CustomPost } from './input.ts';

/** A custom post with the id it is stored under (the server generates it). */
export interface CustomPostItem {
  readonly externalId: string;
  readonly post: CustomPost;
  /** When the post was received, in unix seconds: its date when it names none. */
  readonly receivedAt: number;
}

/** The normalized post of a hand-made one; the engine sanitizes it like any other. */
export function normalizeCustomPost(item: CustomPostItem): NormalizedPost {
  const { post } = item;
  const author = post.author ?? {};
  return {
    externalId: item.externalId,
    network: 'custom',
    author: {
      ...(author.name ? { name: author.name } : {}),
      ...(author.username ? { username: author.username } : {}),
      ...(author.picture ? { picture: author.picture } : {}),
      ...(author.link ? { link: author.link } : {}),
    },
    title: post.title,
    description: post.description,
    url: post.url ? post.url : null,
    media: post.image
      ? [
          {
            kind: 'image',
            url: post.image.url,
            ...dimensionsOf(post.image.width, post.image.height),
            alt: post.image.alt ?? '',
            originalUrl: null,
            embedUrl: null,
          },
        ]
      : [],
    createdAt: post.created ?? item.receivedAt,
    likes: 0,
    comments: 0,
    ...(post.cta ? { cta: post.cta } : {}),
  };
}
