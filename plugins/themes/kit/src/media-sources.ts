/**
 * Responsive sources of pictures Chorus re-hosted (`…/media/<hash>/<width>`): the widths the
 * server renders, as a `srcset`, and the thumbhash placeholder drawn until a picture arrives.
 * Pictures from anywhere else get neither.
 */
import { thumbHashToDataURL } from 'thumbhash';

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

/** The placeholder as an image address (a small PNG data URL), or undefined when unreadable. */
export function placeholderDataUrl(placeholder: string | undefined): string | undefined {
  if (!placeholder) return undefined;
  try {
    const bytes = Uint8Array.from(atob(placeholder), (char) => char.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
}
