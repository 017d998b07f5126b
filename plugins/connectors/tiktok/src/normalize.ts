/**
 * One TikTok video into the shared post shape: the account as author, the title and caption,
 * the share page as permalink, and the cover as the video's picture. TikTok's video files are
 * not offered by the Display API: the wall shows the cover under a play sign that opens the
 * video on TikTok. The cover (and the avatar) are signed CDN addresses that expire within
 * hours; the server's media job copies them, so a wall shows only Chorus's own copies.
 */
import type { Media, NormalizedPost } from '@chorus/core';
import { dimensionsOf, htmlToText, plainTextToHtml } from '@chorus/connector-kit';
import type { TiktokItem, TiktokVideo } from './wire.ts';

const web = 'https://www.tiktok.com';

/** `@name` of a share address (`https://www.tiktok.com/@name/video/123`), if it has one. */
export function usernameOf(shareUrl: string | undefined): string | undefined {
  if (!shareUrl) return undefined;
  try {
    const segment = new URL(shareUrl).pathname.split('/')[1] ?? '';
    return /^@[\w.]{1,64}$/.test(segment) ? segment.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/** `m:ss` of a duration in seconds. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What the cover shows, for people who cannot see it. */
function altOf(video: TiktokVideo): string {
  const what = video.title.trim() || htmlToText(video.video_description, { maxLength: 100 });
  const length = video.duration ? ` (${clock(video.duration)})` : '';
  return what ? `TikTok video: ${what}${length}` : `TikTok video${length}`;
}

/** The cover as the video's picture, at the video's size. */
function coverOf(video: TiktokVideo): Media[] {
  if (!video.cover_image_url) return [];
  return [
    {
      kind: 'video',
      url: video.cover_image_url,
      ...dimensionsOf(video.width, video.height),
      alt: altOf(video),
      originalUrl: null,
      // TikTok's player is not among the players a wall frames: the cover links to TikTok.
      embedUrl: null,
    },
  ];
}

/** The post of a video; a video that did not fit the wire format is refused on its own. */
export function normalizeTiktokItem(item: TiktokItem): NormalizedPost {
  if (item.kind === 'malformed') {
    throw new Error(
      `TikTok sent video ${item.id ?? '(no id)'} in an unexpected shape (${item.problem}).`,
    );
  }
  const { video, account } = item;
  const username = usernameOf(video.share_url);
  return {
    externalId: video.id,
    network: 'tiktok',
    author: {
      name: account.display_name || username || '',
      ...(username ? { username, link: `${web}/@${username}` } : {}),
      ...(account.avatar_url ? { picture: account.avatar_url } : {}),
    },
    title: video.title,
    description: plainTextToHtml(video.video_description),
    url: video.share_url ?? video.embed_link ?? null,
    media: coverOf(video),
    createdAt: video.create_time,
    likes: video.like_count ?? 0,
    comments: video.comment_count ?? 0,
  };
}
