/**
 * One crawl of a YouTube source. With the operator's API key: a channel's uploads playlist
 * (channels.list → playlistItems.list), a playlist, or a search (search.list, 100 units a
 * call, refused past the source's daily budget). Without one: a channel's public Atom feed.
 * The units a source spends are counted per Pacific day in its cursor.
 */
import type { FetchContext, FetchResult, SourceQuota } from '@chorus/core';
import { SourceError } from '@chorus/core';
import {
  collectPages,
  countOption,
  createJsonClient,
  dailyQuota,
  htmlToText,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { youtubeApiError } from './api-errors.ts';
import { isChannelId, readChannelFeed } from './channel-feed.ts';
import { playlistIdOf, youtubeFeedSchemas } from './feed-types.ts';
import { youtubeMessages } from './messages.ts';
import { quotaCost, quotaResetsAt, quotaToday, quotaUseSchema, type QuotaUse } from './quota.ts';
import {
  channelListSchema,
  playlistItemsSchema,
  searchListSchema,
  type YoutubeItem,
} from './wire.ts';

/** Default base URLs; `CHORUS_BASE_URL_YOUTUBE_API` / `_FEEDS` and tests replace them. */
export const youtubeBaseUrls = {
  api: 'https://www.googleapis.com/youtube/v3',
  feeds: 'https://www.youtube.com',
} as const;

/** The plugin options, given in `chorus.config.ts`: `youtubeConnector({ apiKey: … })`. */
export const youtubeOptionsSchema = z.object({
  apiKey: z
    .string()
    .trim()
    .optional()
    .meta({ title: 'API key', description: 'A YouTube Data API v3 key from Google Cloud.' }),
  pageSize: countOption({ max: 50, default: 50, title: 'Videos per request' }),
  maxPages: countOption({
    max: 10,
    default: 2,
    title: 'Pages per crawl',
    description: 'Older pages wait for the next crawl.',
  }),
  searchBudget: z.number().int().min(100).default(1000).meta({
    title: 'Search units a day',
    description: 'Quota units one search source may spend a Pacific day (100 a search).',
  }),
});

const cursorSchema = z.object({
  key: z.string(),
  /** When the newest video seen was published; older ones are not read again. */
  newest: z.string().optional(),
  /** The quota units this source spent on the current Pacific day. */
  quota: quotaUseSchema.optional(),
});

/** Where the previous crawl stopped, and the source's quota use today. */
export type YoutubeCursor = z.output<typeof cursorSchema>;

type Options = z.output<typeof youtubeOptionsSchema>;
type Context = FetchContext<YoutubeCursor, Options>;
type Feed = ReturnType<typeof readStoredFeed<typeof youtubeFeedSchemas>>;
interface Page {
  readonly items: YoutubeItem[];
  readonly next: string | undefined;
}

/** Reads what the previous crawl had not seen, and counts the units spent. */
export async function fetchYoutube(
  context: Context,
): Promise<FetchResult<YoutubeItem, YoutubeCursor>> {
  const feed = readStoredFeed(context.source, youtubeFeedSchemas, 'YouTube');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const now = context.clock.now();
  const quota: QuotaUse = { ...quotaToday(previous?.quota, now) };
  const seenUntil = previous?.newest ? Date.parse(previous.newest) : Number.NEGATIVE_INFINITY;
  const isOld = (item: YoutubeItem) => Date.parse(item.publishedAt) <= seenUntil;
  const sourceKey = context.credentials?.['key'] || undefined;
  const key = sourceKey ?? context.options.apiKey;

  let items: YoutubeItem[];
  if (!key) {
    if (feed.type !== 'user') throw new SourceError('failing', youtubeMessages.needsKey);
    const base = context.baseUrls['feeds'] ?? youtubeBaseUrls.feeds;
    items = await readChannelFeed(context, base, feed.options.channel);
  } else {
    const api = createJsonClient({
      http: context.http,
      baseUrl: context.baseUrls['api'] ?? youtubeBaseUrls.api,
      network: 'YouTube',
      access: 'public',
      signal: context.signal,
      clock: context.clock,
      mapError: (failure) => youtubeApiError(failure, now, sourceKey !== undefined),
    });
    const call: Call = async (path, schema, query) => {
      const answer = await api.get(path, schema, { ...query, key });
      quota.units += quotaCost[path];
      return answer;
    };
    items = await crawl(call, feed, context, { quota, isOld });
  }
  context.logger.info('quota used today', { ...quota, searchBudget: context.options.searchBudget });

  const fresh = items.filter((item) => !isOld(item));
  const unique = [...new Map(fresh.map((item) => [item.videoId, item])).values()];
  const newest = fresh.reduce<string | undefined>(
    (latest, item) =>
      latest === undefined || Date.parse(item.publishedAt) > Date.parse(latest)
        ? item.publishedAt
        : latest,
    previous?.newest,
  );
  return {
    items: unique,
    cursor: keyCursor(feed, { ...(newest ? { newest } : {}), quota }),
    // A search shows its own daily budget beside the source; the feeds cost a unit a call.
    ...(feed.type === 'search' ? { quota: searchQuota(quota, context) } : {}),
  };
}

/** A search's units of the day against its budget, renewed at midnight Pacific time. */
function searchQuota(quota: QuotaUse, context: Context): SourceQuota {
  return dailyQuota({
    limit: context.options.searchBudget,
    used: quota.units,
    resetsAt: quotaResetsAt(context.clock.now()),
  });
}

/** One Data API call, its units counted. */
type Call = <S extends z.ZodType>(
  path: keyof typeof quotaCost,
  schema: S,
  query: object,
) => Promise<z.output<S>>;

/** The pages of one feed type through the Data API. */
async function crawl(
  call: Call,
  feed: Feed,
  context: Context,
  state: { quota: QuotaUse; isOld: (item: YoutubeItem) => boolean },
): Promise<YoutubeItem[]> {
  const { maxPages, pageSize, searchBudget } = context.options;
  let readPage: (token: string | null) => Promise<Page>;
  // A playlist is in the owner's order, not by time: its first pages are read each crawl.
  let stopAtOld = true;
  switch (feed.type) {
    case 'user': {
      const playlistId = await uploadsOf(call, feed.options.channel);
      readPage = (token) => playlistPage(call, playlistId, pageSize, token);
      break;
    }
    case 'playlist':
      stopAtOld = false;
      readPage = (token) =>
        playlistPage(call, playlistIdOf(feed.options.playlist), pageSize, token);
      break;
    case 'search':
      readPage = (token) => {
        if (state.quota.units + quotaCost.search > searchBudget) {
          const resumes = quotaResetsAt(context.clock.now());
          throw new SourceError(
            'rate_limited',
            `This search has spent its ${searchBudget} quota units for today ` +
              `(${state.quota.units} used); it searches again after ${resumes.toISOString()} ` +
              '(midnight Pacific time).',
            resumes,
            { quota: searchQuota(state.quota, context) },
          );
        }
        return searchPage(call, feed.options.query, pageSize, token);
      };
      break;
  }
  const collected = await collectPages<YoutubeItem, string>({
    maxPages,
    signal: context.signal,
    fetchPage: async (token) => {
      const page = await readPage(token);
      const stop = stopAtOld && page.items.some(state.isOld);
      return { items: page.items, next: stop ? null : (page.next ?? null) };
    },
  });
  context.logger.debug('pages read', { pages: collected.pages, videos: collected.items.length });
  return collected.items;
}

/** A channel's uploads playlist, by handle, legacy username or channel id. */
async function uploadsOf(call: Call, channel: string): Promise<string> {
  const by = channel.startsWith('@')
    ? { forHandle: channel }
    : isChannelId(channel)
      ? { id: channel }
      : { forUsername: channel };
  const found = await call('channels', channelListSchema, { part: 'contentDetails', ...by });
  const uploads = found.items[0]?.contentDetails.relatedPlaylists.uploads;
  if (!uploads) throw new SourceError('invalid_source', youtubeMessages.channelNotFound);
  return uploads;
}

async function playlistPage(call: Call, playlistId: string, size: number, token: string | null) {
  const data = await call('playlistItems', playlistItemsSchema, {
    part: 'snippet,contentDetails',
    playlistId,
    maxResults: size,
    pageToken: token ?? undefined,
  });
  // A deleted or private video keeps its place in a playlist with no uploader: skipped.
  const items = data.items.flatMap(({ snippet, contentDetails }) =>
    snippet.videoOwnerChannelId === undefined
      ? []
      : [
          {
            videoId: snippet.resourceId.videoId,
            title: snippet.title,
            description: snippet.description,
            publishedAt: contentDetails?.videoPublishedAt ?? snippet.publishedAt,
            channelId: snippet.videoOwnerChannelId,
            channelTitle: snippet.videoOwnerChannelTitle ?? '',
            thumbnails: snippet.thumbnails,
          },
        ],
  );
  return { items, next: data.nextPageToken };
}

async function searchPage(call: Call, query: string, size: number, token: string | null) {
  const data = await call('search', searchListSchema, {
    part: 'snippet',
    type: 'video',
    order: 'date',
    q: query,
    maxResults: size,
    pageToken: token ?? undefined,
  });
  const items = data.items.flatMap(({ id, snippet }) =>
    // search.list writes its titles and descriptions HTML-escaped (`&#39;`), unlike the others.
    id.videoId === undefined
      ? []
      : [
          {
            videoId: id.videoId,
            ...snippet,
            title: htmlToText(snippet.title),
            description: htmlToText(snippet.description),
          },
        ],
  );
  return { items, next: data.nextPageToken };
}
