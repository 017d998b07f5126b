/**
 * The wire format of LinkedIn's versioned REST API (`https://api.linkedin.com/rest`), as far as
 * this connector reads it: the Posts API's `q=author` finder, the Images and Videos APIs'
 * batch gets (a post names its pictures by URN; their addresses come from those), the
 * organization ACLs and organizations of the company typeahead. Every answer is validated
 * with these schemas; unknown fields are ignored.
 */
import { z } from 'zod';

/** A URN such as `urn:li:share:7000` or `urn:li:organization:42`. */
const urn = z.string().regex(/^urn:li:[A-Za-z]+:/);

/** One picture of a multi-image post, by URN. */
const multiImageItemSchema = z.object({ id: urn, altText: z.string().optional() });

/** What a post carries beside its commentary: one media, several pictures, or an article. */
export const postContentSchema = z.object({
  media: z
    .object({ id: urn, title: z.string().optional(), altText: z.string().optional() })
    .optional(),
  multiImage: z.object({ images: z.array(multiImageItemSchema) }).optional(),
  article: z
    .object({
      source: z.string(),
      title: z.string().optional(),
      description: z.string().optional(),
      thumbnail: urn.optional(),
      thumbnailAltText: z.string().optional(),
    })
    .optional(),
});

/** One post of the Posts API. */
export const linkedinPostSchema = z.object({
  id: urn,
  author: urn,
  commentary: z.string().default(''),
  visibility: z.string().optional(),
  lifecycleState: z.string(),
  /** Milliseconds since the epoch; absent on posts never published. */
  publishedAt: z.number().int().nonnegative().optional(),
  createdAt: z.number().int().nonnegative(),
  lastModifiedAt: z.number().int().nonnegative().optional(),
  content: postContentSchema.optional(),
  reshareContext: z.object({ parent: urn, root: urn.optional() }).optional(),
});

/** One post, as the Posts API sends it. */
export type LinkedinPost = z.output<typeof linkedinPostSchema>;

/**
 * A page of a Rest.li finder: the elements are read one by one (a malformed one is left out,
 * the rest kept), so they are `unknown` here.
 */
export const postsPageSchema = z.object({
  elements: z.array(z.unknown()),
  paging: z
    .object({
      start: z.number().int().nonnegative(),
      count: z.number().int().nonnegative(),
      total: z.number().int().nonnegative().optional(),
      links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
    })
    .optional(),
});

/** An image of the Images API. */
export const imageSchema = z.object({
  id: urn,
  downloadUrl: z.string().optional(),
  downloadUrlExpiresAt: z.number().optional(),
  status: z.string().optional(),
  aspectRatioWidth: z.number().positive().optional(),
  aspectRatioHeight: z.number().positive().optional(),
});

/** A video of the Videos API: its poster picture is what a wall shows. */
export const videoSchema = z.object({
  id: urn,
  thumbnail: z.string().optional(),
  downloadUrl: z.string().optional(),
  status: z.string().optional(),
  aspectRatioWidth: z.number().positive().optional(),
  aspectRatioHeight: z.number().positive().optional(),
});

/** A Rest.li batch get: `results` keyed by URN, `errors` for the ones that failed. */
export function batchSchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      results: z.record(z.string(), z.unknown()).default({}),
      errors: z.record(z.string(), z.unknown()).default({}),
    })
    .transform((batch) => {
      const results = new Map<string, z.output<T>>();
      for (const [key, value] of Object.entries(batch.results)) {
        const parsed = item.safeParse(value);
        if (parsed.success) results.set(key, parsed.data);
      }
      return results;
    });
}

/** An organization's name, from the organization lookup. */
export const organizationSchema = z.object({
  id: z.number().int(),
  localizedName: z.string(),
  vanityName: z.string().optional(),
});

/** Organizations the signed-in member holds a role on (`organizationAcls?q=roleAssignee`). */
export const organizationAclsSchema = z.object({
  elements: z.array(
    z.object({
      organization: urn,
      role: z.string(),
      state: z.string(),
    }),
  ),
});

/** A picture a post shows, its address already resolved. */
export interface ResolvedPicture {
  readonly url: string;
  readonly alt: string;
  readonly aspectWidth: number | null;
  readonly aspectHeight: number | null;
  /** For a video: the player (LinkedIn offers none to embed: the post's link). */
  readonly video: boolean;
}

/** A post and the pictures its URNs stand for: what `normalize` receives. */
export interface LinkedinItem {
  readonly post: LinkedinPost;
  /** The URN of each picture to its resolved address; one that is gone is absent. */
  readonly pictures: Readonly<Record<string, ResolvedPicture>>;
  /** The organization's name (the source's `company_name`), for the author. */
  readonly authorName: string;
  /** The organization's page address, when known. */
  readonly authorLink: string | null;
}
