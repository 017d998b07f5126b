/** Addresses of the wall's API calls: feed pages, search, the live channel. */
import { searchLimit } from '@chorus/core/rules';
import type { FeedCursor } from './wall-data.ts';

/** What one feed page asks for. */
export interface FeedRequest {
  /** The wall's user name. */
  readonly wall: string;
  /** Page size (core's postPageRequest). */
  readonly count: number;
  /** Limits the feed to one network. */
  readonly network?: string | undefined;
  /** Limits the feed to one source (numeric id). */
  readonly sourceId?: string | undefined;
  /** `image_only` for photo themes without text updates. */
  readonly imageOnly?: boolean;
  /** Mobile requests bypass caches. */
  readonly nocache?: boolean;
  /** Posts to skip before the first page (the wall's `offset` parameter). */
  readonly offset?: number;
}

/** `GET /api/posts?...` for the first page (no cursor) or the page after `cursor`. */
export function feedPageUrl(request: FeedRequest, cursor: FeedCursor | null): string {
  const params = new URLSearchParams({ wall: request.wall, count: String(request.count) });
  if (request.network !== undefined) params.set('network', request.network);
  if (request.sourceId !== undefined && /^\d+$/.test(request.sourceId)) {
    params.set('source', request.sourceId);
  }
  if (request.imageOnly) params.set('select', 'image_only');
  if (request.nocache) params.set('nocache', '1');
  if (cursor) {
    if (cursor.ref_timestamp !== null) params.set('ref_timestamp', String(cursor.ref_timestamp));
    params.set('offset', String(cursor.offset));
  } else if (request.offset) params.set('offset', String(request.offset));
  return `/api/posts?${params.toString()}`;
}

/** `GET /api/posts/{user_name}?query=&limit=20&moderation=0`: the public search. */
export function searchUrl(wall: string, query: string): string {
  const params = new URLSearchParams({ query, limit: String(searchLimit), moderation: '0' });
  return `/api/posts/${encodeURIComponent(wall)}?${params.toString()}`;
}

/** The wall's read-only live channel, on the page's own host. */
export function liveChannelUrl(wall: string, location: Pick<Location, 'protocol' | 'host'>) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/walls/${encodeURIComponent(wall)}/live`;
}
