/** What the owner types to connect a Bluesky source; the connect dialog is drawn from it. */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { blueskyMessages } from './messages.ts';
import { blueskyCredentialsSchema } from './session.ts';

const handle = /^@?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const did = /^did:[a-z]+:[a-zA-Z0-9._:%-]{1,2048}$/;
const atUriOf = (collection: string) =>
  new RegExp(`^at://[^/\\s]+/${collection.replaceAll('.', '\\.')}/[A-Za-z0-9._:~-]{1,512}$`);

const includeReplies = z
  .boolean()
  .default(false)
  .meta({ title: 'Include replies', description: 'Replies are left out unless this is ticked.' });

/** An account's posts: a handle (`alice.bsky.social`, `@` allowed) or a DID. */
export const accountOptionsSchema = z.object({
  actor: z
    .string()
    .trim()
    .refine((value) => handle.test(value) || did.test(value), blueskyMessages.invalidActor)
    .meta({ title: 'Handle', description: 'e.g. alice.bsky.social, or a did:plc:… identifier.' }),
  includeReplies,
});

/** Posts matching a hashtag (`#chorus`) or words; Bluesky answers this only when signed in. */
export const searchOptionsSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, blueskyMessages.emptyQuery)
    .max(300, blueskyMessages.emptyQuery)
    .meta({
      title: 'Hashtag or words',
      description: 'e.g. #chorus or "social wall". Needs the account and app password below.',
    }),
  includeReplies,
});

/** A custom feed, by its `at://…/app.bsky.feed.generator/…` address. */
export const customFeedOptionsSchema = z.object({
  uri: z
    .string()
    .trim()
    .regex(atUriOf('app.bsky.feed.generator'), blueskyMessages.invalidFeedUri)
    .meta({ title: 'Feed address', description: 'at://did:plc:…/app.bsky.feed.generator/…' }),
  includeReplies,
});

/** A list's posts, by its `at://…/app.bsky.graph.list/…` address. */
export const listOptionsSchema = z.object({
  uri: z
    .string()
    .trim()
    .regex(atUriOf('app.bsky.graph.list'), blueskyMessages.invalidListUri)
    .meta({ title: 'List address', description: 'at://did:plc:…/app.bsky.graph.list/…' }),
  includeReplies,
});

/** The schemas by feed type id, for reading stored options at crawl time. */
export const blueskyFeedSchemas = {
  account: accountOptionsSchema,
  search: searchOptionsSchema,
  feed: customFeedOptionsSchema,
  list: listOptionsSchema,
};

/** The feed types of Bluesky, keyed by id. */
export const blueskyFeedTypes = {
  account: defineFeedType({
    title: 'Account',
    description: 'The posts and reposts of one account. No sign-in needed.',
    schema: accountOptionsSchema,
    label: (options) => `@${options.actor.replace(/^@/, '')}`,
  }),
  search: defineFeedType({
    title: 'Hashtag or keywords',
    description: 'Posts matching a hashtag or words. Bluesky asks for a sign-in (app password).',
    schema: searchOptionsSchema,
    label: (options) => options.query,
    // The owner's own account signs the search in: entered in the connect dialog, stored
    // encrypted as the source's credentials.
    credentials: blueskyCredentialsSchema,
  }),
  feed: defineFeedType({
    title: 'Custom feed',
    description: 'The posts of a custom feed, by its at:// address.',
    schema: customFeedOptionsSchema,
    label: (options) => options.uri.split('/').pop() ?? options.uri,
  }),
  list: defineFeedType({
    title: 'List',
    description: "The posts of a list's members, by its at:// address.",
    schema: listOptionsSchema,
    label: (options) => options.uri.split('/').pop() ?? options.uri,
  }),
};
