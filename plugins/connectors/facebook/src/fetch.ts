/**
 * One crawl of a Facebook source: the page's posts (`/{page-id}/posts`) or the posts that tag
 * it (`/{page-id}/tagged`), read with the page token sign-in stored, page after page
 * (`paging.cursors.after`); after the first crawl only posts newer than the newest seen
 * (`since`). Hidden, expired and empty (removed) posts are left out; an item that does not
 * parse is skipped alone.
 */
import { SourceError, type FetchContext, type FetchResult } from '@chorus/core';
import {
  bearerTokenOf,
  collectPages,
  feedTypeSchemas,
  graphPageSchema,
  keyCursor,
  nextGraphPageQuery,
  readKeyedCursor,
  readStoredFeed,
  shapeMismatchAt,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { facebookFeedTypes } from './feed-types.ts';
import { graphClient, type FacebookOptions } from './graph.ts';
import { facebookMessage, facebookMessages } from './messages.ts';
import { facebookPostSchema, graphTime, type FacebookItem } from './wire.ts';

const cursorSchema = z.object({
  /** The feed the cursor was made for: another page starts afresh. */
  key: z.string(),
  /** Unix seconds of the newest post seen; the next crawl asks only for newer ones. */
  newest: z.number().int().nonnegative(),
});

/** Where the previous crawl stopped. */
export type FacebookCursor = z.output<typeof cursorSchema>;

const albumFields = 'type,media_type,url,title,description,media,target';

/** The fields asked of every post: text, link, pictures (albums too) and author. */
export const postFields = [
  'id',
  'created_time',
  'message',
  'story',
  'permalink_url',
  'full_picture',
  'status_type',
  'is_hidden',
  'is_expired',
  'from{id,name,picture{url,is_silhouette}}',
  `attachments{${albumFields},subattachments.limit(20){${albumFields}}}`,
].join(',');

/** The Graph edge of each feed type. */
const edges = { page: 'posts', tagged: 'tagged' } as const;

/** Whether a post was removed from view: hidden by the page, expired, or left with nothing. */
function isRemoved(post: FacebookItem): boolean {
  if (post.is_hidden === true || post.is_expired === true) return true;
  const hasText = (post.message ?? post.story ?? '').trim() !== '';
  const hasPicture = post.full_picture !== undefined || (post.attachments?.data.length ?? 0) > 0;
  return !hasText && !hasPicture;
}

/**
 * The id of the page to read: the one sign-in picked, as long as the source still names it
 * (by id or username); the name itself when sign-in stored no id. A source edited to name
 * another page needs a sign-in for that page (its token is that page's).
 */
function signedInPage(credentials: Readonly<Record<string, string>> | null, page: string): string {
  const pageId = credentials?.['pageId'];
  if (!pageId) return page;
  const username = credentials['pageUsername'];
  if (page === pageId || page.toLowerCase() === username?.toLowerCase()) return pageId;
  throw new SourceError(
    'needs_reauth',
    facebookMessage('otherPage', { page, signedIn: credentials['pageName'] || username || pageId }),
  );
}

/** Reads the newest posts of a source (newer than the last crawl's, after the first). */
export async function fetchFacebook(
  context: FetchContext<FacebookCursor, FacebookOptions>,
): Promise<FetchResult<FacebookItem, FacebookCursor>> {
  const feed = readStoredFeed(context.source, feedTypeSchemas(facebookFeedTypes), 'Facebook');
  if (feed.type !== 'page' && feed.type !== 'tagged') {
    // Unreachable: the schemas of groups and hashtags refuse every option.
    throw new SourceError('invalid_source', facebookMessages.groupsRemoved);
  }
  const options = feed.options as { page: string };
  const credentials = context.credentials;
  const token = credentials?.['pageAccessToken'] || bearerTokenOf(credentials);
  if (!token) throw new SourceError('needs_reauth', facebookMessages.signInNeeded);
  const pageId = signedInPage(credentials, options.page);
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const graph = graphClient({
    http: context.http,
    baseUrls: context.baseUrls,
    token,
    signal: context.signal,
    clock: context.clock,
  });
  const { graphVersion, pageSize, maxPages } = context.options;
  const path = `/${graphVersion}/${encodeURIComponent(pageId)}/${edges[feed.type]}`;
  const collected = await collectPages<FacebookItem, Record<string, string>>({
    maxPages,
    signal: context.signal,
    fetchPage: async (next) => {
      const page = await graph.get(path, graphPageSchema, {
        fields: postFields,
        limit: pageSize,
        ...(previous ? { since: previous.newest } : {}),
        ...next,
      });
      const items: FacebookItem[] = [];
      for (const [index, raw] of page.data.entries()) {
        const parsed = facebookPostSchema.safeParse(raw);
        if (!parsed.success) {
          context.logger.warn('malformed post skipped', {
            index,
            at: shapeMismatchAt(parsed.error),
          });
          continue;
        }
        if (isRemoved(parsed.data)) {
          context.logger.debug('removed post skipped', { id: parsed.data.id });
          continue;
        }
        items.push(parsed.data);
      }
      return { items, next: nextGraphPageQuery(page.paging) };
    },
  });
  context.logger.debug('posts read', { posts: collected.items.length, pages: collected.pages });
  const newest = Math.max(
    previous?.newest ?? 0,
    ...collected.items.map((item) => Math.floor(graphTime(item.created_time) / 1000)),
  );
  return {
    items: collected.items,
    cursor: newest > 0 ? keyCursor(feed, { newest }) : null,
  };
}
