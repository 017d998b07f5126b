/**
 * One crawl of a Linkedin source: one page of the newest posts through the kit's JSON client,
 * and the cursor the next crawl asks for newer posts from.
 */
import type { FetchContext, FetchResult } from '@chorus/core';
import {
  createJsonClient,
  idPagingOf,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { hashtagOptionsSchema } from './feed-types.ts';
import { linkedinPageSchema, type LinkedinItem } from './wire.ts';

/** Default base URLs; configuration (`CHORUS_BASE_URL___UPPER___API`) and tests replace them. */
export const linkedinBaseUrls = { api: 'https://linkedin.example' } as const;

/** The plugin options, given in `chorus.config.ts`: `linkedinConnector({ pageSize: 20 })`. */
export const linkedinOptionsSchema = z.object({
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(40)
    .default(40)
    .meta({ title: 'Posts per request', description: 'At most 40.' }),
});

const cursorSchema = z.object({
  /** The feed the cursor was made for: another hashtag starts afresh. */
  key: z.string(),
  /** The newest post seen; the next crawl asks only for newer ones. */
  minId: z.string(),
});

/** Where the previous crawl stopped. */
export type LinkedinCursor = z.output<typeof cursorSchema>;

/** Reads the newest posts of a source (newer than the last crawl's, after the first). */
export async function fetchLinkedin(
  context: FetchContext<LinkedinCursor, z.output<typeof linkedinOptionsSchema>>,
): Promise<FetchResult<LinkedinItem, LinkedinCursor>> {
  const feed = readStoredFeed(context.source, { hashtag: hashtagOptionsSchema }, 'Linkedin');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const api = createJsonClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? linkedinBaseUrls.api,
    network: 'Linkedin',
    access: 'public',
    signal: context.signal,
    clock: context.clock,
  });
  const answer = await api.request(
    `/api/v1/timelines/tag/${encodeURIComponent(feed.options.hashtag)}`,
    linkedinPageSchema,
    { query: { limit: context.options.pageSize, min_id: previous?.minId } },
  );
  context.logger.debug('page read', { posts: answer.data.length });
  const newest = idPagingOf(answer.headers, answer.url).minId ?? answer.data[0]?.id;
  const minId = newest ?? previous?.minId;
  return { items: answer.data, cursor: minId ? keyCursor(feed, { minId }) : null };
}
