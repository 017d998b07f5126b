/** What the owner types to make a Google+ source; the archive itself is uploaded with it. */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { googleplusMessages } from './messages.ts';

/** The person whose Google+ archive is uploaded: the name shown on the source's card. */
export const archiveOptionsSchema = z.object({
  username: z
    .string(googleplusMessages.invalidUsername)
    .trim()
    .min(1, googleplusMessages.invalidUsername)
    .max(100, googleplusMessages.invalidUsername)
    .meta({
      title: 'Google+ name',
      description: 'The name of the person whose Google+ archive you upload.',
    }),
});

/** The feed types of Google+, keyed by id: one, the uploaded Takeout archive. */
export const googleplusFeedTypes = {
  archive: defineFeedType({
    title: 'Google+ archive',
    description: 'Posts from a Google Takeout export of Google+ (the service closed in 2019).',
    schema: archiveOptionsSchema,
    label: (options) => options.username,
  }),
};
