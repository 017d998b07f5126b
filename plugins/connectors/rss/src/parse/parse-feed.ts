/**
 * parseFeed: bytes in, a ParsedFeed out. The format is told by the content — a JSON Feed
 * object, or the root element of an XML document — never by the URL or the Content-Type.
 */
import { SourceError } from '@chorus/core';
import type { FeedItem, ParsedFeed } from '../feed-item.ts';
import { maxFeedBytes } from '../limits.ts';
import { readAtom } from './atom.ts';
import { decodeFeedBytes } from './decode.ts';
import type { ReadContext } from './item.ts';
import { isJsonFeed, readJsonFeed } from './json-feed.ts';
import { readRss } from './rss.ts';
import { readXmlTreeLeniently } from './xml-tree.ts';

/** What {@link parseFeed} needs beside the bytes. */
export interface ParseFeedOptions {
  /** The HTTP Content-Type, for its charset. */
  readonly contentType?: string | null;
  /** The feed's URL (after redirects): the base of relative links. */
  readonly url?: string | null;
  /** The fetch time in unix seconds (default: now), the date of undated items. */
  readonly fetchedAt?: number;
}

/** The message for a document that is no feed at all (an HTML page, an image...). */
export const notAFeedMessage = 'This address is not an RSS, Atom or JSON feed.';

const feedRoots = new Set(['rss', 'rdf:RDF', 'atom:feed', 'feed']);

/**
 * Reads an RSS 0.9x/1.0/2.0, Atom 0.3/1.0 or JSON Feed 1.x document. Throws a SourceError:
 * `invalid_source` for a document that is not a feed or breaks a safety limit, `failing` for
 * a malformed one in which no item could be read.
 */
export function parseFeed(bytes: Uint8Array, options: ParseFeedOptions = {}): ParsedFeed {
  if (bytes.byteLength > maxFeedBytes) {
    throw new SourceError('failing', `This feed is larger than ${maxFeedBytes / 1024 / 1024} MB.`);
  }
  const context: ReadContext = {
    url: options.url ?? null,
    fetchedAt: options.fetchedAt ?? Math.floor(Date.now() / 1000),
  };
  const text = decodeFeedBytes(bytes, options.contentType ?? null).text.replace(/^\s+/, '');
  if (text.startsWith('{')) return parseJson(text, context);
  if (!text.startsWith('<') || /^<(?:!doctype\s+html|html[\s>])/i.test(text)) {
    throw new SourceError('invalid_source', notAFeedMessage);
  }
  const { root, malformed } = readXmlTreeLeniently(text, {
    url: context.url,
    checkRoot: (name) => {
      if (!feedRoots.has(name)) throw new SourceError('invalid_source', notAFeedMessage);
    },
  });
  const feed =
    root.name === 'rss' || root.name === 'rdf:RDF'
      ? readRss(root, context)
      : readAtom(root, context);
  if (malformed === null) return feed;
  // A feed with a small XML error keeps what could be read; one that yields nothing readable
  // is reported with its first error.
  const items = feed.items.filter(hasContent);
  if (items.length === 0) throw malformed;
  return { ...feed, items };
}

/** Whether an item recovered from a malformed document carries anything a wall can show. */
function hasContent(item: FeedItem): boolean {
  return item.title !== '' || item.link !== null || item.contentHtml !== '';
}

function parseJson(text: string, context: ReadContext): ParsedFeed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SourceError('failing', 'This JSON feed is not valid JSON.', null, { cause: error });
  }
  if (!isJsonFeed(value)) throw new SourceError('invalid_source', notAFeedMessage);
  return readJsonFeed(value, context);
}
