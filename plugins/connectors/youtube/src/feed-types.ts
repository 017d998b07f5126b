/** What the owner types to connect a YouTube source; the connect dialog is drawn from it. */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { youtubeMessages } from './messages.ts';

/** `@handle`, a legacy username, or a channel id (`UC` + 22 characters). */
const channel = /^(@[\w.-]{3,30}|[A-Za-z0-9]{1,40}|UC[\w-]{22})$/;
/** A playlist id (PL…, UU…, OL…, FL…) as YouTube writes them. */
const playlistId = /^[\w-]{12,64}$/;

/** The playlist id of a `…?list=ID` address, or the text as typed. */
export function playlistIdOf(value: string): string {
  try {
    return new URL(value).searchParams.get('list') ?? value;
  } catch {
    return value;
  }
}

/** A channel's uploads: by `@handle`, legacy username or channel id. */
export const channelOptionsSchema = z.object({
  channel: z
    .string()
    .trim()
    .regex(channel, youtubeMessages.invalidChannel)
    .meta({ title: 'Channel', description: 'An @handle, a username, or a channel id (UC…).' }),
});

/** A playlist, by its id or its address. */
export const playlistOptionsSchema = z.object({
  playlist: z
    .string()
    .trim()
    // Kept as typed (a schema with a transform has no JSON Schema for the dialog); read by id.
    .refine((value) => playlistId.test(playlistIdOf(value)), youtubeMessages.invalidPlaylist)
    .meta({ title: 'Playlist', description: 'A playlist id (PL…) or its youtube.com address.' }),
});

/** Videos matching words or a hashtag; each search costs 100 units of the daily quota. */
export const searchOptionsSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, youtubeMessages.emptyQuery)
    .max(100, youtubeMessages.emptyQuery)
    .meta({ title: 'Hashtag or words', description: 'e.g. #chorus or "social wall".' }),
});

/** The schemas by feed type id, for reading stored options at crawl time. */
export const youtubeFeedSchemas = {
  user: channelOptionsSchema,
  playlist: playlistOptionsSchema,
  search: searchOptionsSchema,
};

/** The feed types of YouTube, keyed by id (the spec's types 0 user and 1 playlist first). */
export const youtubeFeedTypes = {
  user: defineFeedType({
    title: 'Channel',
    description: "A channel's uploads. Works without an API key for a username or channel id.",
    schema: channelOptionsSchema,
    label: (options) => options.channel,
  }),
  playlist: defineFeedType({
    title: 'Playlist',
    description: 'The videos of a public playlist.',
    schema: playlistOptionsSchema,
    label: (options) => playlistIdOf(options.playlist),
  }),
  search: defineFeedType({
    title: 'Hashtag or keywords',
    description: 'The newest videos matching words; uses 100 units of the daily quota a search.',
    schema: searchOptionsSchema,
    label: (options) => options.query,
  }),
};
