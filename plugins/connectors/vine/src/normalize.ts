/** A Vine post of the archive → the shared post shape. */
import { plainTextToHtml } from '@chorus/connector-kit';
import type { Media, NormalizedPost, Source } from '@chorus/core';
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
 * The post's video as its medium: the thumbnail is the poster (the picture the server's media
 * job re-hosts) and the video file its original. A video without a thumbnail has no picture to
 * show, so it is no medium (its address stays the post's link); a thumbnail alone is a picture.
 */
export function vineMediaOf(item: VineItem): Media[] {
  const { record } = item;
  const alt = (record.description ?? '').slice(0, 200);
  if (!isHttp(record.thumbnailUrl)) return [];
  return [
    {
      kind: isHttp(record.videoUrl) ? 'video' : 'image',
      url: record.thumbnailUrl,
      width: null,
      height: null,
      alt,
      originalUrl: isHttp(record.videoUrl) ? record.videoUrl : null,
      embedUrl: null,
    },
  ];
}

/**
 * Normalizes one post: its text, its video (poster and file, re-hosted by the media job while
 * the archive's addresses still answer), the author's avatar, and one link: the permalink,
 * else the video's address when the post has no medium to show it.
 */
export function normalizeVineItem(item: VineItem, source: Source): NormalizedPost {
  const { record } = item;
  const username = record.username ?? String(source.options['username'] ?? '');
  const media = vineMediaOf(item);
  const url = isHttp(record.permalinkUrl)
    ? record.permalinkUrl
    : media.length === 0 && isHttp(record.videoUrl)
      ? record.videoUrl
      : null;
  return {
    externalId: vineIdOf(item),
    network: 'vine',
    author: {
      name: username,
      ...(username ? { username } : {}),
      ...(isHttp(record.avatarUrl) ? { picture: record.avatarUrl } : {}),
    },
    title: '',
    description: plainTextToHtml(record.description ?? ''),
    url,
    media,
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
