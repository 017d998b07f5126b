/**
 * One crawl of a Mastodon source on its own server: the newest page on the first crawl, then
 * every newer page (`min_id`, continued by the `Link` header's `prev` link) up to a few pages.
 */
import { SourceError, type FetchContext, type FetchResult } from '@chorus/core';
import {
  collectPages,
  createJsonClient,
  createQuotaMeter,
  idPagingOf,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
  type ApiFailure,
  bearerTokenOf,
  type StoredFeed,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { mastodonFeedSchemas } from './feed-types.ts';
import { instanceOfOptions } from './instance.ts';
import {
  mastodonAccountSchema,
  mastodonListsSchema,
  mastodonPageSchema,
  type MastodonItem,
} from './wire.ts';

/** No fixed host: each source names its server, defaulting to `defaultInstance`. */
export const mastodonBaseUrls = {} as const;

/** Pages read per crawl when catching up on newer posts. */
const maxPagesPerCrawl = 5;

/** The plugin options, given in `chorus.config.ts`: `mastodonConnector({ defaultInstance })`. */
export const mastodonOptionsSchema = z.object({
  defaultInstance: z
    .url({ protocol: /^https?$/ })
    .default('https://mastodon.social')
    .meta({ title: 'Default server', description: 'Read when a source names no server.' }),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(40)
    .default(40)
    .meta({ title: 'Posts per request', description: 'At most 40.' }),
});

const cursorSchema = z.object({
  /** The feed the cursor was made for: another hashtag, account or server starts afresh. */
  key: z.string(),
  /** The newest post seen; the next crawl asks only for newer ones. */
  minId: z.string().optional(),
  /** The account's id on its server, looked up once. */
  accountId: z.string().optional(),
  /** The list's id on its server, looked up once. */
  listId: z.string().optional(),
});

/** Where the previous crawl stopped. */
export type MastodonCursor = z.output<typeof cursorSchema>;

/** The sentence an owner reads when a server keeps its hashtag timelines for signed-in accounts. */
export function signInRequiredMessage(instance: string): string {
  return `${instance} shows its hashtag timelines only to signed-in accounts. Sign in to ${instance} to read them, or choose a server that shows them publicly (most do).`;
}

/** The sentence an owner reads when a home or list source has no sign-in for its server. */
export function signInNeededMessage(instance: string, feedType: 'home' | 'list'): string {
  const what = feedType === 'home' ? 'your home timeline' : 'your lists';
  return `Sign in to ${instance} to read ${what}.`;
}

/** The sentence an owner reads when the server no longer accepts the sign-in. */
export function signInRefusedMessage(instance: string): string {
  return `${instance} no longer accepts the sign-in (it was revoked or expired); please sign in again.`;
}

/** The sentence an owner reads when the list named is not one of theirs. */
export function listMissingMessage(list: string, titles: readonly string[]): string {
  const known = titles.length > 0 ? ` Your lists: ${titles.join(', ')}.` : ' You have no lists.';
  return `There is no list named "${list}" on your account.${known}`;
}

/**
 * 401 or 422 on a public timeline means the server asks to sign in, not a broken source: the
 * owner is offered sign-in. With a token, a 401 means the sign-in was revoked.
 */
function mapRefusal(instance: string, signedIn: boolean) {
  return (failure: ApiFailure): SourceError | undefined => {
    if (failure.status === 401 && signedIn) {
      return new SourceError('needs_reauth', signInRefusedMessage(instance));
    }
    return failure.path.startsWith('/api/v1/timelines/') &&
      (failure.status === 401 || failure.status === 422)
      ? new SourceError('needs_reauth', signInRequiredMessage(instance))
      : undefined;
  };
}

/**
 * The owner's access token for `instance`: only one issued by that very server (stored with
 * its `issuer`) is ever sent there.
 */
export function tokenFor(
  credentials: Readonly<Record<string, string>> | null,
  instance: string,
): string | null {
  const token = bearerTokenOf(credentials);
  if (!token || !credentials?.['issuer']) return null;
  try {
    return new URL(credentials['issuer']).origin === new URL(instance).origin ? token : null;
  } catch {
    return null;
  }
}

/** The server a source reads: its own field, the account's domain, or the default. */
export function instanceOf(
  feed: StoredFeed<typeof mastodonFeedSchemas>,
  defaultInstance: string,
): string {
  return instanceOfOptions(feed.type, feed.options, defaultInstance);
}

/** Reads the posts of a source newer than the last crawl's (the newest page the first time). */
export async function fetchMastodon(
  context: FetchContext<MastodonCursor, z.output<typeof mastodonOptionsSchema>>,
): Promise<FetchResult<MastodonItem, MastodonCursor>> {
  const feed = readStoredFeed(context.source, mastodonFeedSchemas, 'Mastodon');
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const instance = instanceOf(feed, context.options.defaultInstance);
  const token = tokenFor(context.credentials, instance);
  if (!token && (feed.type === 'home' || feed.type === 'list')) {
    throw new SourceError('needs_reauth', signInNeededMessage(instance, feed.type));
  }
  // The server's `X-RateLimit-*` headers (300 requests per 5 minutes by default), shown to the
  // owner beside the source.
  const meter = createQuotaMeter(context.clock);
  const api = createJsonClient({
    http: context.http,
    baseUrl: instance,
    network: 'Mastodon',
    access: token ? 'signedIn' : 'public',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    signal: context.signal,
    clock: context.clock,
    mapError: mapRefusal(instance, token !== null),
    onRateLimit: (limit) => {
      meter.see(limit);
      if (typeof limit.remaining === 'number' && limit.remaining < 10)
        context.logger.warn('rate limit low', { ...limit });
    },
  });

  let accountId = previous?.accountId;
  let listId = previous?.listId;
  let path: string;
  let query: Record<string, string | number | boolean | undefined> = {};
  if (feed.type === 'hashtag') {
    path = `/api/v1/timelines/tag/${encodeURIComponent(feed.options.hashtag)}`;
    query = { local: feed.options.scope === 'local' ? true : undefined };
  } else if (feed.type === 'home') {
    path = '/api/v1/timelines/home';
  } else if (feed.type === 'list') {
    if (!listId) {
      const wanted = feed.options.list;
      const lists = await api.get('/api/v1/lists', mastodonListsSchema);
      const found =
        lists.find((list) => list.id === wanted) ??
        lists.find((list) => list.title.toLowerCase() === wanted.toLowerCase());
      if (!found) {
        const titles = lists.map((list) => list.title);
        throw new SourceError('invalid_source', listMissingMessage(wanted, titles));
      }
      listId = found.id;
    }
    path = `/api/v1/timelines/list/${encodeURIComponent(listId)}`;
  } else {
    if (!accountId) {
      const acct = feed.options.account.replace(/^@/, '');
      accountId = (await api.get('/api/v1/accounts/lookup', mastodonAccountSchema, { acct })).id;
    }
    path = `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses`;
  }

  const limit = context.options.pageSize;
  let newest = previous?.minId;
  const collected = await collectPages<MastodonItem, string>({
    start: previous?.minId ?? null,
    maxPages: maxPagesPerCrawl,
    signal: context.signal,
    fetchPage: async (minId) => {
      const answer = await api.request(path, mastodonPageSchema, {
        query: { ...query, limit, min_id: minId ?? undefined },
      });
      const newer = idPagingOf(answer.headers, answer.url).minId ?? answer.data[0]?.id;
      if (newer) newest = newer;
      // The first crawl reads one page; catching up follows `prev` while pages come back full.
      const more = minId !== null && answer.data.length >= limit && newer !== undefined;
      return { items: answer.data, next: more ? newer : null };
    },
  });
  context.logger.debug('pages read', { pages: collected.pages, posts: collected.items.length });
  const cursor = keyCursor(feed, {
    ...(newest ? { minId: newest } : {}),
    ...(accountId ? { accountId } : {}),
    ...(listId ? { listId } : {}),
  });
  return {
    items: collected.items.filter((status) => isPublic(status) && hasContent(status)),
    cursor,
    ...(meter.quota ? { quota: meter.quota } : {}),
  };
}

/**
 * Whether a status still has something to show. A status whose text and media were removed (a
 * boost whose original was deleted while it federated arrives with nothing in it) is left out
 * rather than shown as an empty card.
 */
export function hasContent(status: MastodonItem): boolean {
  const shown = status.reblog ?? status;
  return (
    shown.content.replace(/<[^>]*>/g, '').trim() !== '' ||
    shown.media_attachments.length > 0 ||
    shown.spoiler_text.trim() !== ''
  );
}

/** Visibilities a wall may show: anyone can open such a post without signing in. */
const publicVisibilities: ReadonlySet<string> = new Set(['public', 'unlisted']);

/**
 * Whether a status (and the status it boosts) is public. A signed-in home or list timeline also
 * holds followers-only and direct posts; a wall is public, so it never shows them.
 */
export function isPublic(status: MastodonItem): boolean {
  return (
    publicVisibilities.has(status.visibility) &&
    (!status.reblog || publicVisibilities.has(status.reblog.visibility))
  );
}
