/** What the owner types to connect a Pinterest source; the connect dialog is drawn from it. */
import { defineFeedType, unavailableFeedType } from '@chorus/connector-kit';
import { stripHandlePrefix } from '@chorus/core';
import { z } from 'zod';
import { pinterestMessages } from './messages.ts';

/** Pinterest user names: letters, digits and underscores, at most 30. */
const usernamePattern = /^[A-Za-z0-9_]{1,30}$/;
/** A board as the spec stores it: `username#board` (the board's name or its address slug). */
const boardPattern = /^[A-Za-z0-9_]{1,30}#[^#/]{1,180}$/;

/** Drops a Pinterest address's scheme and host (`https://www.pinterest.com/`, `pin.it` aside). */
function withoutHost(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^(?:[a-z]{2,3}\.)?pinterest\.[a-z.]+\//i, '')
    .replace(/\/+$/, '');
}

/** A user name from what was typed: `@name`, `name` or the profile's address. */
export function cleanPinterestUsername(value: string): string {
  return stripHandlePrefix(withoutHost(value));
}

/**
 * A board from what was typed, as the spec stores it (`username#board`): `username#board`,
 * `username/board` or the board's address `https://www.pinterest.com/username/board/`.
 */
export function cleanPinterestBoard(value: string): string {
  const text = stripHandlePrefix(withoutHost(value));
  const slash = text.indexOf('/');
  if (text.includes('#') || slash < 1) return text;
  return `${text.slice(0, slash)}#${text.slice(slash + 1)}`;
}

/** The user name and board name of a stored `username#board`. */
export function splitPinterestBoard(board: string): { username: string; board: string } {
  const at = board.indexOf('#');
  return { username: board.slice(0, at), board: board.slice(at + 1) };
}

const username = z
  .string({ error: pinterestMessages.missingUsername })
  .overwrite(cleanPinterestUsername)
  .regex(usernamePattern, pinterestMessages.missingUsername);

/** The signed-in account's own pins (the spec's Pinterest user). */
export const userOptionsSchema = z.object({
  username: username.meta({
    title: 'Username',
    description: 'The Pinterest account you sign in with, e.g. chorusapp.',
  }),
});

/** A board's pins, stored as `username#board` (the spec's rule). */
export const boardOptionsSchema = z.object({
  board: z
    .string({ error: pinterestMessages.missingBoard })
    .overwrite(cleanPinterestBoard)
    .regex(boardPattern, pinterestMessages.missingBoard)
    .meta({
      title: 'Board',
      description:
        'username/board as in the board’s address, e.g. chorusapp/summer-walls (one of the ' +
        'signed-in account’s boards).',
    }),
});

/** The schemas by feed type id, for reading stored options at crawl time. */
export const pinterestFeedSchemas = {
  user: userOptionsSchema,
  board: boardOptionsSchema,
};

/** The feed types of Pinterest, keyed by id (the spec's users and boards). */
export const pinterestFeedTypes = {
  user: defineFeedType({
    title: 'Your pins',
    description: 'The pins of the Pinterest account you sign in with, newest first.',
    schema: userOptionsSchema,
    label: (options) => options.username,
  }),
  board: defineFeedType({
    title: 'Board',
    description: 'The pins of one of your boards.',
    schema: boardOptionsSchema,
    label: (options) => options.board,
  }),
  // API v5 serves only the signed-in account's pins: shown with the reason, never created.
  'other-user': unavailableFeedType({
    title: "Another person's pins",
    reason: pinterestMessages.otherUserReason,
    instead: pinterestMessages.otherUserInstead,
  }),
};
