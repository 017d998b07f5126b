/**
 * What the owner types to connect a Threads source; the connect dialog is drawn from it. Both
 * feed types read with the owner's Threads sign-in (the popup opens after connecting).
 */
import { defineFeedType, stripHandlePrefix } from '@chorus/core';
import { unavailableFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { threadsMessages } from './messages.ts';

/** Threads usernames are Instagram's: letters, digits, periods and underscores, at most 30. */
const usernamePattern = /^[A-Za-z0-9._]{1,30}$/;

/**
 * The signed-in account's own posts. Threads lets an app read only the posts of the account
 * that signed in, so the username only names the account to sign in as (and labels the source);
 * left empty, sign-in fills it in.
 */
export const profileOptionsSchema = z.object({
  username: z
    .string()
    .overwrite(stripHandlePrefix)
    .refine((value) => value === '' || usernamePattern.test(value), threadsMessages.invalidUsername)
    .default('')
    .meta({
      title: 'Threads username',
      description:
        'The account to sign in as; Threads shows an app only the posts of the account that ' +
        'signed in. Leave empty to read the account you sign in with.',
    }),
});

/** Public posts matching keywords or one topic tag (`/keyword_search`). */
export const searchOptionsSchema = z
  .object({
    query: z
      .string({ error: threadsMessages.queryRequired })
      .overwrite(stripHandlePrefix)
      .min(1, threadsMessages.queryRequired)
      .max(100, threadsMessages.queryTooLong)
      .meta({
        title: 'Keywords or topic tag',
        description: 'e.g. social wall, or a topic tag such as #chorus.',
      }),
    mode: z
      .union([
        z.literal('KEYWORD').meta({ title: 'Keywords' }),
        z.literal('TAG').meta({ title: 'Topic tag' }),
      ])
      .default('KEYWORD')
      .meta({ title: 'Search by', description: 'Words anywhere in a post, or one topic tag.' }),
    order: z
      .union([
        z.literal('RECENT').meta({ title: 'Newest first' }),
        z.literal('TOP').meta({ title: 'Most popular first' }),
      ])
      .default('RECENT')
      .meta({ title: 'Order' }),
  })
  .refine((options) => options.mode !== 'TAG' || /^[^.&]{1,50}$/.test(options.query), {
    message: threadsMessages.tagInvalid,
    path: ['query'],
  });

/**
 * Another person's posts: Threads serves them only through its Profile Discovery permission,
 * which Chorus does not ask for. Shown with the reason and the nearest choice, never created.
 */
export const otherProfileFeedType = unavailableFeedType({
  title: "Someone else's profile",
  reason: threadsMessages.otherProfileReason,
  instead: threadsMessages.otherProfileInstead,
});

/** The schemas by feed type id, for reading stored options at crawl time. */
export const threadsFeedSchemas = {
  profile: profileOptionsSchema,
  search: searchOptionsSchema,
  // Refuses any options with the reason: a stored one fails its crawl with it.
  'other-profile': otherProfileFeedType.schema,
};

/** The feed types of Threads, keyed by id. */
export const threadsFeedTypes = {
  profile: defineFeedType({
    title: 'Profile',
    description: 'The posts of the Threads account you sign in with.',
    schema: profileOptionsSchema,
    label: (options) => (options.username ? `@${options.username}` : 'Threads profile'),
  }),
  search: defineFeedType({
    title: 'Keywords or topic tag',
    description:
      'Public posts matching words or a topic tag. Threads allows each account 2,200 searches ' +
      'in 24 hours; Chorus counts them and stops before the limit.',
    schema: searchOptionsSchema,
    label: (options) => (options.mode === 'TAG' ? `#${options.query}` : options.query),
  }),
  'other-profile': otherProfileFeedType,
};
