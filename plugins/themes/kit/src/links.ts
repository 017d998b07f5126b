/** Share links and the overlay's embeddable media: addresses built, never markup. */
import type { Media } from '@chorus/core';
import { messages } from '@chorus/core/messages';

/** Share addresses for facebook, twitter and e-mail. */
export interface ShareLinks {
  readonly facebook: string;
  readonly twitter: string;
  readonly email: string;
}

/** Share links for a post's address; the e-mail subject is the spec's, in English unless given. */
export function shareLinks(
  url: string,
  text = '',
  subject: string = messages.shareEmailSubject,
): ShareLinks {
  const encoded = encodeURIComponent(url);
  const tweet = new URLSearchParams({ url, ...(text ? { text } : {}) });
  const mail = `subject=${encodeURIComponent(subject)}&body=${encoded}`;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    twitter: `https://twitter.com/intent/tweet?${tweet.toString()}`,
    email: `mailto:?${mail}`,
  };
}

/** An http(s) address, or null for anything else (javascript:, data:, relative junk). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A local (same-site) image path such as `/examples/1.svg`, or an http(s) address. */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (value && /^\/(?!\/)[\w\-./]+$/.test(value)) return value;
  return safeHttpUrl(value);
}

/** The registrable domains of each host whose players the overlay embeds. */
const embedDomains: Readonly<Record<string, readonly string[]>> = {
  youtube: ['youtube.com', 'youtube-nocookie.com'],
  vimeo: ['vimeo.com'],
  instagram: ['instagram.com'],
  soundcloud: ['soundcloud.com'],
  flickr: ['flickr.com'],
  slideshare: ['slideshare.net'],
};

function onDomain(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The player address of a video the overlay may embed: https, and on youtube, vimeo,
 * instagram, soundcloud, flickr or slideshare only. Anything else gives null.
 *
 * @deprecated The kit no longer frames these addresses as given: use `videoPlayerOf`
 * (video-embeds.ts) and `VideoEmbed`, whose players are the only frames the wall's CSP allows.
 */
export function overlayEmbedUrl(media: Pick<Media, 'embedUrl'>): string | null {
  const url = safeHttpUrl(media.embedUrl);
  if (url === null || !url.startsWith('https:')) return null;
  const { hostname } = new URL(url);
  const allowed = Object.values(embedDomains).some((domains) =>
    domains.some((domain) => onDomain(hostname, domain)),
  );
  return allowed ? url : null;
}

/** Hashtags in a post's plain text, without the #, each once. */
export function hashtagsOf(text: string): string[] {
  const found = text.match(/(?<![\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu) ?? [];
  return [...new Set(found.map((tag) => tag.slice(1)).filter((tag) => !/^\d+$/.test(tag)))];
}
