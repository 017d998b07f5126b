/** A channel read without an API key: its public Atom feed by channel id or legacy username. */
import type { FetchContext } from '@chorus/core';
import { SourceError } from '@chorus/core';
import { httpErrorToSourceError } from '@chorus/connector-kit';
import { parseChannelFeed } from './atom.ts';
import { youtubeMessages } from './messages.ts';
import type { YoutubeItem } from './wire.ts';

/** Whether a channel field holds a channel id rather than a name. */
export const isChannelId = (channel: string) => /^UC[\w-]{22}$/.test(channel);

/** The latest videos of a channel (YouTube lists 15) from `…/feeds/videos.xml`. */
export async function readChannelFeed(
  context: Pick<FetchContext<unknown, unknown>, 'http' | 'signal'>,
  base: string,
  channel: string,
): Promise<YoutubeItem[]> {
  if (channel.startsWith('@'))
    throw new SourceError('invalid_source', youtubeMessages.handleNeedsKey);
  const url = new URL('/feeds/videos.xml', base);
  url.searchParams.set(isChannelId(channel) ? 'channel_id' : 'user', channel);
  const response = await context.http(url, {
    headers: { accept: 'application/atom+xml, application/xml;q=0.9' },
    signal: context.signal,
  });
  if (!response.ok) throw httpErrorToSourceError(response, 'YouTube', 'public');
  return parseChannelFeed(await response.text());
}
