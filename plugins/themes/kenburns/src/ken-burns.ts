/**
 * The Ken Burns motion as pure functions: a slow zoom between 1 and 1.2 with a pan, drawn at
 * 30 fps, and a cross-fade of at most 1000 ms between slides (the spec's constants).
 */

/** Ken Burns animation frame rate. */
export const kenburnsFramesPerSecond = 30;
/** Ken Burns zoom runs from this scale... */
export const kenburnsZoomFrom = 1;
/** ...to this scale. */
export const kenburnsZoomTo = 1.2;
/** Longest Ken Burns cross-fade, in ms. */
export const kenburnsMaxFadeMs = 1000;

/** Time between two drawn frames, in ms (30 fps). */
export const frameIntervalMs = 1000 / kenburnsFramesPerSecond;

/** The cross-fade for a slide time: a quarter of it, never over 1000 ms. */
export function fadeMsFor(transitionDelay: number): number {
  return Math.max(0, Math.min(kenburnsMaxFadeMs, Math.floor(transitionDelay / 4)));
}

/** One slide's motion: zoom from and to, and the focal point at start and end (0..1). */
export interface KenBurnsPlan {
  readonly zoomFrom: number;
  readonly zoomTo: number;
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

// Corners and edges the pan runs between, so each slide drifts somewhere different.
const anchors = [0.15, 0.5, 0.85] as const;

/**
 * The motion of a slide, chosen from its id (the same post moves the same way on every
 * screen): zooming in or out, panning from one anchor to the opposite one.
 */
export function kenBurnsPlan(seed: string): KenBurnsPlan {
  const h = hash(seed);
  const zoomIn = (h & 1) === 0;
  const pick = (shift: number) => anchors[(h >>> shift) % anchors.length] ?? 0.5;
  const from = { x: pick(1), y: pick(5) };
  const to = { x: 1 - from.x, y: from.x === 0.5 && from.y === 0.5 ? pick(9) : 1 - from.y };
  return {
    zoomFrom: zoomIn ? kenburnsZoomFrom : kenburnsZoomTo,
    zoomTo: zoomIn ? kenburnsZoomTo : kenburnsZoomFrom,
    from,
    to,
  };
}

/** Scale and focal point at `progress` (0 at the start of the slide, 1 at its end). */
export function kenBurnsFrame(plan: KenBurnsPlan, progress: number) {
  const t = Math.min(1, Math.max(0, progress));
  // Ease in and out, so the motion starts and ends softly.
  const eased = t * t * (3 - 2 * t);
  const lerp = (a: number, b: number) => a + (b - a) * eased;
  return {
    scale: lerp(plan.zoomFrom, plan.zoomTo),
    x: lerp(plan.from.x, plan.to.x),
    y: lerp(plan.from.y, plan.to.y),
  };
}

/** Where to draw an image so that it covers the canvas at `scale`, around focal point x, y. */
export function coverRect(
  image: { readonly width: number; readonly height: number },
  canvas: { readonly width: number; readonly height: number },
  frame: { readonly scale: number; readonly x: number; readonly y: number },
) {
  const cover = Math.max(canvas.width / image.width, canvas.height / image.height);
  const width = image.width * cover * frame.scale;
  const height = image.height * cover * frame.scale;
  return {
    x: -(width - canvas.width) * frame.x,
    y: -(height - canvas.height) * frame.y,
    width,
    height,
  };
}
