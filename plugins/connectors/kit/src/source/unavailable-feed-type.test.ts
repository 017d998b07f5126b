import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStoredFeed } from './stored-feed.ts';
import { unavailableFeedType, unavailableMessage } from './unavailable-feed-type.ts';

const groups = {
  title: 'Group',
  reason: 'The network removed its groups API in 2024.',
  instead: 'Choose “Page” instead.',
};

describe('unavailableFeedType', () => {
  it('shows the reason and the nearest choice, and opens no sign-in', () => {
    const feedType = unavailableFeedType(groups);
    expect(feedType.title).toBe('Group');
    expect(feedType.description).toBe(
      'The network removed its groups API in 2024. Choose “Page” instead.',
    );
    expect(feedType.signIn).toBe('optional');
    // The dialog draws no field for it.
    expect(z.toJSONSchema(feedType.schema)).toMatchObject({ type: 'object', properties: {} });
  });

  it('refuses any options with that sentence, so no such source is created or crawled', () => {
    const feedType = unavailableFeedType(groups);
    for (const options of [{}, { group: 'chorus' }]) {
      const parsed = feedType.schema.safeParse(options);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [[], unavailableMessage(groups)],
      ]);
    }
    const source = { feedType: 'group', options: {} } as never;
    expect(() => readStoredFeed(source, { group: feedType.schema }, 'Example')).toThrow(
      unavailableMessage(groups),
    );
  });

  it("keeps the feed type's old field: an empty entry gets its own message, anything else the reason", () => {
    const feedType = unavailableFeedType({
      ...groups,
      field: { name: 'group', title: 'Group', required: 'Please select a group.' },
    });
    expect(z.toJSONSchema(feedType.schema)).toMatchObject({
      properties: { group: { type: 'string', title: 'Group' } },
    });
    const issues = (options: unknown) =>
      feedType.schema.safeParse(options).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(issues({})).toEqual([[['group'], 'Please select a group.']]);
    expect(issues({ group: '  ' })).toEqual([[['group'], 'Please select a group.']]);
    expect(issues({ group: 'chorus' })).toEqual([[['group'], unavailableMessage(groups)]]);
  });
});
