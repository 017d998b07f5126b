/**
 * The wire item of the RSS connector: one entry of an RSS, Atom or JSON feed, already read
 * into one shape. It is plain JSON (the crawl engine may store it as the raw payload).
 */

/** An image or video attached to an item. */
export interface FeedMedia {
  readonly kind: 'image' | 'video';
  /** Absolute http(s) URL. */
  readonly url: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt: string;
}

/** A person or organisation named by a feed. */
export interface FeedPerson {
  readonly name: string | null;
  /** Their page (Atom `uri`, JSON Feed `url`) or the feed's site. */
  readonly link: string | null;
  /** The feed's image or the person's avatar. */
  readonly picture: string | null;
}

/** One entry of a feed. */
export interface FeedItem {
  /** guid (RSS) / id (Atom, JSON Feed) / link / a hash of title and content: stable per crawl. */
  readonly id: string;
  /** Plain text. */
  readonly title: string;
  /** HTML, with relative links made absolute; not sanitized yet. */
  readonly contentHtml: string;
  /** Absolute link to the entry, if any. */
  readonly link: string | null;
  /** The entry's author, else the feed's. */
  readonly author: FeedPerson;
  /** Publication (else update) time in unix seconds; the fetch time when the feed gave none. */
  readonly publishedAt: number;
  /** True when the entry had no readable date and `publishedAt` is the fetch time. */
  readonly publishedEstimated: boolean;
  readonly media: readonly FeedMedia[];
}

/** Which specification a document follows. */
export type FeedFormat = 'rss' | 'rdf' | 'atom' | 'json';

/** A parsed feed document. */
export interface ParsedFeed {
  readonly format: FeedFormat;
  /** Plain-text feed title. */
  readonly title: string;
  /** The site the feed belongs to. */
  readonly link: string | null;
  /** The entries, in document order. */
  readonly items: readonly FeedItem[];
}
