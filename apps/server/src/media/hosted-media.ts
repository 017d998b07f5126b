/**
 * What a post keeps about its re-hosted pictures (`posts.hosted_media`): for each network URL
 * of its media and author picture, the stored copy or why it could not be stored. The public
 * post reads it to serve Chorus's own URLs; the network's URLs never reach a visitor.
 */
import type { Author, Media } from '@chorus/core';
import { mediaBaseUrl } from './base-url.ts';

/** A picture stored by Chorus. */
export interface HostedImage {
  /** SHA-256 (hex) of the original bytes: the file's name in the store. */
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  /** Thumbhash (base64), drawn until the picture arrives. */
  readonly placeholder: string;
}

/** A picture that could not be stored (yet): the reason, and whether trying again may help. */
export interface HostedFailure {
  readonly error: string;
  readonly retryable: boolean;
}

/** By network URL. */
export type HostedMedia = Readonly<Record<string, HostedImage | HostedFailure>>;

/**
 * The widths walls draw pictures at: author pictures (36 px at any density), cards,
 * highlighted cards, the overlay, full screen.
 */
export const mediaWidths = [96, 300, 600, 1200, 1920] as const;
/** One of {@link mediaWidths}. */
export type MediaWidth = (typeof mediaWidths)[number];

/** Chorus's address of a stored picture at one width (the format follows `Accept`). */
export function mediaPath(hash: string, width: MediaWidth): string {
  return `/media/${hash}/${width}`;
}

/**
 * The address walls are given for a stored picture: {@link mediaPath} under the media base URL
 * (`CHORUS_MEDIA_BASE_URL`, a CDN) when one is set, else the path on Chorus itself.
 */
export function mediaUrl(hash: string, width: MediaWidth): string {
  return `${mediaBaseUrl()}${mediaPath(hash, width)}`;
}

/** Whether an entry is a stored picture. */
export function isHosted(entry: HostedImage | HostedFailure | undefined): entry is HostedImage {
  return entry !== undefined && 'hash' in entry;
}

/** A path on Chorus's own site (`/examples/1.svg`), never `//host/...`. */
function isSameSitePath(url: string): boolean {
  return /^\/(?!\/)/.test(url);
}

/**
 * The network URLs of a post's pictures: each image or video poster, the author's, and the
 * custom emoji of the author's name.
 */
export function pictureUrlsOf(post: { media: readonly Media[]; author: Author }): string[] {
  const urls = post.media.map((item) => item.url);
  if (post.author.picture) urls.push(post.author.picture);
  for (const emoji of post.author.nameEmojis ?? []) urls.push(emoji.url);
  return [...new Set(urls.filter((url) => /^https?:\/\//i.test(url)))];
}

/**
 * A post's media and author as a visitor gets them. With no `hosted` map (a post stored
 * before re-hosting) they pass unchanged. Otherwise each stored picture is served from
 * Chorus with its own size and placeholder, and a picture not stored yet (or never) is left
 * out: the post shows its text, and the card grows when the picture arrives (the media job
 * announces the post as updated).
 */
export function hostedView(
  media: readonly Media[],
  author: Author,
  hosted: HostedMedia | null,
): { media: Media[]; author: Author } {
  if (hosted === null) {
    // A name's emoji came after re-hosting: never a network address, even on an old post.
    const { nameEmojis, ...rest } = author;
    return { media: [...media], author: { ...rest, ...hostedNameEmojis(nameEmojis, {}) } };
  }
  const shown: Media[] = [];
  for (const item of media) {
    // Chorus's own file (the demo's examples): nothing to re-host, nothing leaves the site.
    if (isSameSitePath(item.url)) {
      shown.push({ ...item });
      continue;
    }
    const stored = hosted[item.url];
    if (!isHosted(stored)) continue;
    shown.push({
      ...item,
      url: mediaUrl(stored.hash, 600),
      originalUrl: mediaUrl(stored.hash, 1920),
      width: stored.width,
      height: stored.height,
      placeholder: stored.placeholder,
    });
  }
  const { picture, nameEmojis, ...rest } = author;
  const shownAuthor: Author = { ...rest, ...hostedNameEmojis(nameEmojis, hosted) };
  if (picture !== undefined && isSameSitePath(picture))
    return { media: shown, author: { ...shownAuthor, picture } };
  const storedPicture = picture === undefined ? undefined : hosted[picture];
  return {
    media: shown,
    author: isHosted(storedPicture)
      ? { ...shownAuthor, picture: mediaUrl(storedPicture.hash, 96) }
      : shownAuthor,
  };
}

/**
 * The name's emoji a visitor gets: only those stored by Chorus, at its copy's address; an
 * emoji not stored (yet, or ever) is left out, so the name shows its `:shortcode:` as text.
 */
function hostedNameEmojis(
  emojis: Author['nameEmojis'],
  hosted: HostedMedia,
): Pick<Author, 'nameEmojis'> {
  const shown: NonNullable<Author['nameEmojis']> = [];
  for (const emoji of emojis ?? []) {
    if (isSameSitePath(emoji.url)) {
      shown.push({ shortcode: emoji.shortcode, url: emoji.url });
      continue;
    }
    const stored = hosted[emoji.url];
    if (isHosted(stored))
      shown.push({ shortcode: emoji.shortcode, url: mediaUrl(stored.hash, 96) });
  }
  return shown.length > 0 ? { nameEmojis: shown } : {};
}
