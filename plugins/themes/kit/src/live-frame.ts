/**
 * Reads the frames of a wall's live channel with core's zod schema, loaded on the first frame:
 * zod then stays out of the wall's first paint (docs/performance.md), and is set jitless before
 * its first parse (zod-jitless.ts).
 */
import type { LiveEvent, ResyncFrame } from '@chorus/core';
import type { liveFrameSchema } from '@chorus/core/realtime';

type LiveFrameSchema = typeof liveFrameSchema;

let validator: Promise<LiveFrameSchema> | null = null;

/** Loads the live-frame schema once; a failed load is retried by the next frame. */
export function liveFrameValidator(): Promise<LiveFrameSchema> {
  validator ??= import('./zod-jitless.ts')
    .then(() => import('@chorus/core/realtime'))
    .then(
      (module) => module.liveFrameSchema,
      (error: unknown) => {
        validator = null;
        throw error;
      },
    );
  return validator;
}

/**
 * What a frame's text carries for the wall: a live event, a `resync` (the server may have
 * missed events: reload the head of the feed), or null for anything else (the `ready` and
 * `error` frames, unknown types, malformed JSON). Frames resolve in the order they were read.
 */
export async function readLiveFrame(text: string): Promise<LiveEvent | ResyncFrame | null> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const frame = (await liveFrameValidator()).safeParse(data);
  if (!frame.success || frame.data.type === 'ready' || frame.data.type === 'error') return null;
  return frame.data as LiveEvent | ResyncFrame;
}

/** The live event a frame's text carries, or null for anything else (resync included). */
export async function parseLiveEvent(text: string): Promise<LiveEvent | null> {
  const frame = await readLiveFrame(text);
  return frame === null || frame.type === 'resync' ? null : frame;
}
