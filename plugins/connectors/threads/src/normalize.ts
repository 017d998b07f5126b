/**
 * One Threads post into the shared post shape: its text as HTML (escaped, links kept), its
 * author, permalink and time, and its pictures: an image, a video's poster (the wall shows no
 * player; a click opens the post), each item of a carousel. A repost is its original post by its
 * own author, so reposts of one post make one card. Every picture is a network URL that expires;
 * the server's media job re-hosts them (docs/operations.md, "Media").
 */
import { SourceError, type Media, type NormalizedPost } from '@chorus/core';
import { escapeHtmlText, plainTextToHtml } from '@chorus/connector-kit';
import {
  isRemoved,
  threadsMediaSchema,
  timestampOf,
  type ThreadsChild,
  type ThreadsItem,
  type ThreadsReposted,
} from './wire.ts';

/** Where Threads shows a profile. */
export const threadsWeb = 'https://www.threads.net';

const isHttp = (url: string | undefined): url is string =>
  url !== undefined && /^https?:\/\//i.test(url);

/** One picture or video (as its poster) of a post or of a carousel item. */
function mediaOf(part: {
  readonly media_type?: string;
  readonly media_url?: string;
  readonly thumbnail_url?: string;
  readonly alt_text?: string;
}): Media[] {
  const alt = part.alt_text ?? '';
  const base = { width: null, height: null, alt, originalUrl: null, embedUrl: null };
  if (part.media_type === 'IMAGE' && isHttp(part.media_url)) {
    return [{ kind: 'image', url: part.media_url, ...base }];
  }
  // A video shows its poster; the video file itself is left on Threads.
  if (part.media_type === 'VIDEO' && isHttp(part.thumbnail_url)) {
    return [{ kind: 'video', url: part.thumbnail_url, ...base }];
  }
  return [];
}

function carouselOf(children: readonly ThreadsChild[]): Media[] {
  return children.flatMap(mediaOf);
}

function descriptionOf(post: ThreadsReposted): string {
  const text = post.text ?? '';
  const html = plainTextToHtml(text);
  const link = post.link_attachment_url;
  if (!isHttp(link) || text.includes(link)) return html;
  const escaped = escapeHtmlText(link);
  return `${html}<p><a href="${escaped}">${escaped}</a></p>`;
}

/** The post of a wire item; the engine sanitizes again. */
export function normalizeThreadsItem(item: ThreadsItem): NormalizedPost {
  const parsed = threadsMediaSchema.safeParse(item.media);
  if (!parsed.success) {
    const id = (item.media as { id?: unknown } | null)?.id;
    throw new SourceError(
      'failing',
      `Threads sent a post Chorus cannot read${typeof id === 'string' ? ` (${id})` : ''}: ` +
        `${parsed.error.issues[0]?.path.join('.') || 'the post'} is not as documented.`,
    );
  }
  const wire = parsed.data;
  if (isRemoved(wire)) {
    throw new SourceError('failing', `Threads post ${wire.id} was removed.`);
  }
  // A repost stands for its original: one card per post, however often it is reposted.
  const post: ThreadsReposted = wire.media_type === 'REPOST_FACADE' ? wire.reposted_post! : wire;
  const created = timestampOf(post.timestamp);
  if (created === null) {
    throw new SourceError('failing', `Threads post ${post.id} has no readable time.`);
  }
  const username = post.username;
  const profile = item.profile;
  const own = profile !== null && username?.toLowerCase() === profile.username.toLowerCase();
  const url = isHttp(post.permalink)
    ? post.permalink
    : username && post.shortcode
      ? `${threadsWeb}/@${encodeURIComponent(username)}/post/${encodeURIComponent(post.shortcode)}`
      : null;
  const media =
    post.media_type === 'CAROUSEL_ALBUM' ? carouselOf(post.children?.data ?? []) : mediaOf(post);
  return {
    externalId: post.id,
    network: 'threads',
    author: {
      ...(username ? { username, name: own && profile.name ? profile.name : username } : {}),
      ...(own && isHttp(profile.threads_profile_picture_url)
        ? { picture: profile.threads_profile_picture_url }
        : {}),
      ...(username ? { link: `${threadsWeb}/@${encodeURIComponent(username)}` } : {}),
    },
    title: '',
    description: descriptionOf(post),
    url,
    media,
    createdAt: created,
    likes: 0,
    comments: 0,
  };
}
