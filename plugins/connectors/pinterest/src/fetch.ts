/**
 * One crawl of a Pinterest source: the signed-in account (`/v5/user_account`), then the newest
 * pins of that account (`/v5/pins`) or of one of its boards (`/v5/boards/{id}/pins`, the board
 * found once by name in `/v5/boards`), page after page by `bookmark` until pins the previous
 * crawl saw.
 */
import {
  SourceError,
  type ConnectorLogger,
  type FetchContext,
  type FetchResult,
} from '@chorus/core';
import {
  bearerTokenOf,
  collectPages,
  countOption,
  createJsonClient,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
  shapeMismatchAt,
  type ApiFailure,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { pinterestFeedSchemas, splitPinterestBoard } from './feed-types.ts';
import { boardNotFoundMessage, otherAccountMessage, pinterestMessages } from './messages.ts';
import { hasPicture } from './normalize.ts';
import {
  boardPageSchema,
  pinPageSchema,
  pinSchema,
  userAccountSchema,
  type PinterestAccount,
  type PinterestItem,
  type PinterestPin,
} from './wire.ts';

/** Default base URLs; configuration (`CHORUS_BASE_URL_PINTEREST_API`) and tests replace them. */
export const pinterestBaseUrls = { api: 'https://api.pinterest.com' } as const;

/** Pages of pins read in one crawl at most (the engine calls `fetch` once per crawl). */
export const maxPagesPerCrawl = 4;
/** Pages of the account's boards looked through to find a board by name. */
const maxBoardPages = 5;

/** The plugin options, given in `chorus.config.ts`: `pinterestConnector({ pageSize: 50 })`. */
export const pinterestOptionsSchema = z.object({
  pageSize: countOption({
    max: 250,
    default: 25,
    title: 'Pins per request',
    description: 'Pinterest allows 1 to 250.',
  }),
});

/** How many pin ids of the newest page the cursor keeps to know where the last crawl was. */
const recentKept = 100;

const cursorSchema = z.object({
  /** The feed the cursor was made for: another board or account starts afresh. */
  key: z.string(),
  /** Ids of the newest pins the last crawl saw; paging stops at a page holding one. */
  recent: z.array(z.string()).max(recentKept),
  /** The board's id, once found by its name. */
  boardId: z.string().optional(),
});

/** Where the previous crawl stopped. */
export type PinterestCursor = z.output<typeof cursorSchema>;

/** Pinterest's refusals in its words; a 403 is this account's permission, not its token. */
function pinterestRefusal({ status, path, suffix }: ApiFailure): SourceError | undefined {
  if (status === 403) {
    return new SourceError(
      'invalid_source',
      `Pinterest does not let the signed-in account read ${path}${suffix}. Check the board is ` +
        'one of its own, or sign in again granting Chorus read access to boards and pins.',
    );
  }
  if (status === 404 && path.startsWith('/v5/boards/')) {
    return new SourceError(
      'invalid_source',
      `Pinterest no longer has this board: it was deleted, renamed or made secret${suffix}.`,
    );
  }
  return undefined;
}

/** The pins of one page that fit the wire format; a malformed or removed pin is left out. */
function readPins(raw: readonly unknown[], logger: ConnectorLogger): PinterestPin[] {
  const pins: PinterestPin[] = [];
  raw.forEach((item, index) => {
    const parsed = pinSchema.safeParse(item);
    if (!parsed.success) {
      logger.warn('malformed pin left out', { index, at: shapeMismatchAt(parsed.error) });
      return;
    }
    if (!hasPicture(parsed.data)) {
      // A pin whose picture Pinterest took down keeps its place with no picture: left out.
      logger.info('pin without a picture left out (removed)', { pin: parsed.data.id });
      return;
    }
    pins.push(parsed.data);
  });
  return pins;
}

/** Lower case, runs of anything but letters and digits as one hyphen: a board's address slug. */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The id of the account's board named `board` (its name or address slug). */
async function findBoard(
  api: JsonClient,
  account: string,
  board: string,
  pageSize: number,
): Promise<string> {
  const wanted = slugOf(board);
  const names: string[] = [];
  let bookmark: string | undefined;
  for (let page = 0; page < maxBoardPages; page += 1) {
    const answer = await api.get('/v5/boards', boardPageSchema, {
      page_size: Math.max(pageSize, 25),
      bookmark,
    });
    const found = answer.items.find((item) => slugOf(item.name) === wanted);
    if (found) return found.id;
    names.push(...answer.items.map((item) => item.name));
    if (!answer.bookmark) break;
    bookmark = answer.bookmark;
  }
  throw new SourceError('invalid_source', boardNotFoundMessage(board, account, names));
}

/** Reads the newest pins of a source, down to the ones the previous crawl saw. */
export async function fetchPinterest(
  context: FetchContext<PinterestCursor, z.output<typeof pinterestOptionsSchema>>,
): Promise<FetchResult<PinterestItem, PinterestCursor>> {
  const feed = readStoredFeed(context.source, pinterestFeedSchemas, 'Pinterest');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const token = bearerTokenOf(context.credentials);
  if (!token) throw new SourceError('needs_reauth', pinterestMessages.noToken);
  const api = createJsonClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? pinterestBaseUrls.api,
    network: 'Pinterest',
    access: 'signedIn',
    headers: { authorization: `Bearer ${token}` },
    signal: context.signal,
    clock: context.clock,
    mapError: pinterestRefusal,
  });

  const account: PinterestAccount = await api.get('/v5/user_account', userAccountSchema);
  const wanted =
    feed.type === 'board'
      ? splitPinterestBoard(feed.options.board).username
      : feed.options.username;
  if (wanted.toLowerCase() !== account.username.toLowerCase()) {
    throw new SourceError('invalid_source', otherAccountMessage(wanted, account.username));
  }

  let boardId: string | undefined;
  let path = '/v5/pins';
  if (feed.type === 'board') {
    const { board } = splitPinterestBoard(feed.options.board);
    boardId =
      previous?.boardId ??
      (await findBoard(api, account.username, board, context.options.pageSize));
    path = `/v5/boards/${encodeURIComponent(boardId)}/pins`;
  }

  const seen = new Set(previous?.recent ?? []);
  const pages = await collectPages<PinterestPin, string>({
    maxPages: maxPagesPerCrawl,
    signal: context.signal,
    fetchPage: async (bookmark) => {
      const answer = await api.get(path, pinPageSchema, {
        page_size: context.options.pageSize,
        bookmark: bookmark ?? undefined,
      });
      const pins = readPins(answer.items, context.logger);
      const metSeen = pins.some((pin) => seen.has(pin.id));
      return { items: pins, next: metSeen ? null : (answer.bookmark ?? null) };
    },
  });
  context.logger.debug('pins read', { pins: pages.items.length, pages: pages.pages });

  const recent = pages.items.length
    ? pages.items.slice(0, recentKept).map((pin) => pin.id)
    : (previous?.recent ?? []);
  return {
    items: pages.items.map((pin) => ({ pin, account })),
    cursor: keyCursor(feed, { recent, ...(boardId ? { boardId } : {}) }),
  };
}
