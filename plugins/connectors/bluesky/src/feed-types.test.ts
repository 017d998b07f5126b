/** What the connect dialog accepts, and the messages it shows for the rest. */
import { describe, expect, it } from 'vitest';
import { blueskyFeedSchemas } from './feed-types.ts';
import { blueskyMessages } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('Bluesky feed types', () => {
  it('takes a handle with or without @, or a DID', () => {
    for (const actor of [
      'alice.bsky.social',
      '@alice.bsky.social',
      'did:plc:z72i7hdynmk6r22z27h6tvur',
    ]) {
      expect(blueskyFeedSchemas.account.safeParse({ actor }).success).toBe(true);
    }
    expect(blueskyFeedSchemas.account.parse({ actor: ' alice.bsky.social ' })).toEqual({
      actor: 'alice.bsky.social',
      includeReplies: false,
    });
  });

  it('shows its message for what is not a handle, a feed or a list address', () => {
    expect(firstMessage(blueskyFeedSchemas.account.safeParse({ actor: 'not a handle' }))).toBe(
      blueskyMessages.invalidActor,
    );
    expect(firstMessage(blueskyFeedSchemas.search.safeParse({ query: '  ' }))).toBe(
      blueskyMessages.emptyQuery,
    );
    const list = 'at://did:plc:bob222/app.bsky.graph.list/friends';
    expect(firstMessage(blueskyFeedSchemas.feed.safeParse({ uri: list }))).toBe(
      blueskyMessages.invalidFeedUri,
    );
    expect(blueskyFeedSchemas.list.safeParse({ uri: list }).success).toBe(true);
    expect(
      firstMessage(
        blueskyFeedSchemas.list.safeParse({ uri: 'https://bsky.app/profile/x/lists/y' }),
      ),
    ).toBe(blueskyMessages.invalidListUri);
  });
});
