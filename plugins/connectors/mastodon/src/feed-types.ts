/** What the owner types to connect a Mastodon source; the connect dialog is drawn from it. */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';

/** Shown under the server field when it is not a web address. */
export const instanceMessage =
  'Please enter the address of a Mastodon server, e.g. https://mastodon.social.';
/** Shown under the hashtag field. */
export const hashtagMessage = 'Please enter a hashtag, without the #.';
/** Shown under the account field. */
export const accountMessage =
  'Please enter an account as user@server, e.g. Gargron@mastodon.social.';

/** The server a source reads; empty means the plugin option `defaultInstance`. */
const instanceField = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: instanceMessage })])
  .default('')
  .meta({
    title: 'Server',
    description:
      'The Mastodon server to read, e.g. https://mastodon.social. Leave empty for the default.',
    format: 'uri',
  });

/** A hashtag, without the `#`, on one server's local or federated timeline. */
export const hashtagOptionsSchema = z.object({
  hashtag: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}_]{1,100}$/u, hashtagMessage)
    .meta({ title: 'Hashtag', description: 'Without the #, e.g. chorus.' }),
  scope: z
    .union([
      z.literal('federated').meta({ title: 'Every server this one knows (federated)' }),
      z.literal('local').meta({ title: 'This server’s own accounts (local)' }),
    ])
    .default('federated')
    .meta({ title: 'Posts from' }),
  instance: instanceField,
});

/** An account's own posts and boosts, looked up by `user@server`. */
export const accountOptionsSchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^@?[A-Za-z0-9_]+([.-]+[A-Za-z0-9_]+)*(@[A-Za-z0-9.-]+(:\d{1,5})?)?$/, accountMessage)
    .meta({ title: 'Account', description: 'user@server, e.g. Gargron@mastodon.social.' }),
  instance: instanceField,
});

/** Shown under the list field. */
export const listMessage = 'Please enter the name of one of your lists.';

/** The signed-in owner's home timeline: the accounts they follow. */
export const homeOptionsSchema = z.object({ instance: instanceField });

/** One of the signed-in owner's lists, by its title (or its id). */
export const listOptionsSchema = z.object({
  list: z.string().trim().min(1, listMessage).max(200, listMessage).meta({
    title: 'List',
    description: 'The name of one of your lists, as your server shows it.',
  }),
  instance: instanceField,
});

/** The host of a server address, for labels. */
function hostOf(instance: string): string {
  try {
    return new URL(instance).host;
  } catch {
    return instance;
  }
}

/** The feed types of Mastodon, keyed by id. */
export const mastodonFeedTypes = {
  hashtag: defineFeedType({
    title: 'Hashtag',
    description: 'Public posts with a hashtag, on one server or across the servers it knows.',
    schema: hashtagOptionsSchema,
    label: (options) => `#${options.hashtag}`,
    signIn: 'optional',
  }),
  account: defineFeedType({
    title: 'Account',
    description: "An account's public posts and boosts.",
    schema: accountOptionsSchema,
    label: (options) => `@${options.account.replace(/^@/, '')}`,
    signIn: 'optional',
  }),
  home: defineFeedType({
    title: 'Home timeline',
    description: 'Posts of the accounts you follow. Signs in to your server.',
    schema: homeOptionsSchema,
    label: (options) => (options.instance ? `Home · ${hostOf(options.instance)}` : 'Home'),
    signIn: 'required',
  }),
  list: defineFeedType({
    title: 'List',
    description: 'Posts of the accounts on one of your lists. Signs in to your server.',
    schema: listOptionsSchema,
    label: (options) => options.list,
    signIn: 'required',
  }),
};

/** The schemas by feed type, for reading stored options again at crawl time. */
export const mastodonFeedSchemas = {
  hashtag: hashtagOptionsSchema,
  account: accountOptionsSchema,
  home: homeOptionsSchema,
  list: listOptionsSchema,
};
