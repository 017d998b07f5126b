import { readStoredFeed } from '@chorus/connector-kit';
import { describe, expect, it } from 'vitest';
import { mastodonFeedSchemas } from './feed-types.ts';
import { instanceOf } from './fetch.ts';

const instanceFor = (feedType: string, options: Record<string, unknown>) =>
  instanceOf(
    readStoredFeed({ feedType, options }, mastodonFeedSchemas, 'Mastodon'),
    'https://mastodon.social/',
  );

describe('the server a source reads', () => {
  it('is the one the owner named, else the account’s own, else the default', () => {
    expect(instanceFor('hashtag', { hashtag: 'a', instance: 'https://fosstodon.org/' })).toBe(
      'https://fosstodon.org',
    );
    expect(instanceFor('hashtag', { hashtag: 'a' })).toBe('https://mastodon.social');
    expect(instanceFor('account', { account: '@Gargron@mastodon.online' })).toBe(
      'https://mastodon.online',
    );
    expect(
      instanceFor('account', { account: 'Gargron@mastodon.online', instance: 'https://a.example' }),
    ).toBe('https://a.example');
    expect(instanceFor('account', { account: 'Gargron' })).toBe('https://mastodon.social');
  });
});
