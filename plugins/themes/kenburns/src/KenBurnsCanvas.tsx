import { hostedSrcSet } from '@chorus/theme-kit';
import { useEffect, useRef } from 'react';
import {
  coverRect,
  frameIntervalMs,
  kenBurnsFrame,
  kenBurnsPlan,
  kenburnsZoomTo,
} from './ken-burns.ts';

/** Props of {@link KenBurnsCanvas}. */
export interface KenBurnsCanvasProps {
  readonly src: string;
  /** The picture's own width, when known: bounds the sizes offered of a re-hosted picture. */
  readonly width: number | null;
  readonly alt: string;
  /** Chooses the motion (the post id). */
  readonly seed: string;
  /** How long the motion runs, in ms: the slide's time plus its fade. */
  readonly durationMs: number;
}

/**
 * How wide the picture is drawn (the `sizes` of its source): the window's width at the deepest
 * zoom, so a re-hosted picture is fetched at the variant that stays sharp all through the motion.
 */
export const kenBurnsImageSizes = `${kenburnsZoomTo * 100}vw`;

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * An image drawn on a canvas with a slow zoom and pan at 30 fps. Under prefers-reduced-motion
 * it draws one still frame. `data-frames` counts the frames drawn. The picture comes from a
 * hidden `<img>` beside the canvas, so a re-hosted one is chosen from its `srcset` (the kit's
 * sizes) like any other theme's and is asked for as soon as the page's HTML arrives.
 */
export function KenBurnsCanvas({ src, width, alt, seed, durationMs }: KenBurnsCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const srcSet = hostedSrcSet(src, width);
  useEffect(() => {
    const canvas = canvasRef.current;
    const image = imageRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !image || !context) return;
    const still = reducedMotion();
    const plan = kenBurnsPlan(seed);
    let request = 0;
    let start = 0;
    let last = -Infinity;
    let frames = 0;
    const draw = (now: number) => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const progress = still ? 0 : (now - start) / durationMs;
      const rect = coverRect(
        { width: image.naturalWidth, height: image.naturalHeight },
        { width, height },
        kenBurnsFrame(plan, progress),
      );
      context.clearRect(0, 0, width, height);
      context.drawImage(image, rect.x, rect.y, rect.width, rect.height);
      frames += 1;
      canvas.dataset.frames = String(frames);
      return progress;
    };
    const loop = (now: number) => {
      let progress = 0;
      // requestAnimationFrame runs at the screen's rate; draw at 30 fps.
      if (now - last >= frameIntervalMs - 1) {
        last = now;
        progress = draw(now);
      }
      if (progress < 1) request = requestAnimationFrame(loop);
    };
    const begin = () => {
      start = performance.now();
      canvas.dataset.ready = 'true';
      if (still) draw(start);
      else request = requestAnimationFrame(loop);
    };
    // Drawn on the server, the picture may have arrived before this effect runs.
    if (image.complete && image.naturalWidth > 0) begin();
    else image.addEventListener('load', begin, { once: true });
    return () => {
      image.removeEventListener('load', begin);
      cancelAnimationFrame(request);
    };
  }, [src, srcSet, seed, durationMs]);
  return (
    <>
      <canvas ref={canvasRef} className="chorus-kenburns-canvas" role="img" aria-label={alt} />
      <img
        ref={imageRef}
        className="chorus-kenburns-source"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? kenBurnsImageSizes : undefined}
        alt=""
        hidden
      />
    </>
  );
}
