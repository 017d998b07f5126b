/** What the owner types to connect a Linkedin source; the connect dialog is drawn from it. */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';

/** A hashtag, without the `#`. */
export const hashtagOptionsSchema = z.object({
  hashtag: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}_]{1,100}$/u, 'Please enter a hashtag, without the #.')
    .meta({ title: 'Hashtag', description: 'Without the #, e.g. chorus.' }),
});

/** The feed types of Linkedin, keyed by id. */
export const linkedinFeedTypes = {
  hashtag: defineFeedType({
    title: 'Hashtag',
    description: 'Public posts with a hashtag.',
    schema: hashtagOptionsSchema,
    label: (options) => `#${options.hashtag}`,
  }),
};
