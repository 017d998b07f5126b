/**
 * JSON Feed 1.1 (and 1.0: `author` instead of `authors`). Values of the wrong type are
 * ignored rather than failing the whole feed.
 */
import type { FeedItem, FeedMedia, FeedPerson, ParsedFeed } from '../feed-item.ts';
import { maxFeedItems, maxMediaPerItem } from '../limits.ts';
import { assembleItem, type ReadContext } from './item.ts';
import { firstHtmlImage } from './media.ts';
import { plainTitle, textToHtml } from './text.ts';
import { resolveUrl } from './urls.ts';

type JsonObject = Readonly<Record<string, unknown>>;

/** A JSON Feed author object, read. */
interface Author {
  readonly name: string | null;
  readonly link: string | null;
  readonly picture: string | null;
}

/**
 * Whether a parsed JSON value is a JSON Feed document: its `version` names the specification
 * (`https://jsonfeed.org/version/1.1`); publishers that write `"1.1"`, `1` or no version at
 * all are read too when the object has a feed's shape (a title and an `items` array).
 */
export function isJsonFeed(value: unknown): value is JsonObject {
  if (!isObject(value)) return false;
  if (/^https?:\/\/jsonfeed\.org\/version\//.test(text(value['version']))) return true;
  return Array.isArray(value['items']) && typeof value['title'] === 'string';
}

/** Reads a JSON Feed document. */
export function readJsonFeed(feed: JsonObject, context: ReadContext): ParsedFeed {
  const title = plainTitle(text(feed['title']), 'text');
  const link = resolveUrl(text(feed['home_page_url']), context.url);
  const author = firstAuthor(feed, context.url);
  const icon =
    resolveUrl(text(feed['icon']), context.url) ?? resolveUrl(text(feed['favicon']), context.url);
  const site: FeedPerson = { name: author?.name ?? (title || null), link, picture: icon };
  const items = (Array.isArray(feed['items']) ? feed['items'] : [])
    .filter(isObject)
    .slice(0, maxFeedItems)
    .map((item) => readItem(item, site, author, context));
  return { format: 'json', title, link, items };
}

/** `site` names the feed; `feedAuthor`, when given, is who writes the items without authors. */
function readItem(
  item: JsonObject,
  site: FeedPerson,
  feedAuthor: Author | null,
  context: ReadContext,
): FeedItem {
  const link =
    resolveUrl(text(item['url']), context.url) ??
    resolveUrl(text(item['external_url']), context.url);
  const html =
    text(item['content_html']) ||
    textToHtml(text(item['content_text'])) ||
    textToHtml(text(item['summary']));
  const author = firstAuthor(item, context.url) ?? feedAuthor;
  const id = item['id'];
  return assembleItem(
    {
      id: typeof id === 'number' && Number.isFinite(id) ? String(id) : text(id) || null,
      title: plainTitle(text(item['title']), 'text'),
      html,
      htmlBase: link ?? context.url,
      link,
      author: {
        name: author?.name ?? site.name,
        link: author?.link ?? site.link,
        picture: author?.picture ?? site.picture,
      },
      dates: [text(item['date_published']), text(item['date_modified'])],
      media: (absoluteHtml) => itemMedia(item, absoluteHtml, context.url),
    },
    context,
  );
}

function itemMedia(item: JsonObject, html: string, base: string | null): FeedMedia[] {
  const images: FeedMedia[] = [];
  const videos: FeedMedia[] = [];
  for (const key of ['image', 'banner_image']) {
    const url = resolveUrl(text(item[key]), base);
    if (url) images.push({ kind: 'image', url, width: null, height: null, alt: '' });
  }
  for (const attachment of Array.isArray(item['attachments']) ? item['attachments'] : []) {
    if (!isObject(attachment)) continue;
    const url = resolveUrl(text(attachment['url']), base);
    const type = text(attachment['mime_type']);
    const alt = text(attachment['title']);
    if (url && type.startsWith('image/')) images.push(media('image', url, alt));
    if (url && type.startsWith('video/')) videos.push(media('video', url, alt));
  }
  if (images.length === 0) {
    const fallback = firstHtmlImage(html);
    if (fallback) images.push(fallback);
  }
  const seen = new Set<string>();
  return [...images, ...videos]
    .filter((entry) => !seen.has(entry.url) && !!seen.add(entry.url))
    .slice(0, maxMediaPerItem);
}

function media(kind: FeedMedia['kind'], url: string, alt: string): FeedMedia {
  return { kind, url, width: null, height: null, alt };
}

/** The first of `authors` (1.1), else `author` (1.0). */
function firstAuthor(owner: JsonObject, base: string | null): Author | null {
  const authors = owner['authors'];
  const candidate = Array.isArray(authors) ? authors.find(isObject) : owner['author'];
  if (!isObject(candidate)) return null;
  return {
    name: text(candidate['name']) || null,
    link: resolveUrl(text(candidate['url']), base),
    picture: resolveUrl(text(candidate['avatar']), base),
  };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
