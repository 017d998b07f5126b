import { z } from 'zod';
import { expect, it } from 'vitest';
import {
  channelOptionsSchema,
  playlistIdOf,
  playlistOptionsSchema,
  searchOptionsSchema,
} from './feed-types.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

it("answers bad input with the spec's messages", () => {
  expect(messageOf(channelOptionsSchema.safeParse({ channel: 'not a name!' }))).toBe(
    'Please enter a youtube username.',
  );
  expect(messageOf(channelOptionsSchema.safeParse({ channel: '' }))).toBe(
    'Please enter a youtube username.',
  );
  expect(messageOf(playlistOptionsSchema.safeParse({ playlist: 'x' }))).toBe(
    'Please enter a youtube playlist.',
  );
  expect(messageOf(searchOptionsSchema.safeParse({ query: ' ' }))).toMatch(
    /^Please enter a hashtag/,
  );
});

it('converts every schema to JSON Schema for the connect dialog', () => {
  for (const schema of [channelOptionsSchema, playlistOptionsSchema, searchOptionsSchema])
    expect(() => z.toJSONSchema(schema)).not.toThrow();
});

it('accepts handles, usernames, channel ids and playlist addresses', () => {
  for (const channel of ['@chorus-live', 'chorusmusic', 'UCchorusChorusChorus0001'])
    expect(channelOptionsSchema.parse({ channel })).toEqual({ channel });
  const address = 'https://www.youtube.com/watch?v=abc&list=PLchorusTourFavourites01';
  expect(playlistOptionsSchema.parse({ playlist: ` ${address} ` })).toEqual({ playlist: address });
  expect(playlistIdOf(address)).toBe('PLchorusTourFavourites01');
});
