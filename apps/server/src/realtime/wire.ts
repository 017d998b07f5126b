/**
 * What travels between server processes: a wall id and the event, or, when the event would
 * not fit in a NOTIFY payload (8000 bytes), a wall id and a reference to the post the event
 * carries, which each receiving process loads from the posts table. Moderator events always
 * travel as a reference (a post id and its change): the post, pending ones included, is
 * loaded only by processes with a moderator of that wall connected.
 */
import { liveEventSchema, type LiveEvent, type PostChangedEvent } from '@chorus/core';
import { z } from 'zod';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const notifyPayloadLimitBytes = 7900;

const postCarrying = z.enum(['approve', 'post', 'update', 'display']);

/** The post-carrying event types, which may travel as a reference. */
export type PostCarryingType = z.infer<typeof postCarrying>;

const postChanges = z.enum([
  'created',
  'updated',
  'approved',
  'rejected',
  'removed',
  'pinned',
  'unpinned',
  'highlighted',
  'unhighlighted',
  'displayed',
] as const satisfies readonly PostChangedEvent['change'][]);

/** A post change for the moderators of a wall, as it travels. */
export interface ModerationReference {
  readonly postId: string;
  readonly change: PostChangedEvent['change'];
}

const wireSchema = z.union([
  z.object({
    w: z.string().min(1).max(40),
    m: z.object({ postId: z.string().regex(/^\d{1,15}$/), change: postChanges }),
  }),
  z.object({ w: z.string().min(1).max(40), e: z.unknown() }),
  z.object({
    w: z.string().min(1).max(40),
    r: z.object({ type: postCarrying, postId: z.string().min(1).max(40) }),
  }),
]);

/** A message read off the wire: an event, or a post reference still to load. */
export type WireMessage =
  | { readonly wallId: string; readonly event: LiveEvent }
  | { readonly wallId: string; readonly reference: { type: PostCarryingType; postId: string } }
  | { readonly wallId: string; readonly moderation: ModerationReference };

/**
 * Encodes one event for the wire. Within `limitBytes` it travels whole; past it, an event that
 * carries a post travels as a reference (the others are small by their schemas).
 */
export function encodeWire(wallId: string, event: LiveEvent, limitBytes: number): string {
  const whole = JSON.stringify({ w: wallId, e: event });
  if (Buffer.byteLength(whole) <= limitBytes) return whole;
  if ('post' in event) {
    return JSON.stringify({ w: wallId, r: { type: event.type, postId: event.post.id } });
  }
  throw new RangeError(`A ${event.type} event does not fit in ${limitBytes} bytes.`);
}

/** Encodes a post change for the moderators of a wall (always small). */
export function encodeModerationWire(wallId: string, reference: ModerationReference): string {
  return JSON.stringify({ w: wallId, m: { postId: reference.postId, change: reference.change } });
}

/**
 * Decodes a wire payload, or undefined for anything malformed: the channel is open to anyone
 * who may NOTIFY on the database, so what comes in is validated like client input.
 */
export function decodeWire(payload: string): WireMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = wireSchema.safeParse(json);
  if (!parsed.success) return undefined;
  if ('m' in parsed.data) return { wallId: parsed.data.w, moderation: parsed.data.m };
  if ('r' in parsed.data) return { wallId: parsed.data.w, reference: parsed.data.r };
  const event = liveEventSchema.safeParse(parsed.data.e);
  return event.success ? { wallId: parsed.data.w, event: event.data } : undefined;
}
