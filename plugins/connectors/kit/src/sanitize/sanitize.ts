import sanitizeHtml from 'sanitize-html';
import {
  allowedTags,
  droppedWithContent,
  embedSandbox,
  headingMap,
  linkRel,
  pixelMaxSide,
  pixelPatterns,
} from './policy.ts';
import { safeEmbedUrl, safeImageUrl, safeLinkUrl } from './safe-url.ts';
import { boundNesting } from './nesting.ts';

type Attributes = Record<string, string>;

/** Keeps a width or height only when it is a plain number of pixels. */
function dimension(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{1,5}$/.test(value.trim()) ? value.trim() : undefined;
}

function only(attributes: Record<string, string | undefined>): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) kept[name] = value;
  return kept;
}

function isPixel(attributes: Attributes): boolean {
  const src = attributes['src'];
  if (src === undefined) return true;
  const tiny = (side: string | undefined) => side !== undefined && Number(side) <= pixelMaxSide;
  if (tiny(attributes['width']) || tiny(attributes['height'])) return true;
  return pixelPatterns.some((pattern) => pattern.test(src));
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  nonTextTags: [...droppedWithContent],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    'www.youtube.com',
    'youtube.com',
    'www.youtube-nocookie.com',
    'player.vimeo.com',
    'w.soundcloud.com',
    'www.instagram.com',
  ],
  allowIframeRelativeUrls: false,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(headingMap).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    // Attributes are rebuilt from scratch, so nothing the source set survives by accident.
    a: (tagName, attribs) => {
      const href = safeLinkUrl(attribs['href']);
      if (href === null) return { tagName: 'span', attribs: {} };
      return {
        tagName,
        attribs: only({ href, title: attribs['title'], rel: linkRel, target: '_blank' }),
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: only({
        src: safeImageUrl(attribs['src']) ?? undefined,
        alt: attribs['alt'],
        width: dimension(attribs['width']),
        height: dimension(attribs['height']),
      }),
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: only({
        src: safeEmbedUrl(attribs['src']) ?? undefined,
        width: dimension(attribs['width']),
        height: dimension(attribs['height']),
        title: attribs['title'],
        allowfullscreen: 'allowfullscreen' in attribs ? '' : undefined,
        sandbox: embedSandbox,
      }),
    }),
  },
  // Images and embeds without a usable source (or that are tracking pixels) vanish whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && isPixel(frame.attribs)) ||
    (frame.tag === 'iframe' && frame.attribs['src'] === undefined),
};

/**
 * Cleans HTML from a network for display on a wall: an allowlist of text tags, links to
 * http(s)/mailto only (opened in a new tab with `rel="noopener noreferrer nofollow"`), images
 * with src/alt/width/height only and no tracking pixels, iframes only from known video and audio
 * hosts, sandboxed. Everything else (script, style, event handlers, forms, SVG, MathML...) is
 * removed. Idempotent: cleaning clean HTML changes nothing.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(boundNesting(html), options).trim();
}
