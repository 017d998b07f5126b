/** The connect form's rules for Facebook: the spec's page-name messages, unavailable types. */
import { unavailableMessage } from '@chorus/connector-kit';
import { crawlOnce, startFakeNetwork } from '@chorus/connector-kit/testing';
import { isSourceError } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { facebookFeedTypes, pageOptionsSchema } from './feed-types.ts';
import { facebookConnector } from './index.ts';
import { facebookMessages } from './messages.ts';

const messageOf = (options: unknown) => {
  const parsed = pageOptionsSchema.safeParse(options);
  return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
};

describe('the page field', () => {
  it('strips a leading @ and keeps usernames and ids', () => {
    expect(messageOf({ page: ' @chorus.social ' })).toEqual({ page: 'chorus.social' });
    expect(messageOf({ page: '104857600123' })).toEqual({ page: '104857600123' });
  });

  it("refuses an empty name with 'Please enter a facebook page name.'", () => {
    expect(messageOf({ page: '' })).toBe('Please enter a facebook page name.');
    expect(messageOf({ page: '  @ ' })).toBe('Please enter a facebook page name.');
    expect(messageOf({})).toBe('Please enter a facebook page name.');
  });

  it("refuses an address or a slash with 'Invalid facebook page username'", () => {
    for (const page of [
      'http://facebook.com/chorus',
      'https://www.facebook.com/chorus',
      'pages/chorus',
      'chorus social',
    ]) {
      expect(messageOf({ page })).toBe('Invalid facebook page username');
    }
  });

  it('labels a page feed by its name and a tagged feed with @', () => {
    expect(facebookFeedTypes.page.label({ page: 'chorus.social' })).toBe('chorus.social');
    expect(facebookFeedTypes.tagged.label({ page: 'chorus.social' })).toBe('@chorus.social');
  });
});

describe('groups and hashtags', () => {
  it('stay listed with the reason and the nearest working choice', () => {
    expect(facebookFeedTypes.group.description).toBe(
      'Facebook removed the Groups API in April 2024: no app can read a group’s posts any more. Choose “Page posts” or “Posts that tag a page” instead.',
    );
    expect(facebookFeedTypes.hashtag.description).toBe(
      'Facebook offers no public hashtag search to apps. Choose “Posts that tag a page” (or “Page posts”) instead.',
    );
  });

  it('refuse to be created, with that reason', () => {
    for (const [type, reason, instead] of [
      ['group', facebookMessages.groupsRemoved, facebookMessages.groupInstead],
      ['hashtag', facebookMessages.hashtagsUnavailable, facebookMessages.hashtagInstead],
    ] as const) {
      const parsed = facebookFeedTypes[type].schema.safeParse({ group: 'x', hashtag: 'x' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        unavailableMessage({ title: type, reason, instead }),
      );
    }
  });

  it("answer an empty entry with the spec's own message first", () => {
    const first = (type: 'group' | 'hashtag', options: object) =>
      facebookFeedTypes[type].schema.safeParse(options).error?.issues[0]?.message;
    expect(first('group', {})).toBe('Please select a facebook group.');
    expect(first('group', { group: ' ' })).toBe('Please select a facebook group.');
    expect(first('hashtag', {})).toBe('Please enter a facebook hashtag.');
    expect(first('hashtag', { hashtag: '' })).toBe('Please enter a facebook hashtag.');
  });

  it('a stored group source fails its crawl with the reason, calling nobody', async () => {
    const network = await startFakeNetwork([]);
    try {
      const result = await crawlOnce({
        connector: facebookConnector(),
        feedType: 'group',
        options: { group: '1234' },
        network,
        credentials: { accessToken: 'x', pageAccessToken: 'y' },
      });
      expect(result.errors.find(isSourceError)).toMatchObject({
        kind: 'invalid_source',
        message: expect.stringContaining('Groups API in April 2024'),
      });
      expect(network.requests).toEqual([]);
    } finally {
      await network.close();
    }
  });
});
