/**
 * Pictures inside a post's text (a Mastodon custom emoji, an `<img>` a feed kept in its HTML):
 * re-hosted like the post's media, so a wall asks no host but Chorus. The media job stores each
 * `<img>` of the sanitized description by its network URL; the public post then points each one
 * at Chorus's copy, and shows a picture that is not stored (yet, or ever) as its alt text.
 */
import { isHosted, mediaUrl, type HostedMedia } from './hosted-media.ts';

const imagePattern = /<img\b[^>]*>/gi;
const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** An attribute value of the sanitizer's output, its character references read. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return match?.[1];
}

/** The network URLs (http or https) of the pictures inside a sanitized description. */
export function descriptionPictureUrls(description: string): string[] {
  const urls: string[] = [];
  for (const tag of description.match(imagePattern) ?? []) {
    const src = attributeOf(tag, 'src');
    if (src === undefined) continue;
    const url = decodeAttribute(src);
    if (/^https?:\/\//i.test(url)) urls.push(url);
  }
  return [...new Set(urls)];
}

/**
 * A description as a visitor gets it. With no `hosted` map (a post stored before re-hosting)
 * it passes unchanged. Otherwise each stored picture is served from Chorus, and any other
 * picture becomes its alt text (already escaped in the attribute), so no third-party address
 * reaches the wall.
 */
export function hostedDescription(description: string, hosted: HostedMedia | null): string {
  if (hosted === null || !/<img\b/i.test(description)) return description;
  return description.replace(imagePattern, (tag) => {
    const src = attributeOf(tag, 'src');
    const stored = src === undefined ? undefined : hosted[decodeAttribute(src)];
    if (isHosted(stored)) {
      return tag.replace(/(\ssrc\s*=\s*")[^"]*(")/i, `$1${mediaUrl(stored.hash, 96)}$2`);
    }
    // Chorus's own file (`/examples/...`) stays; anything else is shown as its words.
    if (src !== undefined && /^\/(?!\/)/.test(decodeAttribute(src))) return tag;
    return attributeOf(tag, 'alt') ?? '';
  });
}
