/**
 * Draws a thumbhash placeholder as a small PNG data URL: the decoder behind
 * media-sources.ts's `placeholderDataUrl`, in a module of its own so a wall loads it only when
 * it draws a placeholder itself (media-sources.ts, `loadPlaceholderDecoder`).
 */
import { rgbaToDataURL, thumbHashToRGBA } from 'thumbhash';
import { placeholderSide } from './placeholder-side.ts';

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

/** The placeholder as a PNG data URL, or undefined when it is not a thumbhash. */
export function drawPlaceholder(placeholder: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(placeholder), (char) => char.charCodeAt(0));
    const image = thumbHashToRGBA(bytes);
    const small = shrink(image.w, image.h, image.rgba);
    return rgbaToDataURL(small.w, small.h, small.rgba);
  } catch {
    return undefined;
  }
}
