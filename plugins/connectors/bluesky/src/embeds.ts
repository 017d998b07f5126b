/**
 * A post's embed as the wall shows it: pictures with their alt text and size, a video's poster,
 * a link card, a quoted post (as a quote under the text, left out when the quoted post was
 * deleted, blocked or detached). Embeds of kinds this connector does not know are skipped.
 */
import type { Media } from '@chorus/core';
import { dimensionsOf } from '@chorus/connector-kit';
import { richTextToHtml, textToHtml } from './facets.ts';
import { permalinkOf } from './permalink.ts';
import {
  externalViewSchema,
  imagesViewSchema,
  recordViewSchema,
  recordWithMediaViewSchema,
  videoViewSchema,
  viewRecordSchema,
} from './wire.ts';

/** What an embed adds to a post: media and HTML after the text. */
export interface EmbedParts {
  readonly media: Media[];
  readonly html: string;
}

const none: EmbedParts = { media: [], html: '' };

function sizeOf(aspect: { width: number; height: number } | undefined) {
  return dimensionsOf(aspect?.width, aspect?.height);
}

/** Pictures, a video's poster, or a link card. */
function mediaParts(embed: unknown): EmbedParts {
  const images = imagesViewSchema.safeParse(embed);
  if (images.success) {
    return {
      media: images.data.images.map((image) => ({
        kind: 'image',
        url: image.fullsize,
        ...sizeOf(image.aspectRatio),
        alt: image.alt,
        originalUrl: image.fullsize,
        embedUrl: null,
      })),
      html: '',
    };
  }
  const video = videoViewSchema.safeParse(embed);
  if (video.success) {
    const poster = video.data.thumbnail;
    return {
      media: poster
        ? [
            {
              kind: 'video',
              url: poster,
              ...sizeOf(video.data.aspectRatio),
              alt: video.data.alt ?? '',
              originalUrl: null,
              embedUrl: null,
            },
          ]
        : [],
      html: '',
    };
  }
  const external = externalViewSchema.safeParse(embed);
  if (external.success && /^https?:\/\//i.test(external.data.external.uri)) {
    const { uri, title } = external.data.external;
    return {
      media: [],
      html: `<p><a href="${textToHtml(uri)}">${textToHtml(title || uri)}</a></p>`,
    };
  }
  return none;
}

/** A quoted post as a quote; nothing when it is gone (`viewNotFound`, `viewBlocked`…). */
function quoteHtml(record: unknown): string {
  const quoted = viewRecordSchema.safeParse(record);
  if (!quoted.success) return '';
  const { author, value, uri } = quoted.data;
  const who = textToHtml(author.displayName || `@${author.handle}`);
  const link = permalinkOf(uri, author.handle);
  return (
    `<blockquote><p>${richTextToHtml(value.text, value.facets)}</p>` +
    `<p>— <a href="${textToHtml(link)}">${who}</a></p></blockquote>`
  );
}

/** The parts of any embed view of a post. */
export function embedParts(embed: unknown): EmbedParts {
  if (embed === undefined) return none;
  const quote = recordViewSchema.safeParse(embed);
  if (quote.success) return { media: [], html: quoteHtml(quote.data.record) };
  const withMedia = recordWithMediaViewSchema.safeParse(embed);
  if (withMedia.success) {
    const media = mediaParts(withMedia.data.media);
    return { media: media.media, html: media.html + quoteHtml(withMedia.data.record.record) };
  }
  return mediaParts(embed);
}
