/**
 * What Chorus does to a picture's bytes, with sharp (libvips): checks that they are a picture
 * it accepts, measures them, draws a placeholder, and renders the variants walls ask for.
 * Metadata (EXIF, GPS, XMP) never survives a variant; the colour profile does.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** A picture refused for good (retrying will not help), with a reason an owner can read. */
export class MediaRejectedError extends Error {
  override name = 'MediaRejectedError';
}

/** Limits on what is decoded. */
export interface ImageLimits {
  /** Largest width × height (of all frames of an animation) decoded; above it, refused. */
  readonly maxPixels: number;
}

/** 50 megapixels: a 48 MP phone's photo, not a pixel flood. */
export const defaultImageLimits: ImageLimits = { maxPixels: 50_000_000 };

// SVG is refused: it is a document (scripts, external references), not a picture.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** What a picture is, read from its bytes (not from its name or Content-Type). */
export interface ImageFacts {
  readonly format: string;
  /** Displayed size (EXIF orientation applied); one frame of an animation. */
  readonly width: number;
  readonly height: number;
  readonly animated: boolean;
}

/** Reads the picture's header and refuses what Chorus does not decode; decodes nothing. */
export async function inspectImage(
  bytes: Uint8Array,
  limits: ImageLimits = defaultImageLimits,
): Promise<ImageFacts> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRejectedError('The file is not a picture Chorus can read (malformed image).');
  }
  const format = metadata.format;
  if (!acceptedFormats.has(format)) {
    throw new MediaRejectedError(`The ${format.toUpperCase()} format is not accepted.`);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const pages = metadata.pages ?? 1;
  if (!metadata.width || !frameHeight) {
    throw new MediaRejectedError('The picture has no size (malformed image).');
  }
  if (metadata.width * frameHeight * pages > limits.maxPixels) {
    throw new MediaRejectedError(
      `The picture is ${metadata.width} × ${frameHeight} pixels${pages > 1 ? ` × ${pages} frames` : ''}, more than the ${limits.maxPixels / 1e6} megapixels Chorus decodes.`,
    );
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? frameHeight : metadata.width,
    height: turned ? metadata.width : frameHeight,
    animated: pages > 1,
  };
}

function open(bytes: Uint8Array, facts: ImageFacts, limits: ImageLimits): Sharp {
  // failOn 'error' refuses truncated and corrupt data rather than drawing half a picture.
  const image = sharp(bytes, {
    animated: facts.animated,
    limitInputPixels: limits.maxPixels,
    failOn: 'error',
  });
  return facts.animated ? image : image.autoOrient();
}

/** A thumbhash (base64) of the picture: a blurred sketch of about 25 bytes. */
export async function placeholderOf(
  bytes: Uint8Array,
  facts: ImageFacts,
  limits: ImageLimits = defaultImageLimits,
): Promise<string> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: limits.maxPixels,
      failOn: 'error',
    })
      .autoOrient()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
  } catch (error) {
    throw rejected(error, facts);
  }
}

/** The formats a variant is rendered in. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'gif';

/** The format for a browser's `Accept`: AVIF, then WebP, else JPEG (GIF for an animation). */
export function formatFor(accept: string | undefined, animated: boolean): VariantFormat {
  const accepts = (type: string) => (accept ?? '').toLowerCase().includes(type);
  if (animated) return accepts('image/webp') ? 'webp' : 'gif';
  if (accepts('image/avif')) return 'avif';
  if (accepts('image/webp')) return 'webp';
  return 'jpeg';
}

/** Content types of the variant formats. */
export const variantContentType: Readonly<Record<VariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * The picture at most `width` pixels wide (never enlarged) in `format`: metadata dropped,
 * colour profile kept, an animation kept animated.
 */
export async function renderVariant(
  bytes: Uint8Array,
  facts: ImageFacts,
  width: number,
  format: VariantFormat,
  limits: ImageLimits = defaultImageLimits,
): Promise<Buffer> {
  try {
    const image = open(bytes, facts, limits)
      .resize({ width, withoutEnlargement: true })
      .keepIccProfile();
    switch (format) {
      case 'avif':
        return await image.avif({ quality: 55, effort: 2 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 78 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      default:
        return await image
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
    }
  } catch (error) {
    throw rejected(error, facts);
  }
}

function rejected(error: unknown, facts: ImageFacts): MediaRejectedError {
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new MediaRejectedError(
    `The ${facts.format.toUpperCase()} picture could not be decoded (malformed image: ${detail}).`,
  );
}
