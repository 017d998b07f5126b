/**
 * One X post, joined with its author and media, into the shared post shape.
 */
import type { Media, NormalizedPost } from '@chorus/core';
import { dimensionsOf } from '@chorus/connector-kit';
import { escapeHtml, tokenizeTweet, type TweetToken } from './tweet-text.ts';
import type { TwitterItem, TwitterMedia } from './wire.ts';

/** Where links to X point. */
export const xWebBase = 'https://x.com';

/** X's epoch for snowflake ids, in milliseconds. */
const snowflakeEpochMs = 1288834974657n;

type UrlEntity = NonNullable<NonNullable<TwitterItem['tweet']['entities']>['urls']>[number];

// X escapes exactly these three characters in post text; undo it so escaping happens once.
function decodeXEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function anchor(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">${escapeHtml(text)}</a>`;
}

function renderToken(token: TweetToken, urls: ReadonlyMap<string, UrlEntity>): string {
  switch (token.kind) {
    case 'text':
      return escapeHtml(token.text);
    case 'hashtag':
      return anchor(`${xWebBase}/hashtag/${encodeURIComponent(token.text.slice(1))}`, token.text);
    case 'mention':
      return anchor(`${xWebBase}/${token.text.slice(1)}`, token.text);
    case 'link': {
      const entity = urls.get(token.text);
      // The link to the post's own photo or video: the media is shown, the link is noise.
      if (entity?.media_key) return '';
      const href = entity?.expanded_url ?? token.href;
      return anchor(href, entity?.display_url ?? href);
    }
  }
}

/**
 * A post's text as safe HTML: hashtags link to X's hashtag page, @accounts (1 to 15
 * characters) to their profile, and t.co short links to the address they expand to.
 */
export function linkPostText(text: string, urls: readonly UrlEntity[] = []): string {
  const byShortUrl = new Map(urls.map((entity) => [entity.url, entity]));
  return tokenizeTweet(decodeXEntities(text))
    .map((token) => renderToken(token, byShortUrl))
    .join('')
    .trim();
}

function toMedia(media: TwitterMedia): Media | null {
  const isPhoto = media.type === 'photo';
  const url = isPhoto ? media.url : media.preview_image_url;
  if (!url) return null;
  return {
    kind: isPhoto ? 'image' : 'video',
    url,
    ...dimensionsOf(media.width, media.height),
    alt: media.alt_text ?? '',
    originalUrl: null,
    embedUrl: null,
  };
}

/** Unix seconds of a post: its `created_at`, or else the time inside its snowflake id. */
export function postCreatedAt(id: string, createdAt: string | undefined): number {
  const parsed = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  if (Number.isFinite(parsed)) return Math.floor(parsed / 1000);
  return Number(((BigInt(id) >> 22n) + snowflakeEpochMs) / 1000n);
}

/** One X post into the shared post shape. */
export function normalizeTweet(item: TwitterItem): NormalizedPost {
  const { tweet, author } = item;
  const long = tweet.note_tweet;
  const text = long?.text ?? tweet.text;
  const urls = long?.entities?.urls ?? tweet.entities?.urls ?? [];
  const username = author?.username;
  return {
    externalId: tweet.id,
    network: 'twitter',
    author: {
      name: author?.name ?? '',
      username: username ?? '',
      ...(username ? { link: `${xWebBase}/${username}` } : {}),
      ...(author?.profile_image_url ? { picture: author.profile_image_url } : {}),
    },
    title: '',
    description: linkPostText(text, urls),
    url: username
      ? `${xWebBase}/${username}/status/${tweet.id}`
      : `${xWebBase}/i/web/status/${tweet.id}`,
    media: item.media.flatMap((media) => toMedia(media) ?? []),
    createdAt: postCreatedAt(tweet.id, tweet.created_at),
    likes: tweet.public_metrics?.like_count ?? 0,
    comments: tweet.public_metrics?.reply_count ?? 0,
    raw: tweet,
  };
}
