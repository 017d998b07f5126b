/**
 * A Bluesky post's text and facets as HTML: links, mentions and hashtags as anchors. Facets
 * address the text by UTF-8 byte offsets (not UTF-16 code units, as JavaScript strings do), so
 * the text is cut as bytes: an emoji before a link must not shift it.
 */
import { escapeHtmlText } from '@chorus/connector-kit';
import type { BlueskyFacet } from './wire.ts';

const webApp = 'https://bsky.app';
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: false });

const escapeHtml = escapeHtmlText;

/** Plain text as HTML: escaped, line breaks kept. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replaceAll('\n', '<br>');
}

/** Where a facet points on the web, or null for a feature this connector does not link. */
function hrefOf(facet: BlueskyFacet): string | null {
  for (const feature of facet.features) {
    if (feature.$type === 'app.bsky.richtext.facet#link' && feature.uri) {
      return /^https?:\/\//i.test(feature.uri) ? feature.uri : null;
    }
    if (feature.$type === 'app.bsky.richtext.facet#mention' && feature.did) {
      return `${webApp}/profile/${encodeURIComponent(feature.did)}`;
    }
    if (feature.$type === 'app.bsky.richtext.facet#tag' && feature.tag) {
      return `${webApp}/hashtag/${encodeURIComponent(feature.tag)}`;
    }
  }
  return null;
}

/**
 * The post's text as HTML with its facets as links. Facets out of range, overlapping an
 * earlier one or of unknown kinds leave their text as it is.
 */
export function richTextToHtml(text: string, facets: readonly BlueskyFacet[] = []): string {
  const bytes = encoder.encode(text);
  const ordered = [...facets].sort((a, b) => a.index.byteStart - b.index.byteStart);
  const decode = (from: number, to: number) => decoder.decode(bytes.subarray(from, to));
  let html = '';
  let at = 0;
  for (const facet of ordered) {
    const { byteStart, byteEnd } = facet.index;
    if (byteStart < at || byteEnd <= byteStart || byteEnd > bytes.length) continue;
    const href = hrefOf(facet);
    if (!href) continue;
    html += textToHtml(decode(at, byteStart));
    html += `<a href="${escapeHtml(href)}">${textToHtml(decode(byteStart, byteEnd))}</a>`;
    at = byteEnd;
  }
  return html + textToHtml(decode(at, bytes.length));
}
