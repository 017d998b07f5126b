/**
 * Responsive sources of pictures Chorus re-hosted (`…/media/<hash>/<width>`): the widths the
 * server renders, as a `srcset`, and the thumbhash placeholder drawn until a picture arrives.
 * Pictures from anywhere else get neither. The thumbhash decoder (placeholder-decoder.ts) is
 * loaded on first need, not with the wall: a server-drawn wall's first posts carry their
 * placeholders in the HTML (the server loads the decoder before it renders), so a visitor's
 * browser needs it only for posts drawn later (docs/performance.md).
 */
import { useEffect, useState } from 'react';
import type { drawPlaceholder } from './placeholder-decoder.ts';

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

/** The longest side, in pixels, of a drawn placeholder. */
export { placeholderSide } from './placeholder-side.ts';

interface Decoder {
  readonly drawPlaceholder: typeof drawPlaceholder;
}

let decoder: Decoder | null = null;
let decoderLoading: Promise<void> | null = null;

/**
 * Loads the thumbhash decoder (once); {@link placeholderDataUrl} draws nothing before. The
 * server awaits it before drawing a wall; in a browser the first asked placeholder starts it.
 * A failed load (the network) rejects, and the next call tries again.
 */
export function loadPlaceholderDecoder(): Promise<void> {
  decoderLoading ??= import('./placeholder-decoder.ts').then(
    (module) => {
      decoder = module;
    },
    (error: unknown) => {
      decoderLoading = null;
      throw error;
    },
  );
  return decoderLoading;
}

/** Starts loading the decoder in a browser; pictures go without placeholders if it fails. */
const startLoadingDecoder = () =>
  loadPlaceholderDecoder().then(
    () => true,
    () => false,
  );

/**
 * Whether placeholders can be drawn yet: true once the decoder has arrived. A component that
 * draws placeholders calls it to draw again when the decoder arrives (it starts loading it).
 */
export function usePlaceholderDecoder(): boolean {
  const [ready, setReady] = useState(decoder !== null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void startLoadingDecoder().then((loaded) => current && loaded && setReady(true));
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

/** Drawn placeholders by thumbhash: a wall re-renders its cards, and decoding is not free. */
const drawn = new Map<string, string | undefined>();
const drawnLimit = 512;

/**
 * The placeholder as an image address (a small PNG data URL), or undefined when unreadable or
 * while the decoder has not arrived (asking starts loading it: {@link loadPlaceholderDecoder}).
 */
export function placeholderDataUrl(placeholder: string | undefined): string | undefined {
  if (!placeholder) return undefined;
  if (drawn.has(placeholder)) return drawn.get(placeholder);
  if (decoder === null) {
    void startLoadingDecoder();
    return undefined;
  }
  const url = decoder.drawPlaceholder(placeholder);
  if (drawn.size >= drawnLimit) drawn.clear();
  drawn.set(placeholder, url);
  return url;
}
