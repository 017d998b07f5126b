/** Assembling one FeedItem from the parts every format provides. */
import { createHash } from 'node:crypto';
import type { FeedItem, FeedMedia, FeedPerson } from '../feed-item.ts';
import { maxExternalIdLength } from '../limits.ts';
import { parseFeedDate } from './dates.ts';
import { absolutizeHtml } from './urls.ts';

/** When and where a document was read. */
export interface ReadContext {
  /** The feed's URL (after redirects), the last base of relative references. */
  readonly url: string | null;
  /** The fetch time in unix seconds: the date of items whose own date is unreadable. */
  readonly fetchedAt: number;
}

/** What a format reader found for one entry. */
export interface ItemParts {
  /** The entry's own id (guid, Atom id, JSON Feed id), if any. */
  readonly id: string | null;
  /** Plain-text title. */
  readonly title: string;
  /** Raw HTML body. */
  readonly html: string;
  /** The base of relative references inside the HTML. */
  readonly htmlBase: string | null;
  /** Absolute link to the entry. */
  readonly link: string | null;
  readonly author: FeedPerson;
  /** Candidate dates, most relevant first (published before updated). */
  readonly dates: readonly string[];
  /** The entry's media, given its absolutized HTML. */
  readonly media: (html: string) => FeedMedia[];
}

/** One FeedItem, with identity, date and URLs settled. */
export function assembleItem(parts: ItemParts, context: ReadContext): FeedItem {
  const contentHtml = absolutizeHtml(parts.html, parts.htmlBase);
  // The first readable date; the later candidates are not read at all.
  let published: number | null = null;
  for (const date of parts.dates) {
    published = parseFeedDate(date);
    if (published !== null) break;
  }
  const id = parts.id || parts.link || contentHash(parts.title, parts.html);
  return {
    id: id.length <= maxExternalIdLength ? id : `sha256:${sha256(id)}`,
    title: parts.title,
    contentHtml,
    link: parts.link,
    author: parts.author,
    // Never silently: an entry without a readable date says its date is the fetch time.
    publishedAt: published ?? context.fetchedAt,
    publishedEstimated: published === null,
    media: parts.media(contentHtml),
  };
}

/** An identity for entries with neither id nor link: the same text gives the same id. */
export function contentHash(title: string, html: string): string {
  return `sha256:${sha256(`${title}\u0000${html}`)}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
