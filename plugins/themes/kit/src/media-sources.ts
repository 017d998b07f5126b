/**
 * Responsive sources of pictures Chorus re-hosted (`…/media/<hash>/<width>`): the widths the
 * server renders, as a `srcset`, and the thumbhash placeholder drawn until a picture arrives.
 * Pictures from anywhere else get neither.
 */
import { rgbaToDataURL, thumbHashToRGBA } from 'thumbhash';

/** The widths the server renders each re-hosted picture at (media/hosted-media.ts). */
export const hostedMediaWidths = [300, 600, 1200, 1920] as const;

const hostedPattern = /^(.*\/media\/[0-9a-f]{64})\/\d+$/;

/**
 * A `srcset` for a re-hosted picture, or undefined for any other address. Widths above the
 * picture's own are left out but for the first, which the server answers at the original size.
 */
export function hostedSrcSet(url: string, intrinsicWidth: number | null): string | undefined {
  const match = hostedPattern.exec(url);
  if (!match) return undefined;
  const widths: number[] = [];
  for (const width of hostedMediaWidths) {
    if (intrinsicWidth !== null && width >= intrinsicWidth) {
      widths.push(width);
      break;
    }
    widths.push(width);
  }
  return widths
    .map((width) => {
      const shown = intrinsicWidth === null ? width : Math.min(width, intrinsicWidth);
      return `${match[1]}/${width} ${shown}w`;
    })
    .join(', ');
}

/**
 * The longest side, in pixels, of a drawn placeholder. A thumbhash decodes to about 32×24
 * pixels, an uncompressed PNG of 4 kB as a data URL; at 8 pixels it is a few hundred bytes, and
 * the browser's smooth scaling of a `cover` background blurs it the same. Every picture of a
 * server-drawn wall carries its placeholder in the first round trip.
 */
export const placeholderSide = 8;

/** Averages `rgba` (w×h) down to at most {@link placeholderSide} pixels on its longest side. */
function shrink(
  w: number,
  h: number,
  rgba: Uint8Array,
): { w: number; h: number; rgba: Uint8Array } {
  const scale = Math.max(w, h) / placeholderSide;
  if (scale <= 1) return { w, h, rgba };
  const width = Math.max(1, Math.round(w / scale));
  const height = Math.max(1, Math.round(h / scale));
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const top = Math.floor((y * h) / height);
    const bottom = Math.max(top + 1, Math.floor(((y + 1) * h) / height));
    for (let x = 0; x < width; x++) {
      const left = Math.floor((x * w) / width);
      const right = Math.max(left + 1, Math.floor(((x + 1) * w) / width));
      const sum = [0, 0, 0, 0];
      for (let row = top; row < bottom; row++) {
        for (let column = left; column < right; column++) {
          const at = (row * w + column) * 4;
          for (let channel = 0; channel < 4; channel++) sum[channel]! += rgba[at + channel]!;
        }
      }
      const count = (bottom - top) * (right - left);
      const at = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel++) {
        out[at + channel] = Math.round(sum[channel]! / count);
      }
    }
  }
  return { w: width, h: height, rgba: out };
}

/** Drawn placeholders by thumbhash: a wall re-renders its cards, and decoding is not free. */
const drawn = new Map<string, string | undefined>();
const drawnLimit = 512;

/** The placeholder as an image address (a small PNG data URL), or undefined when unreadable. */
export function placeholderDataUrl(placeholder: string | undefined): string | undefined {
  if (!placeholder) return undefined;
  if (drawn.has(placeholder)) return drawn.get(placeholder);
  let url: string | undefined;
  try {
    const bytes = Uint8Array.from(atob(placeholder), (char) => char.charCodeAt(0));
    const image = thumbHashToRGBA(bytes);
    const small = shrink(image.w, image.h, image.rgba);
    url = rgbaToDataURL(small.w, small.h, small.rgba);
  } catch {
    url = undefined;
  }
  if (drawn.size >= drawnLimit) drawn.clear();
  drawn.set(placeholder, url);
  return url;
}
