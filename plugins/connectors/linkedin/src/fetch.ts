/**
 * One crawl of a LinkedIn company source: the organization's posts, newest first
 * (`GET /rest/posts?author=urn:li:organization:{id}&q=author&sortBy=CREATED`, paged with
 * `start` and `count`) until the posts the previous crawl saw, then the addresses of their
 * pictures (`/rest/images` and `/rest/videos` batch gets: a post names them by URN only, and
 * those addresses expire — the server's media job re-hosts them).
 */
import { isSourceError, SourceError, type FetchContext, type FetchResult } from '@chorus/core';
import {
  bearerTokenOf,
  collectPages,
  countOption,
  keyCursor,
  readKeyedCursor,
  readStoredFeed,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { createLinkedinClient, linkedinBaseUrls, nextUtcMidnight, restliList } from './api.ts';
import { companyOptionsSchema, linkedinFeedTypes } from './feed-types.ts';
import {
  batchSchema,
  imageSchema,
  linkedinPostSchema,
  postsPageSchema,
  videoSchema,
  type LinkedinItem,
  type LinkedinPost,
  type ResolvedPicture,
} from './wire.ts';

export { linkedinBaseUrls } from './api.ts';

/** The plugin options, given in `chorus.config.ts`: `linkedinConnector({ pageSize: 20 })`. */
export const linkedinOptionsSchema = z.object({
  apiVersion: z
    .string()
    .regex(/^\d{6}$/)
    .default('202510')
    .meta({
      title: 'LinkedIn-Version',
      description: 'The API version (YYYYMM) sent with every call; LinkedIn keeps each a year.',
    }),
  pageSize: countOption({
    max: 100,
    default: 50,
    title: 'Posts per request',
    description: 'At most 100.',
  }),
  maxPages: countOption({
    max: 10,
    default: 3,
    title: 'Pages per crawl',
    description: 'Each page is one call of the daily limit.',
  }),
});

/** The validated plugin options. */
export type LinkedinOptions = z.output<typeof linkedinOptionsSchema>;

const cursorSchema = z.object({
  /** The feed the cursor was made for: another organization starts afresh. */
  key: z.string(),
  /** `createdAt` (ms) of the newest post seen; the next crawl stops at it. */
  newest: z.number().int().nonnegative(),
});

/** Where the previous crawl stopped. */
export type LinkedinCursor = z.output<typeof cursorSchema>;

/** What the Posts API calls the posts a wall may show; drafts, failed and deleted ones are not. */
const shownStates = new Set(['PUBLISHED']);

/** The feed types' schemas, as stored options are read again at crawl time. */
const storedSchemas = {
  company: companyOptionsSchema,
  profile: linkedinFeedTypes.profile.schema,
  group: linkedinFeedTypes.group.schema,
};

/** Picture URNs of a post, by kind. */
export function pictureUrnsOf(post: LinkedinPost): { images: string[]; videos: string[] } {
  const urns = [
    post.content?.media?.id,
    ...(post.content?.multiImage?.images.map((image) => image.id) ?? []),
    post.content?.article?.thumbnail,
  ].filter((urn): urn is string => urn !== undefined);
  return {
    images: urns.filter((urn) => urn.startsWith('urn:li:image:')),
    videos: urns.filter((urn) => urn.startsWith('urn:li:video:')),
  };
}

/** A daily throttle without a reset time waits for LinkedIn's reset, midnight UTC. */
function dailyThrottle(error: unknown, now: Date): unknown {
  if (!isSourceError(error) || error.kind !== 'rate_limited' || error.retryAt) return error;
  const retryAt = nextUtcMidnight(now);
  return new SourceError(
    'rate_limited',
    `LinkedIn's daily limit of calls for this app or member is reached until ${retryAt.toISOString()}.`,
    retryAt,
    { cause: error },
  );
}

/** Resolves picture URNs to their addresses: one batch get per kind, at most 50 URNs a call. */
async function resolvePictures(
  api: JsonClient,
  posts: readonly LinkedinPost[],
): Promise<Map<string, ResolvedPicture>> {
  const images = new Set<string>();
  const videos = new Set<string>();
  for (const post of posts) {
    const urns = pictureUrnsOf(post);
    urns.images.forEach((urn) => images.add(urn));
    urns.videos.forEach((urn) => videos.add(urn));
  }
  const resolved = new Map<string, ResolvedPicture>();
  for (const batch of chunks([...images], 50)) {
    const found = await api.get(`/rest/images?ids=${restliList(batch)}`, batchSchema(imageSchema));
    for (const [urn, image] of found) {
      if (!image.downloadUrl || (image.status && image.status !== 'AVAILABLE')) continue;
      resolved.set(urn, picture(image.downloadUrl, image, false));
    }
  }
  for (const batch of chunks([...videos], 50)) {
    const found = await api.get(`/rest/videos?ids=${restliList(batch)}`, batchSchema(videoSchema));
    for (const [urn, video] of found) {
      if (!video.thumbnail || (video.status && video.status !== 'AVAILABLE')) continue;
      resolved.set(urn, picture(video.thumbnail, video, true));
    }
  }
  return resolved;
}

function picture(
  url: string,
  aspect: { aspectRatioWidth?: number | undefined; aspectRatioHeight?: number | undefined },
  video: boolean,
): ResolvedPicture {
  return {
    url,
    alt: '',
    aspectWidth: aspect.aspectRatioWidth ?? null,
    aspectHeight: aspect.aspectRatioHeight ?? null,
    video,
  };
}

function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** Reads the newest posts of a company source, down to the newest one the last crawl saw. */
export async function fetchLinkedin(
  context: FetchContext<LinkedinCursor, LinkedinOptions>,
): Promise<FetchResult<LinkedinItem, LinkedinCursor>> {
  const feed = readStoredFeed(context.source, storedSchemas, 'LinkedIn');
  if (feed.type !== 'company') {
    // The schemas of the other types refuse every input; a stored one is from an older schema.
    throw new SourceError('invalid_source', 'LinkedIn can only read company pages.');
  }
  const options = companyOptionsSchema.parse(feed.options);
  const token = bearerTokenOf(context.credentials);
  if (!token) {
    throw new SourceError('needs_reauth', 'Sign in to LinkedIn to read this page’s posts.');
  }
  const previous = readKeyedCursor(context.cursor, cursorSchema, feed);
  const api = createLinkedinClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? linkedinBaseUrls.api,
    token,
    version: context.options.apiVersion,
    signal: context.signal,
    clock: context.clock,
  });
  const author = `urn:li:organization:${options.company_id}`;
  const count = context.options.pageSize;
  try {
    const { items: posts } = await collectPages<LinkedinPost, number>({
      maxPages: context.options.maxPages,
      signal: context.signal,
      async fetchPage(start) {
        const offset = start ?? 0;
        const page = await api.get('/rest/posts', postsPageSchema, {
          author,
          q: 'author',
          sortBy: 'CREATED',
          start: offset,
          count,
        });
        const fresh: LinkedinPost[] = [];
        let reachedSeen = false;
        for (const [index, element] of page.elements.entries()) {
          const parsed = linkedinPostSchema.safeParse(element);
          if (!parsed.success) {
            context.logger.warn('malformed post left out', {
              index: offset + index,
              at: parsed.error.issues[0]?.path.join('.') ?? '',
            });
            continue;
          }
          const post = parsed.data;
          if (previous && post.createdAt <= previous.newest) {
            reachedSeen = true;
            break;
          }
          if (!shownStates.has(post.lifecycleState)) {
            // Deleted since it was published, a draft or a failed one: never on a wall.
            context.logger.debug('post not shown', { id: post.id, state: post.lifecycleState });
            continue;
          }
          fresh.push(post);
        }
        // The end: a page shorter than asked, or one whose paging links name no next page.
        const links = page.paging?.links;
        const more =
          page.elements.length >= count && (!links || links.some((link) => link.rel === 'next'));
        return { items: fresh, next: reachedSeen || !more ? null : offset + count };
      },
    });
    const pictures = await resolvePictures(api, posts);
    const newest = Math.max(previous?.newest ?? 0, ...posts.map((post) => post.createdAt));
    const items = posts.map((post): LinkedinItem => ({
      post,
      pictures: Object.fromEntries(
        [...Object.values(pictureUrnsOf(post))].flat().flatMap((urn) => {
          const found = pictures.get(urn);
          return found ? [[urn, found] as const] : [];
        }),
      ),
      authorName: options.company_name,
      authorLink: `https://www.linkedin.com/company/${options.company_id}/`,
    }));
    context.logger.debug('posts read', { posts: items.length, pictures: pictures.size });
    return { items, cursor: newest > 0 ? keyCursor(feed, { newest }) : null };
  } catch (error) {
    throw dailyThrottle(error, context.clock.now());
  }
}
