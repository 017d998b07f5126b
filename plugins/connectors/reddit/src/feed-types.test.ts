/** The connect dialog's validation: Reddit's name rules in the spec's words. */
import { describe, expect, it } from 'vitest';
import { searchOptionsSchema, subredditOptionsSchema, userOptionsSchema } from './feed-types.ts';
import { redditMessages } from './messages.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('reddit feed types', () => {
  it('takes subreddit names of 3 to 21 letters, digits or underscores, r/ allowed', () => {
    for (const subreddit of ['r/socialwalls', 'ask_me', 'abc', 'a23456789012345678901']) {
      expect(subredditOptionsSchema.safeParse({ subreddit }).success).toBe(true);
    }
    for (const subreddit of ['ab', 'a234567890123456789012', 'social walls', 'r/no-dash', '']) {
      expect(messageOf(subredditOptionsSchema.safeParse({ subreddit }))).toBe(
        redditMessages.invalidSubreddit,
      );
    }
  });

  it('takes usernames, u/ allowed', () => {
    expect(userOptionsSchema.safeParse({ user: 'u/grace_h' }).success).toBe(true);
    expect(messageOf(userOptionsSchema.safeParse({ user: 'grace h' }))).toBe(
      redditMessages.invalidUser,
    );
  });

  it('needs words to search for', () => {
    expect(
      messageOf(searchOptionsSchema.safeParse({ subreddit: 'socialwalls', query: '  ' })),
    ).toBe(redditMessages.emptyQuery);
  });
});
