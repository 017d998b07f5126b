/**
 * Threads' wire format (graph.threads.net, v1.0): media objects as `/me/threads` and
 * `/keyword_search` return them, in pages of `{ data, paging }`. A page's entries are kept as
 * they came (`unknown`) and each is read by {@link threadsMediaSchema} on its own, so one
 * malformed post is refused without losing the rest of the page.
 */
import { z } from 'zod';

/** What a post is: Threads' `media_type` values (AUDIO is listed but not described). */
export const threadsMediaTypes = [
  'TEXT_POST',
  'IMAGE',
  'VIDEO',
  'CAROUSEL_ALBUM',
  'AUDIO',
  'REPOST_FACADE',
] as const;

/** One picture or video of a carousel (`children.data[]`). */
export const threadsChildSchema = z.object({
  id: z.string().min(1),
  media_type: z.string(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  alt_text: z.string().optional(),
});

/** One picture or video of a carousel. */
export type ThreadsChild = z.output<typeof threadsChildSchema>;

/** The fields a post carries besides what is reposted. */
const mediaFields = {
  id: z.string().min(1),
  media_product_type: z.string().optional(),
  media_type: z.enum(threadsMediaTypes),
  media_url: z.string().optional(),
  permalink: z.string().optional(),
  username: z.string().optional(),
  text: z.string().optional(),
  timestamp: z.string().optional(),
  shortcode: z.string().optional(),
  thumbnail_url: z.string().optional(),
  alt_text: z.string().optional(),
  is_quote_post: z.boolean().optional(),
  link_attachment_url: z.string().optional(),
  children: z.object({ data: z.array(threadsChildSchema) }).optional(),
};

/** A post as it was reposted: the original, with its own author and media. */
export const threadsRepostedSchema = z.object({
  ...mediaFields,
  // A reposted post that is gone comes back as its id alone.
  media_type: z.enum(threadsMediaTypes).optional(),
});

/** One Threads media object (a post). */
export const threadsMediaSchema = z.object({
  ...mediaFields,
  /** Only on a REPOST_FACADE: the post that was reposted. */
  reposted_post: threadsRepostedSchema.optional(),
});

/** One Threads media object (a post). */
export type ThreadsMedia = z.output<typeof threadsMediaSchema>;

/** A post of a repost facade, as reposted. */
export type ThreadsReposted = z.output<typeof threadsRepostedSchema>;

/** A page of posts: the entries unread, and Graph API cursor paging. */
export const threadsPageSchema = z.object({
  data: z.array(z.unknown()),
  paging: z
    .object({
      cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
      next: z.string().optional(),
      previous: z.string().optional(),
    })
    .optional(),
});

/** A page of posts. */
export type ThreadsPage = z.output<typeof threadsPageSchema>;

/** The signed-in account (`/me?fields=id,username,name,threads_profile_picture_url`). */
export const threadsProfileSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  name: z.string().optional(),
  threads_profile_picture_url: z.string().optional(),
});

/** The signed-in account. */
export type ThreadsProfile = z.output<typeof threadsProfileSchema>;

/**
 * What `fetch` hands to `normalize`: one entry of a page as it came, and the profile it was
 * read from (a profile feed knows its author's name and picture; a search only the username).
 */
export interface ThreadsItem {
  readonly media: unknown;
  readonly profile: ThreadsProfile | null;
}

/** The fields asked for every carousel child. */
const childFields = 'id,media_type,media_url,thumbnail_url,alt_text';
/** The fields of a post, without what is reposted. */
const postFields =
  'id,media_product_type,media_type,media_url,permalink,username,text,timestamp,shortcode,' +
  `thumbnail_url,alt_text,is_quote_post,link_attachment_url,children{${childFields}}`;

/** The `fields` parameter of every posts request: a repost's original is expanded in place. */
export const threadsMediaFields = `${postFields},reposted_post{${postFields}}`;

/** The `fields` parameter of the profile request. */
export const threadsProfileFields = 'id,username,name,threads_profile_picture_url';

/** A post's time in unix seconds, or null when it has none that reads. */
export function timestampOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  // Threads writes `2023-10-17T05:42:03+0000`: give the offset its colon for Date.parse.
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * Whether an entry is a post that is no longer there: a repost facade whose original was
 * deleted (its id alone, or nothing), or an object Threads left without content or time.
 */
export function isRemoved(media: ThreadsMedia): boolean {
  if (media.media_type === 'REPOST_FACADE') {
    const original = media.reposted_post;
    return !original || (original.timestamp === undefined && original.text === undefined);
  }
  return (
    media.timestamp === undefined &&
    media.text === undefined &&
    media.media_url === undefined &&
    media.children === undefined
  );
}
