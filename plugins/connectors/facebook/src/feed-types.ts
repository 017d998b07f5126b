/**
 * The feed types of the Facebook connector: a page's posts and the posts that tag a page, read
 * with the page's token from Facebook Login; groups and hashtags stay visible with the reason
 * they cannot be read and the nearest working choice, and are never created.
 */
import { defineFeedType, stripHandlePrefix } from '@chorus/core';
import { unavailableFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { facebookMessages } from './messages.ts';

/**
 * A page's username (`chorus.social`) or numeric id, with or without the @. An address or
 * anything with a slash is refused with the spec's message.
 */
export const pageNameSchema = z
  .string({ error: facebookMessages.pageRequired })
  .overwrite(stripHandlePrefix)
  .min(1, facebookMessages.pageRequired)
  .refine((value) => !/https?:\/\//i.test(value) && !value.includes('/'), {
    message: facebookMessages.pageInvalid,
    abort: true,
  })
  .refine((value) => /^[\p{L}\p{N}._-]{1,100}$/u.test(value), facebookMessages.pageInvalid);

/** The page a feed reads: the one the owner manages and signs in for. */
export const pageOptionsSchema = z.object({
  page: pageNameSchema.meta({
    title: 'Page',
    description:
      'The page’s username (facebook.com/<username>) or id. You sign in with a Facebook ' +
      'account that manages it.',
  }),
});

/** The feed types of Facebook, keyed by id. */
export const facebookFeedTypes = {
  page: defineFeedType({
    title: 'Page posts',
    description: 'The posts a Facebook page you manage publishes.',
    schema: pageOptionsSchema,
    label: (options) => options.page,
  }),
  tagged: defineFeedType({
    title: 'Posts that tag a page',
    description: 'Public posts by people and pages that tag a Facebook page you manage.',
    schema: pageOptionsSchema,
    label: (options) => `@${options.page}`,
  }),
  group: unavailableFeedType({
    title: 'Group',
    reason: facebookMessages.groupsRemoved,
    instead: facebookMessages.groupInstead,
    field: { name: 'group', title: 'Group', required: facebookMessages.groupRequired },
  }),
  hashtag: unavailableFeedType({
    title: 'Hashtag',
    reason: facebookMessages.hashtagsUnavailable,
    instead: facebookMessages.hashtagInstead,
    field: { name: 'hashtag', title: 'Hashtag', required: facebookMessages.hashtagRequired },
  }),
};

/** The feed types Chorus reads. */
export type FacebookFeedType = 'page' | 'tagged';
