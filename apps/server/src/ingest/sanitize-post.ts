/**
 * The ingest-time cleaning every post goes through, whatever its connector did: HTML
 * through the kit's allowlist sanitizer, plain-text fields stripped of markup, and only
 * http(s) addresses kept for links and media.
 */
import type { Author, Cta, Media, NormalizedPost } from '@chorus/core';
import { htmlToText, safeEmbedUrl, safeImageUrl, sanitizePostHtml } from '@chorus/connector-kit';

/** Longest title kept, in characters. */
export const maxTitleLength = 1000;
/** Longest content warning kept, in characters. */
export const maxContentWarningLength = 500;
/** Longest description kept, in characters of sanitized HTML. */
export const maxDescriptionLength = 100_000;

/** A post ready to store: every field safe to render. */
export type CleanPost = Omit<NormalizedPost, 'cta'> & { cta: Cta | null };

/** Cleans a normalized post; drops media without a usable address. */
export function sanitizePost(post: NormalizedPost): CleanPost {
  return {
    ...post,
    title: htmlToText(post.title, { maxLength: maxTitleLength }),
    ...contentWarning(post.contentWarning),
    description: sanitizePostHtml(post.description).slice(0, maxDescriptionLength),
    author: sanitizeAuthor(post.author),
    url: httpUrl(post.url),
    media: post.media.flatMap((media) => sanitizeMedia(media)),
    cta: post.cta ? sanitizeCta(post.cta) : null,
  };
}

// Plain text like a title; a warning that is empty once cleaned is no warning.
function contentWarning(value: string | undefined): Pick<NormalizedPost, 'contentWarning'> {
  const text = value === undefined ? '' : htmlToText(value, { maxLength: maxContentWarningLength });
  return text.trim() === '' ? { contentWarning: undefined } : { contentWarning: text };
}

/** An http(s) address, normalized, or null. */
export function httpUrl(value: string | null | undefined): string | null {
  return safeImageUrl(value ?? undefined);
}

function sanitizeAuthor(author: Author): Author {
  const text = (value: string | undefined) =>
    value === undefined ? undefined : htmlToText(value, { maxLength: 200 });
  const cleaned: Author = {
    name: text(author.name),
    fullname: text(author.fullname),
    username: text(author.username),
    link: httpUrl(author.link) ?? undefined,
    picture: httpUrl(author.picture) ?? undefined,
  };
  const kept = Object.fromEntries(
    Object.entries(cleaned).filter(([, value]) => value !== undefined && value !== ''),
  ) as Author;
  const nameEmojis = sanitizeNameEmojis(author.nameEmojis);
  return nameEmojis.length > 0 ? { ...kept, nameEmojis } : kept;
}

// A name's emoji: a plain shortcode the name uses and an http(s) picture, each once.
function sanitizeNameEmojis(emojis: Author['nameEmojis']): NonNullable<Author['nameEmojis']> {
  const kept: NonNullable<Author['nameEmojis']> = [];
  for (const emoji of emojis ?? []) {
    const url = httpUrl(emoji.url);
    if (url === null || !/^[A-Za-z0-9_]{1,64}$/.test(emoji.shortcode)) continue;
    if (kept.some((other) => other.shortcode === emoji.shortcode)) continue;
    kept.push({ shortcode: emoji.shortcode, url });
  }
  return kept.slice(0, 32);
}

function sanitizeMedia(media: Media): Media[] {
  const url = httpUrl(media.url);
  if (url === null) return [];
  return [
    {
      ...media,
      url,
      alt: htmlToText(media.alt, { maxLength: 500 }),
      originalUrl: httpUrl(media.originalUrl),
      embedUrl: media.embedUrl === null ? null : safeEmbedUrl(media.embedUrl),
    },
  ];
}

// A colour goes into a style attribute: a hex colour, a colour keyword, or an rgb()/hsl()
// function of numbers, so nothing like `expression(...)` or `url(...)` is ever stored.
const cssColor =
  /^(?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgba?|hsla?)\(\s*[\d.]+%?(?:\s*[,/\s]\s*[\d.]+(?:%|deg)?){2,3}\s*\))$/i;
// An icon name goes into a class attribute: words and dashes.
const iconName = /^[\w-]+(?: [\w-]+)*$/;

/**
 * A call-to-action made safe to store and serve: an http(s) link, plain button text, and
 * colours and an icon that cannot carry CSS of their own; null when the link is not http(s).
 */
export function sanitizeCta(cta: Cta): Cta | null {
  const url = httpUrl(cta.url);
  if (url === null) return null;
  const token = (value: string | undefined, pattern: RegExp) => {
    const trimmed = value?.trim();
    return trimmed !== undefined && trimmed.length <= 64 && pattern.test(trimmed)
      ? trimmed
      : undefined;
  };
  const cleaned: Cta = {
    url,
    text: htmlToText(cta.text, { maxLength: 100 }),
    color: token(cta.color, cssColor),
    icon: token(cta.icon, iconName),
    text_color: token(cta.text_color, cssColor),
  };
  return Object.fromEntries(
    Object.entries(cleaned).filter(([, value]) => value !== undefined),
  ) as Cta;
}
