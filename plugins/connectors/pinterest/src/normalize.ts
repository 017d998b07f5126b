/** One Pinterest pin into the shared post shape. */
import type { Media, NormalizedPost } from '@chorus/core';
import { dimensionsOf, pickBestSize, plainTextToHtml } from '@chorus/connector-kit';
import type { PinterestItem, PinterestPin } from './wire.ts';

/** Pinterest's web address: pins and profiles link there. */
export const pinterestWeb = 'https://www.pinterest.com';

type Images = NonNullable<NonNullable<PinterestPin['media']>['images']>;

/** Media types with several pictures or videos in `items` (a carousel). */
const severalTypes = new Set(['multiple_images', 'multiple_videos', 'multiple_mixed', 'carousel']);

/** The widest size of a picture, with its width and height. */
function largest(images: Images | undefined) {
  const sizes = Object.values(images ?? {}).map((image) => ({
    url: image.url,
    ...dimensionsOf(image.width, image.height),
  }));
  return pickBestSize(sizes, Number.POSITIVE_INFINITY);
}

/** One picture, or one video by its cover, as a post's media. */
function mediaOf(
  part: {
    readonly item_type?: string | undefined;
    readonly images?: Images | undefined;
    readonly cover_image_url?: string | null | undefined;
    readonly width?: number | null | undefined;
    readonly height?: number | null | undefined;
  },
  kind: 'image' | 'video',
  alt: string,
): Media | null {
  const picture = largest(part.images);
  if (kind === 'video') {
    // A video is shown by its cover: the largest cover size, else `cover_image_url`.
    const url = picture?.url ?? part.cover_image_url;
    if (!url) return null;
    const size = picture?.url
      ? { width: picture.width, height: picture.height }
      : dimensionsOf(part.width, part.height);
    return {
      kind: 'video',
      url,
      width: size.width ?? null,
      height: size.height ?? null,
      alt,
      originalUrl: null,
      embedUrl: null,
    };
  }
  if (!picture) return null;
  return {
    kind: 'image',
    url: picture.url,
    width: picture.width ?? null,
    height: picture.height ?? null,
    alt,
    originalUrl: null,
    embedUrl: null,
  };
}

/** The pictures and video covers of a pin: a carousel gives one media per slide. */
export function pinMedia(pin: PinterestPin): Media[] {
  const media = pin.media;
  if (!media) return [];
  const alt = pin.alt_text || pin.title || '';
  const type = media.media_type ?? 'image';
  if (severalTypes.has(type) && media.items?.length) {
    return media.items.flatMap((item) => {
      const one = mediaOf(
        item,
        item.item_type === 'video' ? 'video' : 'image',
        item.title || item.description || alt,
      );
      return one ? [one] : [];
    });
  }
  const one = mediaOf(media, type === 'video' ? 'video' : 'image', alt);
  return one ? [one] : [];
}

/** Whether a pin has any picture left (a removed pin's picture is gone). */
export function hasPicture(pin: PinterestPin): boolean {
  return pinMedia(pin).length > 0;
}

/** The destination link as a last paragraph, when the pin has one (http(s) only). */
function linkParagraph(link: string | null | undefined): string {
  if (!link || !/^https?:\/\//i.test(link)) return '';
  let host: string;
  try {
    host = new URL(link).host.replace(/^www\./, '');
  } catch {
    return '';
  }
  const href = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<p><a href="${href}">${host}</a></p>`;
}

/**
 * The post of a pin: the signed-in account as author, the pin's title and description (plain
 * text on Pinterest) with its destination link, every picture (a carousel's slides, a video's
 * cover) with its size, and the pin's page as permalink.
 */
export function normalizePinterestItem({ pin, account }: PinterestItem): NormalizedPost {
  const time = pin.created_at ? Date.parse(pin.created_at) : Number.NaN;
  const known = Number.isFinite(time) && time > 0;
  // API v5 reads the signed-in account's own pins and boards: that account saved them.
  const username = account.username;
  return {
    externalId: pin.id,
    network: 'pinterest',
    author: {
      name: account.business_name || username,
      username,
      link: `${pinterestWeb}/${encodeURIComponent(username)}/`,
      ...(account.profile_image ? { picture: account.profile_image } : {}),
    },
    title: pin.title ?? '',
    description: plainTextToHtml(pin.description ?? '') + linkParagraph(pin.link),
    url: `${pinterestWeb}/pin/${encodeURIComponent(pin.id)}/`,
    media: pinMedia(pin),
    createdAt: known ? Math.floor(time / 1000) : 0,
    ...(known ? {} : { createdEstimated: true }),
    likes: 0,
    comments: 0,
  };
}
