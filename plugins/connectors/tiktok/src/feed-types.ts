/**
 * What the owner chooses to connect a TikTok source; the connect dialog is drawn from it.
 * TikTok's Display API reads the videos of the account that signs in, nothing else: a hashtag
 * or another person's videos stay listed with the reason and the nearest working choice, and
 * are never created.
 */
import { defineFeedType, unavailableFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { tiktokMessages } from './messages.ts';

/** The signed-in account's videos: nothing to type, the account is the one that signs in. */
export const videosOptionsSchema = z.object({});

/** The feed types of TikTok, keyed by id. */
export const tiktokFeedTypes = {
  videos: defineFeedType({
    title: 'My videos',
    description:
      'The public videos of the TikTok account you sign in with, newest first. A sign-in ' +
      'window opens after connecting.',
    schema: videosOptionsSchema,
    label: () => 'My TikTok videos',
    signIn: 'required',
  }),
  hashtag: unavailableFeedType({
    title: 'Hashtag',
    reason: tiktokMessages.hashtagReason,
    instead: tiktokMessages.instead,
  }),
  user: unavailableFeedType({
    title: "Someone else's videos",
    reason: tiktokMessages.userReason,
    instead: tiktokMessages.instead,
  }),
};

/** The schemas by feed type id, for reading stored options at crawl time. */
export const tiktokFeedSchemas = {
  videos: videosOptionsSchema,
  hashtag: tiktokFeedTypes.hashtag.schema,
  user: tiktokFeedTypes.user.schema,
};
