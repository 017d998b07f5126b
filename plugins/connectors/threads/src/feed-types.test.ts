/** What the owner types for a Threads source, and the messages refusing it. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  otherProfileFeedType,
  profileOptionsSchema,
  searchOptionsSchema,
  threadsFeedTypes,
} from './feed-types.ts';
import { threadsMessages } from './messages.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('Threads feed types', () => {
  it('takes a profile by username, without its @, or empty for the account that signs in', () => {
    expect(profileOptionsSchema.parse({ username: ' @chorus.wall ' })).toEqual({
      username: 'chorus.wall',
    });
    expect(profileOptionsSchema.parse({})).toEqual({ username: '' });
    expect(firstMessage(profileOptionsSchema, { username: 'not a name!' })).toBe(
      threadsMessages.invalidUsername,
    );
    expect(threadsFeedTypes.profile.label({ username: 'chorus.wall' })).toBe('@chorus.wall');
    expect(threadsFeedTypes.profile.label({ username: '' })).toBe('Threads profile');
  });

  it('takes keywords or a topic tag, newest first by default', () => {
    expect(searchOptionsSchema.parse({ query: '#chorusfest', mode: 'TAG' })).toEqual({
      query: 'chorusfest',
      mode: 'TAG',
      order: 'RECENT',
    });
    expect(firstMessage(searchOptionsSchema, { query: '   ' })).toBe(threadsMessages.queryRequired);
    expect(firstMessage(searchOptionsSchema, {})).toBe(threadsMessages.queryRequired);
    expect(firstMessage(searchOptionsSchema, { query: 'x'.repeat(101) })).toBe(
      threadsMessages.queryTooLong,
    );
    expect(firstMessage(searchOptionsSchema, { query: 'rock & roll', mode: 'TAG' })).toBe(
      threadsMessages.tagInvalid,
    );
    expect(firstMessage(searchOptionsSchema, { query: 'rock & roll', mode: 'KEYWORD' })).toBeNull();
    expect(threadsFeedTypes.search.label({ query: 'chorusfest', mode: 'TAG', order: 'TOP' })).toBe(
      '#chorusfest',
    );
  });

  it('draws selects for the mode and the order in the connect dialog', () => {
    const schema = z.toJSONSchema(searchOptionsSchema, { io: 'input' }) as {
      properties: Record<string, { anyOf?: { const: string; title: string }[] }>;
    };
    expect(schema.properties['mode']?.anyOf?.map((option) => [option.const, option.title])).toEqual(
      [
        ['KEYWORD', 'Keywords'],
        ['TAG', 'Topic tag'],
      ],
    );
    expect(schema.properties['order']?.anyOf?.map((option) => option.title)).toEqual([
      'Newest first',
      'Most popular first',
    ]);
  });

  it("lists someone else's profile with the reason and the nearest choice, and refuses it", () => {
    const sentence = `${threadsMessages.otherProfileReason} ${threadsMessages.otherProfileInstead}`;
    expect(threadsFeedTypes['other-profile'].title).toBe("Someone else's profile");
    expect(threadsFeedTypes['other-profile'].description).toBe(sentence);
    expect(firstMessage(otherProfileFeedType.schema, {})).toBe(sentence);
    expect(firstMessage(otherProfileFeedType.schema, { username: 'zuck' })).toBe(sentence);
  });
});
