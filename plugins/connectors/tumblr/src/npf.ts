/**
 * Neue Post Format content into a wall post: text blocks (subtypes and inline formatting) and
 * link and audio blocks become HTML; image and video blocks become media with their sizes, alt
 * text and, for YouTube and Vimeo, the player the overlay loads after a click.
 */
import type { Media } from '@chorus/core';
import { dimensionsOf, escapeHtmlText, pickBestSize } from '@chorus/connector-kit';
import type { NpfBlock, NpfMedia } from './wire.ts';

type Block<T extends string> = Extract<NpfBlock, { type: T }>;
type TextBlock = Block<'text'>;

/** Text as HTML text (the connector kit's escape). */
export const escapeHtml = escapeHtmlText;

const tagOf: Readonly<Record<string, string>> = {
  bold: 'strong',
  italic: 'em',
  strikethrough: 's',
};

/** The opening and closing markup of one formatting range, or null for one not shown. */
function markupOf(range: NonNullable<TextBlock['formatting']>[number]): [string, string] | null {
  const tag = tagOf[range.type];
  if (tag) return [`<${tag}>`, `</${tag}>`];
  const href = range.type === 'link' ? range.url : range.type === 'mention' ? range.blog?.url : '';
  return href ? [`<a href="${escapeHtml(href)}">`, '</a>'] : null;
}

/**
 * The text of a block with its formatting. Ranges count characters (code points), end
 * exclusive; where ranges overlap, each stretch of text is wrapped in every range covering it,
 * links outermost, so the markup always nests.
 */
export function formattedText(block: TextBlock): string {
  const characters = Array.from(block.text);
  const ranges = (block.formatting ?? [])
    .map((range) => ({ range, markup: markupOf(range) }))
    .filter((entry) => entry.markup !== null && entry.range.end > entry.range.start)
    // Links first, so they wrap the rest.
    .sort((a, b) => Number(b.range.type === 'link') - Number(a.range.type === 'link'));
  const cuts = new Set([0, characters.length]);
  for (const { range } of ranges) {
    cuts.add(Math.min(range.start, characters.length));
    cuts.add(Math.min(range.end, characters.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  let html = '';
  for (let index = 0; index + 1 < points.length; index++) {
    const from = points[index] ?? 0;
    const to = points[index + 1] ?? 0;
    const covering = ranges.filter(({ range }) => range.start <= from && range.end >= to);
    let piece = escapeHtml(characters.slice(from, to).join('')).replaceAll('\n', '<br>');
    for (const { markup } of [...covering].reverse()) piece = `${markup![0]}${piece}${markup![1]}`;
    html += piece;
  }
  return html;
}

const wrapperOf: Readonly<Record<string, string>> = {
  heading1: 'h3',
  heading2: 'h4',
  quote: 'blockquote',
  indented: 'blockquote',
};
const listOf: Readonly<Record<string, string>> = {
  'ordered-list-item': 'ol',
  'unordered-list-item': 'ul',
};

function linkHtml(block: Block<'link'>): string {
  const title = block.title || block.display_url || block.url;
  const about = block.description ? `<p>${escapeHtml(block.description)}</p>` : '';
  return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(title)}</a></p>${about}`;
}

function audioHtml(block: Block<'audio'>): string {
  const url = block.url ?? block.media?.url;
  if (!url) return '';
  const title = [block.title, block.artist].filter(Boolean).join(' – ') || url;
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></p>`;
}

/** The HTML of a post's blocks, list items grouped into lists. */
export function blocksToHtml(blocks: readonly NpfBlock[]): string {
  let html = '';
  let openList: string | null = null;
  for (const block of blocks) {
    const list =
      block.type === 'text' ? (listOf[(block as TextBlock).subtype ?? ''] ?? null) : null;
    if (openList !== list) {
      if (openList) html += `</${openList}>`;
      if (list) html += `<${list}>`;
      openList = list;
    }
    if (block.type === 'text') {
      const text = block as TextBlock;
      const tag = list ? 'li' : (wrapperOf[text.subtype ?? ''] ?? 'p');
      if (text.text.trim() !== '' || list) html += `<${tag}>${formattedText(text)}</${tag}>`;
    } else if (block.type === 'link') html += linkHtml(block as Block<'link'>);
    else if (block.type === 'audio') html += audioHtml(block as Block<'audio'>);
  }
  if (openList) html += `</${openList}>`;
  return html;
}

/** The size of a picture to show: the smallest at least 640 px wide, else the widest. */
function bestOf(sizes: readonly NpfMedia[] | undefined) {
  if (!sizes || sizes.length === 0) return null;
  return pickBestSize(
    sizes.map((size) => ({ url: size.url, ...dimensionsOf(size.width, size.height) })),
  );
}

/** The player of a YouTube or Vimeo video, played in the overlay after a click. */
export function playerOf(url: string | undefined): string | null {
  if (!url) return null;
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  const host = address.hostname.replace(/^(www\.|m\.)/, '');
  const youtube =
    host === 'youtu.be'
      ? address.pathname.slice(1)
      : host === 'youtube.com'
        ? (address.searchParams.get('v') ??
          /^\/(?:embed|shorts)\/([\w-]+)/.exec(address.pathname)?.[1])
        : undefined;
  if (youtube && /^[\w-]{6,20}$/.test(youtube))
    return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(address.pathname)?.[1] : undefined;
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

function imageMedia(block: Block<'image'>): Media[] {
  const best = bestOf(block.media);
  if (!best) return [];
  const largest = block.media[0];
  return [
    {
      kind: 'image',
      url: best.url,
      width: best.width ?? null,
      height: best.height ?? null,
      alt: block.alt_text ?? block.caption ?? '',
      originalUrl: largest && largest.url !== best.url ? largest.url : null,
      embedUrl: null,
    },
  ];
}

function videoMedia(block: Block<'video'>, alt: string): Media[] {
  const poster = bestOf(block.poster);
  if (!poster) return [];
  const size =
    poster.width && poster.height
      ? poster
      : { ...dimensionsOf(block.media?.width, block.media?.height) };
  return [
    {
      kind: 'video',
      url: poster.url,
      width: size.width ?? null,
      height: size.height ?? null,
      alt,
      originalUrl: null,
      embedUrl: playerOf(block.url ?? block.embed_url),
    },
  ];
}

function linkMedia(block: Block<'link'>): Media[] {
  const poster = bestOf(block.poster);
  return poster
    ? [
        {
          kind: 'image',
          url: poster.url,
          width: poster.width ?? null,
          height: poster.height ?? null,
          alt: block.title ?? '',
          originalUrl: null,
          embedUrl: null,
        },
      ]
    : [];
}

/**
 * The pictures and videos of a post's blocks in their order. A video's alt text is the post's
 * first line (`alt`), as Tumblr gives videos none; a link's preview picture comes only when the
 * post has no other media.
 */
export function blocksToMedia(blocks: readonly NpfBlock[], alt: string): Media[] {
  const media = blocks.flatMap((block) =>
    block.type === 'image'
      ? imageMedia(block as Block<'image'>)
      : block.type === 'video'
        ? videoMedia(block as Block<'video'>, alt)
        : [],
  );
  if (media.length > 0) return media;
  return blocks.flatMap((block) =>
    block.type === 'link' ? linkMedia(block as Block<'link'>) : [],
  );
}

/** The plain text of a post's first text block, for alt text and titles. */
export function firstLine(blocks: readonly NpfBlock[]): string {
  const text = blocks.find((block) => block.type === 'text' && (block as TextBlock).text.trim());
  return text ? (text as TextBlock).text.trim().split('\n')[0]!.slice(0, 200) : '';
}
