import { z } from 'zod';
import { maxRecurrence, minRecurrence } from '../rules/constants.ts';
import { networkIdSchema } from './plugin-id.ts';

// Each schema is marked pure, so a browser bundle that needs one (the live channel reads author
// and media) leaves the others, and zod's enums of other modules, out (docs/performance.md).

/**
 * Moderation state of a post. `approved-recurring` is an approved post shown again on a
 * schedule (spec visible 2); `removed` is a permanent delete (spec -2), kept so that a new
 * crawl does not bring the post back.
 */
export const postStateSchema = /* @__PURE__ */ z
  .enum(['pending', 'approved', 'approved-recurring', 'removed'])
  .meta({ title: 'State' });

/** Moderation state of a post. */
export type PostState = z.infer<typeof postStateSchema>;

/**
 * A custom emoji of an author's name (Mastodon): `:shortcode:` in the name is drawn as this
 * picture, with the shortcode as its alt text. The media job re-hosts the picture like the
 * author's own; a wall gets only Chorus's copy, or the shortcode as text until it is stored.
 */
export const nameEmojiSchema = /* @__PURE__ */ z
  .object({
    shortcode: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
    url: z.string().min(1),
  })
  .meta({ title: 'Name emoji' });

/** A custom emoji of an author's name. */
export type NameEmoji = z.infer<typeof nameEmojiSchema>;

/** Who wrote a post. */
export const authorSchema = /* @__PURE__ */ z
  .object({
    name: z.string().optional(),
    fullname: z.string().optional(),
    username: z.string().optional(),
    link: z.string().optional(),
    picture: z.string().optional(),
    nameEmojis: z.array(nameEmojiSchema).max(32).optional(),
  })
  .meta({ title: 'Author' });

/** Who wrote a post. */
export type Author = z.infer<typeof authorSchema>;

/** A call-to-action button on one post. */
export const ctaSchema = /* @__PURE__ */ z
  .object({
    url: z.string().meta({ title: 'Link', format: 'uri' }),
    text: z.string().default('').meta({ title: 'Button text' }),
    color: z.string().optional().meta({ title: 'Button colour', format: 'color' }),
    icon: z.string().optional().meta({ title: 'Icon' }),
    text_color: z.string().optional().meta({ title: 'Text colour', format: 'color' }),
  })
  .meta({ title: 'Call to action' });

/** A call-to-action button on one post. */
export type Cta = z.infer<typeof ctaSchema>;

/** One image or video of a post; width and height let a wall reserve its space. */
export const mediaSchema = /* @__PURE__ */ z
  .object({
    kind: z.enum(['image', 'video']),
    url: z.string().min(1),
    width: z.number().int().positive().nullable().default(null),
    height: z.number().int().positive().nullable().default(null),
    alt: z.string().default(''),
    originalUrl: z
      .string()
      .nullable()
      .default(null)
      .meta({ description: 'Full-size original, for the single-post overlay.' }),
    embedUrl: z
      .string()
      .nullable()
      .default(null)
      .meta({ description: 'Player address for an embedded video.' }),
    placeholder: z
      .string()
      .optional()
      .meta({ description: 'Thumbhash (base64) of a re-hosted picture, drawn while it loads.' }),
  })
  .meta({ title: 'Media' });

/** One image or video of a post. */
export type Media = z.infer<typeof mediaSchema>;

const unixSeconds = /* @__PURE__ */ z
  .number()
  .int()
  .nonnegative()
  .meta({ description: 'Unix seconds.' });
const count = /* @__PURE__ */ z.number().int().nonnegative().default(0);
/** Recurrence slider range 0..20 (owner spec section 5). */
const recurrenceStep = /* @__PURE__ */ z
  .number()
  .int()
  .min(minRecurrence)
  .max(maxRecurrence)
  .default(0);

/** What a connector's `normalize` returns: one post as the network described it. */
export const normalizedPostSchema = /* @__PURE__ */ z
  .object({
    externalId: z.string().min(1).meta({ description: 'The network id of the post.' }),
    network: networkIdSchema,
    author: authorSchema,
    title: z.string().default(''),
    description: z.string().default('').meta({ description: 'HTML, sanitized at ingest.' }),
    url: z.string().nullable().default(null).meta({ description: 'Link to the post, if any.' }),
    media: z.array(mediaSchema).default([]),
    createdAt: unixSeconds,
    createdEstimated: z.boolean().optional().meta({
      description:
        'True when the network gave no readable date and createdAt is the time it was fetched.',
    }),
    likes: count,
    comments: count,
    cta: ctaSchema.optional(),
    contentWarning: z.string().optional().meta({
      description:
        'A content warning (Mastodon spoiler text): the post is hidden behind it until opened.',
    }),
    sensitive: z.boolean().optional().meta({
      description: 'True when the media are marked sensitive: blurred until opened.',
    }),
    raw: z.unknown().optional().meta({ description: 'The wire item, kept for debugging.' }),
  })
  .meta({ title: 'Normalized post' });

/** What a connector's `normalize` returns. */
export type NormalizedPost = z.infer<typeof normalizedPostSchema>;

/** A stored post of a wall (the spec's hype). */
export const postSchema = /* @__PURE__ */ z
  .object({
    id: z.string().min(1),
    wallId: z.string().min(1),
    sourceId: z.string().nullable().meta({ description: 'null for a hand-made custom post.' }),
    network: networkIdSchema,
    externalId: z.string().min(1),
    author: authorSchema,
    title: z.string().default(''),
    description: z.string().default('').meta({ description: 'Sanitized HTML.' }),
    url: z.string().nullable().default(null).meta({ description: 'Link to the post, if any.' }),
    media: z.array(mediaSchema).default([]),
    createdAt: unixSeconds,
    createdEstimated: z.boolean().default(false).meta({
      description: 'True when createdAt is the time it was fetched: the network gave no date.',
    }),
    contentWarning: z.string().nullable().default(null).meta({
      description: 'A content warning, plain text: the wall hides the post behind it until opened.',
    }),
    sensitive: z
      .boolean()
      .default(false)
      .meta({ description: 'True when the media are sensitive: blurred until opened.' }),
    pinnedAt: unixSeconds
      .nullable()
      .default(null)
      .meta({ description: 'When it was pinned (unix seconds); null when not pinned.' }),
    highlight: z.boolean().default(false),
    state: postStateSchema.default('pending'),
    recurFrequency: recurrenceStep,
    recurOffset: recurrenceStep,
    cta: ctaSchema.nullable().default(null),
    likes: count,
    comments: count,
  })
  .meta({ title: 'Post' });

/** A stored post of a wall. */
export type Post = z.infer<typeof postSchema>;
