/**
 * The feed types of the X (twitter) connector: what the owner types in the connect dialog for
 * each, with the owner spec's validation messages (section 8): the generic ones from core's catalogue,
 * those naming X from this package's own.
 */
import { z } from 'zod';
import {
  defineFeedType,
  formatMessage,
  messages,
  placePicker,
  stripHandlePrefix,
} from '@chorus/core';
import { twitterMessages } from './messages.ts';

/** X usernames: 1 to 15 letters, digits or underscores. */
const usernamePattern = /^\w{1,15}$/;
/** A list id is a snowflake: digits only. */
const listIdPattern = /^\d+$/;

/** The largest radius the `point_radius` operator accepts, in kilometres. */
export const maxGeoRadiusKm = 40;

function handleField(message: string) {
  return z
    .string({ error: message })
    .overwrite(stripHandlePrefix)
    .min(1, message)
    .regex(usernamePattern, message);
}

/** Hashtags: letters, digits and underscores, in any script. */
const hashtagPattern = /^[\p{L}\p{N}_]+$/u;

function tagField(message: string) {
  return z
    .string({ error: message })
    .overwrite(stripHandlePrefix)
    .min(1, message)
    .regex(hashtagPattern, message);
}

/** Empty text and missing values read as "not entered"; anything else as a number (or NaN). */
function toNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
}

function numberField(limit: (value: z.ZodNumber) => z.ZodNumber) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? messages.geoRequired : messages.geoInvalid),
  });
  return z.preprocess(toNumber, limit(number));
}

/** A user's timeline: `@handle`. */
export const handleOptionsSchema = z.object({
  handle: handleField(twitterMessages.twitterHandleRequired).meta({
    title: 'Handle',
    description: 'The X account whose posts to collect, with or without the @.',
  }),
});

/** Recent posts with a hashtag. */
export const hashtagOptionsSchema = z.object({
  hashtag: tagField(messages.hashtagRequired).meta({
    title: 'Hashtag',
    description: 'Collects recent posts with this hashtag (retweets left out), with or without #.',
  }),
});

/** The posts of a list: the owner's handle and the list name, or the list id alone. */
export const listOptionsSchema = z
  .object({
    handle: z
      .string()
      .overwrite(stripHandlePrefix)
      .default('')
      .meta({ title: 'Handle', description: 'The account that owns the list.' }),
    list: z
      .string({ error: twitterMessages.twitterListRequired })
      .trim()
      .min(1, twitterMessages.twitterListRequired)
      .meta({
        title: 'List',
        description: 'The list name as its owner shows it, or the list id (digits) alone.',
      }),
  })
  .superRefine((options, context) => {
    const byId = listIdPattern.test(options.list);
    if (!byId && !usernamePattern.test(options.handle)) {
      context.addIssue({
        code: 'custom',
        path: ['handle'],
        message: twitterMessages.twitterListRequired,
      });
    }
  });

/** Recent posts near a point, optionally with a hashtag. */
export const geoOptionsSchema = z
  .object({
    latitude: numberField((n) => n.min(-90, messages.geoInvalid).max(90, messages.geoInvalid)).meta(
      {
        title: 'Latitude',
        description: 'Decimal degrees, -90 to 90.',
      },
    ),
    longitude: numberField((n) =>
      n.min(-180, messages.geoInvalid).max(180, messages.geoInvalid),
    ).meta({
      title: 'Longitude',
      description: 'Decimal degrees, -180 to 180.',
    }),
    radius: numberField((n) => n.positive(messages.geoRequired)).meta({
      title: 'Radius (km)',
      description: `Kilometres around the point; X searches at most ${maxGeoRadiusKm} km.`,
    }),
    hashtag: z
      .string()
      .overwrite(stripHandlePrefix)
      .refine((tag) => tag === '' || hashtagPattern.test(tag), messages.hashtagRequired)
      .default('')
      .meta({ title: 'Hashtag', description: 'Optional: only posts with this hashtag.' }),
  })
  // The connect dialog draws a map that fills in these three fields.
  .meta(
    placePicker({
      latitude: 'latitude',
      longitude: 'longitude',
      radius: 'radius',
      radiusUnit: 'km',
    }),
  );

/** The posts an account liked. */
export const favoritesOptionsSchema = z.object({
  handle: handleField(twitterMessages.twitterHandleRequired).meta({
    title: 'Handle',
    description: 'The X account whose liked posts to collect.',
  }),
});

const queryRequired = formatMessage('fieldInvalid', { field: 'query' });

/** A raw X search query. */
export const advancedOptionsSchema = z.object({
  query: z
    .string({ error: queryRequired })
    .trim()
    .min(1, queryRequired)
    .max(512, queryRequired)
    .meta({
      title: 'Search query',
      description: 'An X search query with its operators, e.g. `from:chorus has:images`.',
    }),
});

/** Options of each feed type, after parsing. */
export type HandleOptions = z.output<typeof handleOptionsSchema>;
export type HashtagOptions = z.output<typeof hashtagOptionsSchema>;
export type ListOptions = z.output<typeof listOptionsSchema>;
export type GeoOptions = z.output<typeof geoOptionsSchema>;
export type FavoritesOptions = z.output<typeof favoritesOptionsSchema>;
export type AdvancedOptions = z.output<typeof advancedOptionsSchema>;

/** Every feed type of the X connector, keyed by id (the spec's popup route names). */
export const twitterFeedTypes = {
  handle: defineFeedType({
    title: 'Account',
    description: "Posts from one account's timeline (retweets and replies left out).",
    schema: handleOptionsSchema,
    label: (options) => `@${options.handle}`,
  }),
  hashtag: defineFeedType({
    title: 'Hashtag',
    description: 'Recent posts with a hashtag, from the last seven days on.',
    schema: hashtagOptionsSchema,
    label: (options) => `#${options.hashtag}`,
  }),
  list: defineFeedType({
    title: 'List',
    description: 'Posts from the members of a list.',
    schema: listOptionsSchema,
    label: (options) => options.list,
  }),
  geo: defineFeedType({
    title: 'Location',
    description: 'Recent geotagged posts within a radius of a point (needs Pro access).',
    schema: geoOptionsSchema,
    label: (options) => `${options.latitude},${options.longitude} (${options.radius})`,
  }),
  favorites: defineFeedType({
    title: 'Likes',
    description: 'Posts an account liked.',
    schema: favoritesOptionsSchema,
    label: (options) => `♥ @${options.handle}`,
  }),
  advanced: defineFeedType({
    title: 'Advanced search',
    description: 'Recent posts matching an X search query.',
    schema: advancedOptionsSchema,
    label: (options) => options.query,
  }),
} as const;

/** A feed type id of the X connector. */
export type TwitterFeedType = keyof typeof twitterFeedTypes;
