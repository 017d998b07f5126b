import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@chorus/core';
import { feedLabel, rssFeedTypes, rssUrlOptionsSchema } from './feed-types.ts';

describe('the url feed type', () => {
  it('trims a valid http(s) address', () => {
    expect(rssUrlOptionsSchema.parse({ url: '  https://example.com/feed.xml ' })).toEqual({
      url: 'https://example.com/feed.xml',
    });
    expect(rssUrlOptionsSchema.parse({ url: 'HTTP://example.com/rss' }).url).toBe(
      'HTTP://example.com/rss',
    );
  });

  it.each([
    ['', messages.rssUrlRequired],
    ['   ', messages.rssUrlRequired],
    ['example.com/feed.xml', messages.rssUrlInvalid],
    ['ftp://example.com/feed.xml', messages.rssUrlInvalid],
    ['feed://example.com/feed.xml', messages.rssUrlInvalid],
  ])('refuses %j with exactly the spec message', (url, message) => {
    const result = rssUrlOptionsSchema.safeParse({ url });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('describes its field for the connect dialog', () => {
    const schema = z.toJSONSchema(rssFeedTypes.url.schema) as unknown as {
      properties: { url: { title: string; description: string } };
    };
    expect(schema.properties.url.title).toBe('RSS URL');
    expect(schema.properties.url.description).toMatch(/http:\/\/ or https:\/\//);
  });

  it('labels a source with the host and path of its feed', () => {
    expect(rssFeedTypes.url.label({ url: 'https://www.example.com/blog/feed.xml' })).toBe(
      'www.example.com/blog/feed.xml',
    );
    expect(feedLabel('https://example.com/')).toBe('example.com');
    expect(feedLabel('https://example.com/?format=rss')).toBe('example.com?format=rss');
    expect(feedLabel('not a url')).toBe('not a url');
  });
});
