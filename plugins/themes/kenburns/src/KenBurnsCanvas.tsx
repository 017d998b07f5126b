import { useEffect, useRef } from 'react';
import { coverRect, frameIntervalMs, kenBurnsFrame, kenBurnsPlan } from './ken-burns.ts';

/** Props of {@link KenBurnsCanvas}. */
export interface KenBurnsCanvasProps {
  readonly src: string;
  readonly alt: string;
  /** Chooses the motion (the post id). */
  readonly seed: string;
  /** How long the motion runs, in ms: the slide's time plus its fade. */
  readonly durationMs: number;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * An image drawn on a canvas with a slow zoom and pan at 30 fps. Under prefers-reduced-motion
 * it draws one still frame. `data-frames` counts the frames drawn.
 */
export function KenBurnsCanvas({ src, alt, seed, durationMs }: KenBurnsCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const still = reducedMotion();
    const plan = kenBurnsPlan(seed);
    const image = new Image();
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
    image.onload = () => {
      start = performance.now();
      canvas.dataset.ready = 'true';
      if (still) draw(start);
      else request = requestAnimationFrame(loop);
    };
    image.src = src;
    return () => {
      image.onload = null;
      cancelAnimationFrame(request);
    };
  }, [src, seed, durationMs]);
  return <canvas ref={canvasRef} className="chorus-kenburns-canvas" role="img" aria-label={alt} />;
}
