/**
 * What the wall reads from the API, as the browser sees it: the public post, a collection
 * (a source in the nav bar) and the few profile fields a theme needs. Mirrors the server's
 * response schemas (docs/api.md); only the fields the kit draws are typed.
 */
import type { Author, Cta, Media } from '@chorus/core';

/** A post as `GET /api/posts` returns it. */
export interface WallPost {
  readonly id: string;
  readonly source_id: string | null;
  readonly network: string;
  readonly author: Author;
  readonly title: string;
  /** Sanitized HTML: the server's allowlist sanitizer ran at ingest. */
  readonly description: string;
  readonly url: string | null;
  readonly media: readonly Media[];
  /** Unix seconds. */
  readonly created: number;
  readonly pinned: boolean;
  readonly highlight: boolean;
  /** Card width in px, doubled when highlighted. */
  readonly width?: number;
  readonly cta: Cta | null;
  /** The network's content warning (plain text): text and media stay hidden until opened. */
  readonly content_warning?: string | null;
  /** True when the media are sensitive: blurred until opened. */
  readonly sensitive?: boolean;
  /** True when `created` is when Chorus fetched it: the network gave no readable date. */
  readonly created_estimated?: boolean;
  /** Slideshows show it again every this many slides (0: never; core's recurrence). */
  readonly recur_frequency?: number;
  /** Its first return comes after this many slides. */
  readonly recur_offset?: number;
  /** When post shuffle last showed it again (unix seconds); null: never. */
  readonly reshown_at?: number | null;
}

/** One entry of `GET /api/collections/{user_name}`. */
export interface WallCollection {
  readonly id: number;
  readonly network: string;
  /** The network's short code (`tw`), which wall addresses may use; its id when unknown. */
  readonly short_code?: string;
  /** The network's display name from its connector; its id when the connector is gone. */
  readonly network_name?: string;
  /** The network's short name for the collection bar (`Twitter` for X); else its display name. */
  readonly network_label?: string;
  /** The network's icon: an SVG path in a 24×24 box, from its connector; empty when unknown. */
  readonly network_icon?: string;
  /** At most 16 characters, # for tag accounts (the server applies the spec's rule). */
  readonly label: string;
  /** Unix seconds; 0 until the first import. */
  readonly last_crawled: number;
}

/** Where the next feed page starts, as `GET /api/posts` answers it. */
export interface FeedCursor {
  readonly ref_timestamp: number | null;
  readonly offset: number;
}

/** One page of `GET /api/posts`. */
export interface FeedPageResponse {
  readonly posts: readonly WallPost[];
  readonly next: FeedCursor | null;
}
