/** A Vine post of the archive → the shared post shape. */
import { plainTextToHtml } from '@chorus/connector-kit';
import type { NormalizedPost, Source } from '@chorus/core';
import { vineSeconds } from './parse.ts';
import type { VineItem } from './wire.ts';

const isHttp = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The post's id: `postIdStr` (exact), else the permalink's code, else `postId`. */
export function vineIdOf(item: VineItem): string {
  const { record } = item;
  const code = record.permalinkUrl ? /\/v\/([A-Za-z0-9]+)/.exec(record.permalinkUrl)?.[1] : null;
  return record.postIdStr ?? code ?? record.postId ?? `post-${item.index}`;
}

/**
 * Normalizes one post. Vine's video, thumbnail and avatar addresses died with Vine, so the
 * post shows its text and keeps one link: the permalink, else the video's address when nothing
 * else is left.
 */
export function normalizeVineItem(item: VineItem, source: Source): NormalizedPost {
  const { record } = item;
  const username = record.username ?? String(source.options['username'] ?? '');
  const url = isHttp(record.permalinkUrl)
    ? record.permalinkUrl
    : isHttp(record.videoUrl)
      ? record.videoUrl
      : null;
  return {
    externalId: vineIdOf(item),
    network: 'vine',
    author: { name: username, ...(username ? { username } : {}) },
    title: '',
    description: plainTextToHtml(record.description ?? ''),
    url,
    media: [],
    createdAt: vineSeconds(record.created) ?? 0,
    likes: record.likes ?? 0,
    comments: record.comments ?? 0,
    raw: {
      postId: record.postIdStr ?? record.postId ?? null,
      permalinkUrl: record.permalinkUrl ?? null,
      videoUrl: record.videoUrl ?? null,
      thumbnailUrl: record.thumbnailUrl ?? null,
      loops: record.loops ?? null,
    },
  };
}
