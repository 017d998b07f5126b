/**
 * A channel's public Atom feed (`/feeds/videos.xml?channel_id=…` or `?user=…`), read without an
 * API key: its latest 15 videos with title, description, thumbnail and publication time.
 */
import { SaxesParser } from 'saxes';
import { SourceError } from '@chorus/core';
import type { YoutubeItem } from './wire.ts';

interface Draft {
  videoId?: string;
  channelId?: string;
  title?: string;
  description?: string;
  published?: string;
  author?: string;
  thumbnail?: { url: string; width?: number; height?: number };
}

const dimension = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The videos of an Atom feed document; a document that is not XML is a failing source. */
export function parseChannelFeed(xml: string): YoutubeItem[] {
  const parser = new SaxesParser({ xmlns: false });
  const items: YoutubeItem[] = [];
  const path: string[] = [];
  let draft: Draft | undefined;
  let text = '';
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (tag.name === 'entry') draft = {};
    if (draft && tag.name === 'media:thumbnail') {
      const attribute = (name: string) => {
        const value = tag.attributes[name];
        return typeof value === 'string' ? value : undefined;
      };
      const url = attribute('url');
      const width = dimension(attribute('width'));
      const height = dimension(attribute('height'));
      if (url) draft.thumbnail = { url, ...(width && height ? { width, height } : {}) };
    }
  });
  parser.on('text', (value) => (text += value));
  parser.on('cdata', (value) => (text += value));
  parser.on('closetag', (tag) => {
    path.pop();
    if (!draft) return;
    const inAuthor = path.at(-1) === 'author';
    if (tag.name === 'yt:videoId') draft.videoId = text.trim();
    else if (tag.name === 'yt:channelId') draft.channelId = text.trim();
    else if (tag.name === 'title' && path.at(-1) === 'entry') draft.title = text.trim();
    else if (tag.name === 'media:description') draft.description = text.trim();
    else if (tag.name === 'published') draft.published = text.trim();
    else if (tag.name === 'name' && inAuthor) draft.author = text.trim();
    else if (tag.name === 'entry') {
      if (draft.videoId && draft.published)
        items.push({
          videoId: draft.videoId,
          title: draft.title ?? '',
          description: draft.description ?? '',
          publishedAt: draft.published,
          channelId: draft.channelId ?? '',
          channelTitle: draft.author ?? '',
          thumbnails: draft.thumbnail ? { high: draft.thumbnail } : {},
        });
      draft = undefined;
    }
    text = '';
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new SourceError('failing', 'YouTube answered the channel feed with broken XML.', null, {
      cause: error,
    });
  }
  return items;
}
