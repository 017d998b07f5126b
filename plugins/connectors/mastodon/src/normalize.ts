/**
 * One Mastodon status into the shared post shape. A boost becomes the boosted post, by its
 * author, identified by its ActivityPub `uri` so that it is one post whichever server (or
 * booster) brought it.
 */
import type { Media, NameEmoji, NormalizedPost } from '@chorus/core';
import { dimensionsOf, htmlToText, sanitizePostHtml } from '@chorus/connector-kit';
import type { MastodonItem, MastodonOriginal } from './wire.ts';

type Attachment = MastodonOriginal['media_attachments'][number];

/** A picture as itself; a video, GIF loop or sound by its still (the wall shows no player). */
function toMedia(attachment: Attachment): Media | null {
  const isImage = attachment.type === 'image';
  const url = isImage ? (attachment.url ?? attachment.remote_url) : attachment.preview_url;
  if (!url || attachment.type === 'unknown') return null;
  const size = attachment.meta?.original ?? attachment.meta?.small;
  return {
    kind: isImage ? 'image' : 'video',
    url,
    ...dimensionsOf(size?.width, size?.height),
    alt: attachment.description ?? '',
    originalUrl: null,
    embedUrl: null,
  };
}

type Emoji = MastodonOriginal['emojis'][number];

/** Side of a custom emoji in the text, in CSS pixels (about a line's height). */
const emojiSizePx = 20;

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The stills of the emoji with a plain shortcode and an http(s) address, by shortcode. */
function emojiUrls(emojis: readonly Emoji[]): Map<string, string> {
  const byCode = new Map<string, string>();
  for (const emoji of emojis) {
    const url = emoji.static_url || emoji.url;
    if (/^[A-Za-z0-9_]{1,64}$/.test(emoji.shortcode) && /^https?:\/\//i.test(url)) {
      byCode.set(emoji.shortcode, url);
    }
  }
  return byCode;
}

/**
 * The custom emoji a display name uses (`:shortcode:` in it), with their stills: the wall draws
 * them as pictures with the shortcode as alt text once the media job has stored them.
 */
export function nameEmojisOf(name: string, emojis: readonly Emoji[]): NameEmoji[] {
  if (emojis.length === 0) return [];
  const byCode = emojiUrls(emojis);
  const used: NameEmoji[] = [];
  for (const [, code] of name.matchAll(/:([A-Za-z0-9_]{1,64}):/g)) {
    const url = code === undefined ? undefined : byCode.get(code);
    if (code !== undefined && url && !used.some((emoji) => emoji.shortcode === code)) {
      used.push({ shortcode: code, url });
    }
  }
  return used.slice(0, 32);
}

/**
 * The status's custom emoji (`:shortcode:` in its text nodes) as pictures with the shortcode as
 * alt text; the still (`static_url`) is used, so nothing moves. Shortcodes without a known
 * emoji, and emoji whose address is not http(s), stay text. The media job re-hosts the
 * pictures, and a wall shows only Chorus's copies (or the alt text until they are stored).
 */
export function withCustomEmoji(html: string, emojis: readonly Emoji[]): string {
  if (emojis.length === 0) return html;
  const byCode = emojiUrls(emojis);
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(/:([A-Za-z0-9_]+):/g, (whole, code: string) => {
            const url = byCode.get(code);
            return url
              ? `<img src="${escapeAttribute(url)}" alt=":${code}:" width="${emojiSizePx}" height="${emojiSizePx}" />`
              : whole;
          }),
    )
    .join('');
}

/** Unix seconds of an ISO date, or `null` when it cannot be read. */
function unixSecondsOf(iso: string): number | null {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time >= 0 ? Math.floor(time / 1000) : null;
}

/**
 * The post of a status. Custom emoji in the text become pictures with their shortcode as alt
 * text; the author's name stays plain text and names the emoji it uses (`nameEmojis`), which a
 * wall draws as pictures with the same alt text.
 */
export function normalizeMastodonItem(item: MastodonItem, fetchedAt = 0): NormalizedPost {
  const status: MastodonOriginal = item.reblog ?? item;
  const { account } = status;
  const created = unixSecondsOf(status.created_at);
  const warning = htmlToText(status.spoiler_text).trim();
  const name = account.display_name || account.username;
  const nameEmojis = nameEmojisOf(name, account.emojis);
  return {
    externalId: status.uri,
    network: 'mastodon',
    author: {
      name,
      ...(nameEmojis.length > 0 ? { nameEmojis } : {}),
      username: account.acct,
      ...(account.avatar_static || account.avatar
        ? { picture: account.avatar_static || account.avatar }
        : {}),
      ...(account.url ? { link: account.url } : {}),
    },
    title: '',
    // Sanitized again after the emoji are drawn in: only our img attributes survive.
    description: sanitizePostHtml(withCustomEmoji(sanitizePostHtml(status.content), status.emojis)),
    url: status.url ?? status.uri,
    media: status.media_attachments.map(toMedia).filter((media) => media !== null),
    createdAt: created ?? fetchedAt,
    ...(created === null ? { createdEstimated: true } : {}),
    likes: status.favourites_count,
    comments: status.replies_count,
    ...(warning ? { contentWarning: warning } : {}),
    ...(status.sensitive && status.media_attachments.length > 0 ? { sensitive: true } : {}),
  };
}
