/** What the owner types to connect a Reddit source; the connect dialog is drawn from it. */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { redditMessages } from './messages.ts';

/** Reddit's subreddit names: 3 to 21 letters, digits or underscores (`r/` allowed before). */
const subredditName = /^(?:\/?r\/)?[A-Za-z0-9_]{3,21}$/;
/** Reddit's usernames: letters, digits, underscores and hyphens (`u/` allowed before). */
const userName = /^(?:\/?u\/)?[A-Za-z0-9_-]{3,20}$/;

const subreddit = z
  .string()
  .trim()
  .regex(subredditName, redditMessages.invalidSubreddit)
  .meta({ title: 'Subreddit', description: 'e.g. r/programming or programming.' });

/** The bare name of a subreddit or a user, without `r/` or `u/`. */
export const bareName = (name: string): string => name.replace(/^\/?[ru]\//, '');

/** A subreddit's newest posts. */
export const subredditOptionsSchema = z.object({ subreddit });

/** A user's newest submissions. */
export const userOptionsSchema = z.object({
  user: z
    .string()
    .trim()
    .regex(userName, redditMessages.invalidUser)
    .meta({ title: 'Username', description: 'e.g. u/spez or spez.' }),
});

/** The newest posts matching words inside one subreddit. */
export const searchOptionsSchema = z.object({
  subreddit,
  query: z
    .string()
    .trim()
    .min(1, redditMessages.emptyQuery)
    .max(512, redditMessages.emptyQuery)
    .meta({ title: 'Search', description: 'Words to look for in the subreddit.' }),
});

/** The schemas by feed type id, for reading stored options at crawl time. */
export const redditFeedSchemas = {
  subreddit: subredditOptionsSchema,
  user: userOptionsSchema,
  search: searchOptionsSchema,
};

/** The feed types of Reddit, keyed by id. */
export const redditFeedTypes = {
  subreddit: defineFeedType({
    title: 'Subreddit',
    description: "A subreddit's newest posts.",
    schema: subredditOptionsSchema,
    label: (options) => `r/${bareName(options.subreddit)}`,
  }),
  user: defineFeedType({
    title: 'User',
    description: "A user's newest submissions.",
    schema: userOptionsSchema,
    label: (options) => `u/${bareName(options.user)}`,
  }),
  search: defineFeedType({
    title: 'Search in a subreddit',
    description: 'The newest posts of a subreddit matching words.',
    schema: searchOptionsSchema,
    label: (options) => `${options.query} in r/${bareName(options.subreddit)}`,
  }),
};
