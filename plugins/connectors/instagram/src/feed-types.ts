/**
 * The feed types of the Instagram connector: what the owner types in the connect dialog for
 * each, with the owner spec's validation messages (section 8). Profiles sign in with Instagram
 * Login (their own `auth`, instagram-login.ts); hashtags and tagged posts with the connector's
 * Facebook Login (oauth.ts). Locations, geo and caption mentions stay visible with the
 * reason they cannot work and the nearest working choice (the kit's `unavailableFeedType`), and
 * creating one is refused with that reason: no source that cannot work is ever created.
 */
import { z } from 'zod';
import { defineFeedType, messages, stripHandlePrefix } from '@chorus/core';
import { unavailableFeedType } from '@chorus/connector-kit';
import { instagramLoginAuth } from './instagram-login.ts';
import { instagramMessages } from './messages.ts';

/** Instagram usernames: letters, digits, periods and underscores, at most 30. */
const usernamePattern = /^[A-Za-z0-9._]{1,30}$/;
/** Hashtags: letters, digits and underscores, in any script (no spaces, no emoji). */
const hashtagPattern = /^[\p{L}\p{N}_]{1,100}$/u;

/** Instagram's own limit: unique hashtags one account may search in a rolling 7 days. */
export const hashtagsPerWeek = 30;

function handleField(message: string) {
  return z
    .string({ error: message })
    .overwrite(stripHandlePrefix)
    .min(1, { message, abort: true })
    .regex(usernamePattern, message);
}

/** The signed-in professional account's own posts. */
export const profileOptionsSchema = z.object({
  handle: handleField(instagramMessages.instagramUsernameRequired).meta({
    title: 'Username',
    description:
      'The Instagram business or creator account whose posts to show, with or without the @. You sign in to Instagram as this account.',
  }),
});

/** Posts other accounts tagged the signed-in account in. */
export const taggedOptionsSchema = z.object({
  handle: handleField(instagramMessages.instagramUsernameRequired).meta({
    title: 'Username',
    description:
      'The Instagram business or creator account whose tagged posts to show, with or without the @.',
  }),
});

/** Public posts with a hashtag, recent (last 24 hours) or top. */
export const hashtagOptionsSchema = z.object({
  hashtag: z
    .string({ error: messages.hashtagRequired })
    .overwrite(stripHandlePrefix)
    .min(1, { message: messages.hashtagRequired, abort: true })
    .regex(hashtagPattern, messages.hashtagRequired)
    .meta({ title: 'Hashtag', description: 'With or without the #.' }),
  order: z
    .union([
      z.literal('recent').meta({ title: 'Recent: the last 24 hours, newest first' }),
      z.literal('top').meta({ title: 'Top: the most popular with the hashtag' }),
    ])
    .default('recent')
    .meta({ title: 'Which posts' }),
  account: z
    .string()
    .overwrite(stripHandlePrefix)
    .refine(
      (value) => value === '' || usernamePattern.test(value),
      instagramMessages.instagramUsernameRequired,
    )
    .default('')
    .meta({
      title: 'Search as',
      description: `Optional: the business or creator account that searches (it counts against that account's ${String(hashtagsPerWeek)} hashtags a week). Empty: the first one the sign-in manages.`,
    }),
});

export type ProfileOptions = z.output<typeof profileOptionsSchema>;
export type TaggedOptions = z.output<typeof taggedOptionsSchema>;
export type HashtagOptions = z.output<typeof hashtagOptionsSchema>;

/** Every feed type of the Instagram connector, keyed by id (the spec's popup route names). */
export const instagramFeedTypes = {
  profile: defineFeedType({
    title: 'Profile',
    description:
      "A business or creator account's own posts (sign in to Instagram as the account: no Facebook Page needed).",
    schema: profileOptionsSchema,
    label: (options) => `@${options.handle}`,
    auth: instagramLoginAuth,
  }),
  hashtag: defineFeedType({
    title: 'Hashtag',
    description: `Public posts with a hashtag, recent or top. Instagram lets one account search ${String(hashtagsPerWeek)} different hashtags in 7 days; each hashtag source shows how many are used, and a 31st is refused before Instagram is asked.`,
    schema: hashtagOptionsSchema,
    label: (options) => `#${options.hashtag}`,
  }),
  tagged: defineFeedType({
    title: 'Tagged posts',
    description: 'Posts in which other accounts tagged a business or creator account.',
    schema: taggedOptionsSchema,
    label: (options) => `@${options.handle} tagged`,
  }),
  mentions: unavailableFeedType({
    title: 'Mentions (unavailable)',
    reason: instagramMessages.instagramMentionsUnavailable,
    instead: instagramMessages.instagramMentionsInstead,
  }),
  // Kept with its field, so the spec's 'Please enter an instagram location.' answers an empty
  // entry; anything entered is refused with the reason and the nearest choice.
  location: unavailableFeedType({
    title: 'Location (unavailable)',
    reason: instagramMessages.instagramLocationRemoved,
    instead: instagramMessages.instagramPlaceInstead,
    field: {
      name: 'location',
      title: 'Location',
      required: instagramMessages.instagramLocationRequired,
      description: 'A place name or an Instagram location id.',
    },
  }),
  geo: unavailableFeedType({
    title: 'Geo (unavailable)',
    reason: instagramMessages.instagramGeoRemoved,
    instead: instagramMessages.instagramPlaceInstead,
  }),
} as const;

/** The feed types that read posts. */
export type InstagramFeedType = 'profile' | 'hashtag' | 'tagged';
