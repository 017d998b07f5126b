/**
 * The pictures and videos of an item: Media RSS (`media:content`, `media:group`,
 * `media:thumbnail`), enclosures (RSS `enclosure`, Atom `link rel="enclosure"`),
 * `itunes:image`, and as a last resort the first image of the item's HTML.
 */
import type { FeedMedia } from '../feed-item.ts';
import { maxMediaPerItem } from '../limits.ts';
import { plainText } from './text.ts';
import { resolveUrl } from './urls.ts';
import { child, children, dimension, textOf } from './xml-query.ts';
import type { XmlElement } from './xml-tree.ts';

const imageExtension = /\.(?:jpe?g|png|gif|webp|avif)(?:$|[?#])/i;
const videoExtension = /\.(?:mp4|m4v|webm|mov)(?:$|[?#])/i;

/** Where an item's media are read from. */
export interface MediaSources {
  /** The item element (RSS `item`, Atom `entry`). */
  readonly item: XmlElement;
  /** The item's HTML, for the first-image fallback, with its URLs already absolute. */
  readonly html: string;
}

/** The item's media: images first, then videos, without duplicates. */
export function collectMedia({ item, html }: MediaSources): FeedMedia[] {
  const groups = [item, ...children(item, 'media:group')];
  const images: FeedMedia[] = [];
  const videos: FeedMedia[] = [];
  const add = (media: FeedMedia | null): void => {
    if (media !== null) (media.kind === 'image' ? images : videos).push(media);
  };
  for (const group of groups) {
    for (const content of children(group, 'media:content')) {
      add(fromMediaContent(content, group, item));
    }
  }
  for (const enclosure of children(item, 'enclosure')) {
    add(fromLink(enclosure, enclosure.attributes['url'], enclosure.attributes['type']));
  }
  for (const name of ['atom:link', 'link']) {
    for (const link of children(item, name)) {
      if (link.attributes['rel'] === 'enclosure') {
        add(fromLink(link, link.attributes['href'], link.attributes['type']));
      }
    }
  }
  if (images.length === 0) {
    const fallback =
      groups
        .flatMap((group) => [group, ...children(group, 'media:content')])
        .flatMap((owner) =>
          children(owner, 'media:thumbnail').map((thumbnail) => ({ thumbnail, owner })),
        )
        .map(({ thumbnail, owner }) => fromThumbnail(thumbnail, owner, item))
        .find((media) => media !== null) ??
      fromItunesImage(item) ??
      firstHtmlImage(html);
    if (fallback) images.push(fallback);
  }
  const seen = new Set<string>();
  const kept: FeedMedia[] = [];
  for (const media of [...images, ...videos]) {
    if (kept.length === maxMediaPerItem) break;
    if (!seen.has(media.url)) kept.push(media);
    seen.add(media.url);
  }
  return kept;
}

/** Alt text: the first Media RSS description or title, from the nearest element outwards. */
function altOf(...elements: XmlElement[]): string {
  for (const element of elements) {
    const text = textOf(child(element, 'media:description', 'media:title'));
    if (text !== '') return plainText(text);
  }
  return '';
}

/** Image, video or neither; `assumeImage` for Media RSS content that declares nothing. */
function kindOf(
  url: string,
  medium: string | undefined,
  type: string | undefined,
  assumeImage: boolean,
): FeedMedia['kind'] | null {
  const declared = (medium ?? type ?? '').toLowerCase();
  if (declared.startsWith('image')) return 'image';
  if (declared.startsWith('video')) return 'video';
  if (declared !== '' && declared !== 'application/octet-stream') return null;
  if (imageExtension.test(url)) return 'image';
  if (videoExtension.test(url)) return 'video';
  return assumeImage ? 'image' : null;
}

function fromMediaContent(
  content: XmlElement,
  group: XmlElement,
  item: XmlElement,
): FeedMedia | null {
  const url = resolveUrl(content.attributes['url'], content.base);
  if (url === null) return null;
  // Media RSS content without medium or type is, in practice, a picture.
  const kind = kindOf(url, content.attributes['medium'], content.attributes['type'], true);
  return kind === null ? null : media(kind, url, content, altOf(content, group, item));
}

function fromLink(
  element: XmlElement,
  href: string | undefined,
  type: string | undefined,
): FeedMedia | null {
  const url = resolveUrl(href, element.base);
  if (url === null) return null;
  const kind = kindOf(url, undefined, type, false);
  return kind === null ? null : media(kind, url, element, '');
}

function fromThumbnail(
  thumbnail: XmlElement,
  owner: XmlElement,
  item: XmlElement,
): FeedMedia | null {
  const url = resolveUrl(thumbnail.attributes['url'], thumbnail.base);
  return url === null ? null : media('image', url, thumbnail, altOf(owner, item));
}

function fromItunesImage(item: XmlElement): FeedMedia | null {
  const image = child(item, 'itunes:image');
  const url = image && resolveUrl(image.attributes['href'] ?? textOf(image), image.base);
  return url ? { kind: 'image', url, width: null, height: null, alt: '' } : null;
}

function media(kind: FeedMedia['kind'], url: string, element: XmlElement, alt: string): FeedMedia {
  return {
    kind,
    url,
    width: dimension(element, 'width'),
    height: dimension(element, 'height'),
    alt,
  };
}

/** The first `<img>` of an HTML fragment whose URLs are already absolute; not tracking pixels. */
export function firstHtmlImage(html: string): FeedMedia | null {
  const opening = /<img\b/gi;
  for (let match = opening.exec(html); match !== null; match = opening.exec(html)) {
    // indexOf, not `[^>]*`: a million unclosed `<img` must stay linear.
    const end = html.indexOf('>', match.index);
    if (end === -1) return null;
    const tag = html.slice(match.index, end + 1);
    const url = resolveUrl(decodeAmpersands(attribute(tag, 'src') ?? ''), null);
    const width = positive(attribute(tag, 'width'));
    const height = positive(attribute(tag, 'height'));
    const pixel = (width !== null && width <= 1) || (height !== null && height <= 1);
    if (url !== null && !pixel) {
      return { kind: 'image', url, width, height, alt: plainText(attribute(tag, 'alt') ?? '') };
    }
    opening.lastIndex = end + 1;
  }
  return null;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    tag,
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function positive(value: string | undefined): number | null {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

function decodeAmpersands(value: string): string {
  return value.replace(/&amp;/g, '&');
}
