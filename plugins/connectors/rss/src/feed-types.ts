/** The one feed type of the RSS connector: the address of a feed. */
import { z } from 'zod';
import { defineFeedType, formatMessage, validateRssUrl } from '@chorus/core';

/** What the owner types to connect a feed. */
export const rssUrlOptionsSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, formatMessage('rssUrlRequired'))
    // Empty is already reported above; one message per mistake.
    .refine((url) => url === '' || validateRssUrl(url) === null, formatMessage('rssUrlInvalid'))
    .meta({
      title: 'RSS URL',
      format: 'uri',
      description: 'The address of an RSS, Atom or JSON feed, starting with http:// or https://.',
    }),
});

/** The owner's options of a feed source. */
export type RssUrlOptions = z.output<typeof rssUrlOptionsSchema>;

/** The collection-bar label of a feed: its host and path (the engine shortens it). */
export function feedLabel(url: string): string {
  try {
    const { host, pathname, search } = new URL(url);
    return `${host}${pathname === '/' ? '' : pathname}${search}`;
  } catch {
    return url;
  }
}

/** The RSS connector's feed types, keyed by id. */
export const rssFeedTypes = {
  url: defineFeedType({
    title: 'Feed',
    description: 'Every entry of an RSS, Atom or JSON feed.',
    schema: rssUrlOptionsSchema,
    label: (options) => feedLabel(options.url),
  }),
};
