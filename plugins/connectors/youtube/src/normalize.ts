/** One YouTube video into the shared post shape. */
import type { NormalizedPost } from '@chorus/core';
import { dimensionsOf, pickBestSize, plainTextToHtml } from '@chorus/connector-kit';
import type { YoutubeItem } from './wire.ts';

const web = 'https://www.youtube.com';
/** The player the overlay loads after a click: no cookies until the visitor plays. */
const player = 'https://www.youtube-nocookie.com/embed/';

/** The largest thumbnail there is, with its size. */
function pictureOf(thumbnails: YoutubeItem['thumbnails']) {
  const sizes = Object.values(thumbnails).map((thumbnail) => ({
    url: thumbnail.url,
    ...dimensionsOf(thumbnail.width, thumbnail.height),
  }));
  return pickBestSize(sizes, Number.POSITIVE_INFINITY);
}

/**
 * The post of a video: its channel as author, its title and description, the largest
 * thumbnail as the picture (the title as its alt text) with the no-cookie player to embed,
 * and the watch page as permalink.
 */
export function normalizeYoutubeItem(item: YoutubeItem): NormalizedPost {
  const picture = pictureOf(item.thumbnails);
  const video = encodeURIComponent(item.videoId);
  const time = Date.parse(item.publishedAt);
  const known = Number.isFinite(time) && time > 0;
  return {
    externalId: item.videoId,
    network: 'youtube',
    author: {
      name: item.channelTitle,
      username: item.channelId,
      ...(item.channelId ? { link: `${web}/channel/${encodeURIComponent(item.channelId)}` } : {}),
    },
    title: item.title,
    description: plainTextToHtml(item.description),
    url: `${web}/watch?v=${video}`,
    media: picture
      ? [
          {
            kind: 'video',
            url: picture.url,
            width: picture.width,
            height: picture.height,
            alt: item.title,
            originalUrl: null,
            embedUrl: `${player}${video}`,
          },
        ]
      : [],
    createdAt: known ? Math.floor(time / 1000) : 0,
    ...(known ? {} : { createdEstimated: true }),
    likes: 0,
    comments: 0,
  };
}
