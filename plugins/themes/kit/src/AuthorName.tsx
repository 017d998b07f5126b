/**
 * An author's name as the wall draws it: plain text, with the custom emoji the network named
 * (`author.nameEmojis`, Mastodon) drawn as pictures whose alt text is their `:shortcode:`.
 * Only Chorus's own copies are drawn (a `/media/<hash>/<width>` address, on Chorus or its media
 * base URL); any other address, and an emoji not stored yet, stays its `:shortcode:` as text.
 */
import type { Author } from '@chorus/core';
import { Fragment, type ReactNode } from 'react';
import { safeImageSrc } from './links.ts';

/** Side of an emoji in a name, in CSS pixels (the stylesheet sizes it to the line). */
const emojiSizePx = 20;

/** Whether an address is a picture Chorus stored (its media route), never a network's. */
export function isChorusMediaUrl(url: string): boolean {
  const src = safeImageSrc(url);
  if (src === null) return false;
  const path = src.startsWith('/') ? src : new URL(src).pathname;
  return /\/media\/[0-9a-f]{64}\/\d+$/.test(path);
}

/** The drawable emoji of an author's name, by shortcode. */
function drawableEmojis(author: Author): Map<string, string> {
  const byCode = new Map<string, string>();
  for (const emoji of author.nameEmojis ?? []) {
    if (/^[A-Za-z0-9_]{1,64}$/.test(emoji.shortcode) && isChorusMediaUrl(emoji.url)) {
      byCode.set(emoji.shortcode, emoji.url);
    }
  }
  return byCode;
}

/** Props of {@link AuthorName}. */
export interface AuthorNameProps {
  readonly author: Author;
  /** The name as text (`authorName(author)`). */
  readonly name: string;
}

/** The name's text with its stored custom emoji as pictures (alt text: `:shortcode:`). */
export function AuthorName({ author, name }: AuthorNameProps) {
  const byCode = drawableEmojis(author);
  if (byCode.size === 0) return <>{name}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of name.matchAll(/:([A-Za-z0-9_]{1,64}):/g)) {
    const url = byCode.get(match[1] ?? '');
    if (url === undefined) continue;
    if (match.index > last) {
      parts.push(<Fragment key={key++}>{name.slice(last, match.index)}</Fragment>);
    }
    parts.push(
      <img
        key={key++}
        className="chorus-author-emoji"
        src={url}
        alt={match[0]}
        width={emojiSizePx}
        height={emojiSizePx}
      />,
    );
    last = match.index + match[0].length;
  }
  if (last < name.length) parts.push(<Fragment key={key}>{name.slice(last)}</Fragment>);
  return <>{parts}</>;
}
