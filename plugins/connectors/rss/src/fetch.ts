/**
 * One crawl of a feed: a conditional GET through the safe client, then the whole document.
 * Feeds do not page (RFC 5005 archives are not followed); the cursor holds only the
 * validators of the last answer.
 */
import { SourceError, isSourceError, type FetchContext, type FetchResult } from '@chorus/core';
import {
  cacheValidators,
  conditionalHeaders,
  httpErrorToSourceError,
  readStoredFeed,
  type CacheValidators,
} from '@chorus/connector-kit';
import type { FeedItem } from './feed-item.ts';
import { feedLabel, rssUrlOptionsSchema } from './feed-types.ts';
import { parseFeed } from './parse/parse-feed.ts';

/** What the RSS connector remembers between crawls: the last answer's ETag and Last-Modified. */
export type RssCursor = CacheValidators;

const acceptedTypes = [
  'application/rss+xml',
  'application/atom+xml',
  'application/feed+json',
  'application/rdf+xml;q=0.9',
  'application/xml;q=0.9',
  'text/xml;q=0.9',
  'application/json;q=0.8',
  '*/*;q=0.5',
].join(', ');

/** Fetches and parses a feed source; `304 Not Modified` gives no items and the same cursor. */
export async function fetchFeed(
  context: FetchContext<RssCursor>,
): Promise<FetchResult<FeedItem, RssCursor>> {
  const { url } = readStoredFeed(context.source, { url: rssUrlOptionsSchema }, 'RSS').options;
  const fetchedAt = Math.floor(context.clock.now().getTime() / 1000);
  const response = await request(context, url);
  if (response.status === 304) return { items: [], cursor: context.cursor };
  // A public feed has no credentials to renew: a 401/403 is the feed refusing us.
  if (!response.ok) throw httpErrorToSourceError(response, feedLabel(url), 'public');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const feed = parseFeed(bytes, {
    contentType: response.headers.get('content-type'),
    url: response.url || url,
    fetchedAt,
  });
  const validators = cacheValidators(response);
  return {
    items: feed.items,
    cursor: validators.etag || validators.lastModified ? validators : null,
  };
}

async function request(context: FetchContext<RssCursor>, url: string): Promise<Response> {
  try {
    return await context.http(url, {
      headers: { accept: acceptedTypes, ...conditionalHeaders(context.cursor) },
      signal: context.signal,
    });
  } catch (error) {
    if (isSourceError(error) || context.signal.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SourceError('failing', `Could not reach ${feedLabel(url)}: ${reason}`, null, {
      cause: error,
    });
  }
}
