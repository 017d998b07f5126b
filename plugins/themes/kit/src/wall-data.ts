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
}

/** One entry of `GET /api/collections/{user_name}`. */
export interface WallCollection {
  readonly id: number;
  readonly network: string;
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
