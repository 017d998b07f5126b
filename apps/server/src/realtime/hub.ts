/**
 * The realtime hub of one server process: publishing an event sends it, through the transport,
 * to every process; each process hands it to the subscribers of that wall, in order.
 */
import { liveEventSchema, type LiveEvent, type ResyncFrame } from '@chorus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { serializeFrame, type FrameSerializer, type OutgoingFrame } from './frame.ts';
import { findShownPost, toLivePost } from './live-post.ts';
import { loadModerationFrame, type ModerationFrame } from './moderator-events.ts';
import type { RealtimeTransport } from './transport.ts';
import {
  decodeWire,
  encodeModerationWire,
  encodeWire,
  type ModerationReference,
  type WireMessage,
} from './wire.ts';

/**
 * Receives a wall's events: the event, and the frame to send, serialized once per event for
 * every listener of the wall in this process (the same bytes for each; never modify them).
 */
export type LiveListener = (event: LiveEvent, frame: OutgoingFrame) => void;

/** Receives a wall's moderator events: the event, and its frame (serialized once, shared). */
export type ModerationListener = (event: ModerationFrame, frame: OutgoingFrame) => void;

/**
 * Told that events may have been missed (the transport lost its link and got it back): the
 * `resync` frame to send, so the subscriber reloads what depends on them.
 */
export type ResyncListener = (frame: OutgoingFrame) => void;

const resyncFrame: ResyncFrame = { type: 'resync' };

/** What a hub needs. */
export interface RealtimeHubOptions {
  /** How events reach the other processes (memory, or PostgreSQL LISTEN/NOTIFY). */
  readonly transport: RealtimeTransport;
  /** Where posts are loaded from when an event travelled as a reference. */
  readonly db: Kysely<Database>;
  readonly logger: Pick<IngestLogger, 'warn' | 'error'>;
  /** Received events waiting for delivery at most; past it, new ones are dropped (10000). */
  readonly maxPendingEvents?: number;
  /** Turns a frame into the bytes sent, once per event and wall (tests count the calls). */
  readonly serialize?: FrameSerializer;
}

/** Publish and subscribe by wall, across every server process on one database. */
export class RealtimeHub {
  readonly #options: RealtimeHubOptions;
  readonly #maxPending: number;
  readonly #serialize: FrameSerializer;
  readonly #listeners = new Map<string, Set<LiveListener>>();
  readonly #moderators = new Map<string, Set<ModerationListener>>();
  readonly #viewers = new Map<string, number>();
  readonly #resyncs = new Set<ResyncListener>();
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;
  #closed = false;

  constructor(options: RealtimeHubOptions) {
    this.#options = options;
    this.#maxPending = options.maxPendingEvents ?? 10_000;
    this.#serialize = options.serialize ?? serializeFrame;
  }

  /** Starts receiving events from every process. */
  async start(): Promise<void> {
    await this.#options.transport.start(
      (payload) => this.#receive(payload),
      () => this.#resync(),
    );
  }

  /** True once closed: publishing does nothing, nobody is subscribed. */
  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Calls `listener` with every event of the wall, and `resync` whenever events may have been
   * missed, until the returned function is called.
   */
  subscribe(wallId: string, listener: LiveListener, resync?: ResyncListener): () => void {
    return this.#withResync(addListener(this.#listeners, wallId, listener), resync);
  }

  /**
   * Calls `listener` with every post change of the wall, pending posts included, until the
   * returned function is called. Only for callers that checked the subscriber moderates it.
   */
  subscribeModerator(
    wallId: string,
    listener: ModerationListener,
    resync?: ResyncListener,
  ): () => void {
    return this.#withResync(addListener(this.#moderators, wallId, listener), resync);
  }

  #withResync(unsubscribe: () => void, resync: ResyncListener | undefined): () => void {
    if (!resync) return unsubscribe;
    // A wrapper per subscription, so one callback given twice is removed once per call.
    const own: ResyncListener = (frame) => resync(frame);
    this.#resyncs.add(own);
    return () => {
      unsubscribe();
      this.#resyncs.delete(own);
    };
  }

  /** Moderator subscribers in this process, of one wall or of all. */
  moderatorCount(wallId?: string): number {
    return countListeners(this.#moderators, wallId);
  }

  /** Subscribers in this process, of one wall or of all. */
  subscriberCount(wallId?: string): number {
    return countListeners(this.#listeners, wallId);
  }

  /**
   * Counts a viewer of the wall (a wall page's live connection, not a server's own subscriber
   * such as the feed cache) until the returned function is called; calling it again is harmless.
   */
  countViewer(wallId: string): () => void {
    this.#viewers.set(wallId, (this.#viewers.get(wallId) ?? 0) + 1);
    let counted = true;
    return () => {
      if (!counted) return;
      counted = false;
      const left = (this.#viewers.get(wallId) ?? 1) - 1;
      if (left > 0) this.#viewers.set(wallId, left);
      else this.#viewers.delete(wallId);
    };
  }

  /** Viewers of the wall connected to this process now (the dashboard's "Watching now"). */
  viewerCount(wallId: string): number {
    return this.#viewers.get(wallId) ?? 0;
  }

  /**
   * Validates the event and sends it to the viewers of the wall in every process. Resolves
   * once sent, not once delivered. Does nothing after close.
   */
  async publish(wallId: string, event: LiveEvent): Promise<void> {
    if (this.#closed) return;
    const valid = liveEventSchema.parse(event);
    const transport = this.#options.transport;
    await transport.send(encodeWire(wallId, valid, transport.payloadLimitBytes));
  }

  /**
   * Tells the moderators of the wall in every process that a post changed; each process with
   * one connected loads the post then. Resolves once sent. Does nothing after close.
   */
  async publishModeration(wallId: string, reference: ModerationReference): Promise<void> {
    if (this.#closed) return;
    await this.#options.transport.send(encodeModerationWire(wallId, reference));
  }

  /** Stops receiving, drops every subscriber, waits for deliveries under way. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#listeners.clear();
    this.#moderators.clear();
    this.#resyncs.clear();
    await this.#options.transport.close();
    await this.#tail;
  }

  #receive(payload: string): void {
    if (this.#closed) return;
    if (this.#pending >= this.#maxPending) {
      this.#options.logger.warn({}, 'realtime: delivery queue full, an event was dropped');
      return;
    }
    this.#pending += 1;
    // One chain keeps the order of events even when one waits for its post to load.
    this.#tail = this.#tail
      .then(() => this.#dispatch(payload))
      .catch((error: unknown) => this.#options.logger.error({ err: error }, 'realtime delivery'))
      .finally(() => (this.#pending -= 1));
  }

  /**
   * The transport got its link back after losing it: events of any process may have been lost
   * in between, so every subscriber of every wall is told to reload, after what came before.
   * Sent even to walls whose events all arrived: a reload that finds nothing new is harmless.
   */
  #resync(): void {
    if (this.#closed) return;
    this.#options.logger.warn({}, 'realtime: the link was lost and is back; subscribers resync');
    this.#tail = this.#tail
      .then(() => {
        const frame = this.#serialize(resyncFrame);
        for (const listener of [...this.#resyncs]) {
          try {
            listener(frame);
          } catch (error) {
            this.#options.logger.error({ err: error }, 'realtime: a subscriber failed');
          }
        }
      })
      .catch((error: unknown) => this.#options.logger.error({ err: error }, 'realtime resync'));
  }

  async #dispatch(payload: string): Promise<void> {
    const message = decodeWire(payload);
    if (!message) {
      this.#options.logger.warn({}, 'realtime: ignored a malformed message on the channel');
      return;
    }
    if ('moderation' in message) {
      await this.#dispatchModeration(message.wallId, message.moderation);
      return;
    }
    if (this.subscriberCount(message.wallId) === 0) return;
    const event = 'event' in message ? message.event : await this.#load(message);
    const listeners = this.#listeners.get(message.wallId);
    if (!event || !listeners) return;
    this.#fanOut(listeners, event, 'realtime: a subscriber failed');
  }

  async #dispatchModeration(wallId: string, reference: ModerationReference): Promise<void> {
    if (this.moderatorCount(wallId) === 0) return;
    const { db } = this.#options;
    const event = await loadModerationFrame(db, wallId, reference.postId, reference.change);
    const listeners = this.#moderators.get(wallId);
    if (!event || !listeners) return;
    this.#fanOut(listeners, event, 'realtime: a moderator subscriber failed');
  }

  /**
   * Hands one event, serialized once, to every listener of the wall in this process: the same
   * bytes for every socket. One listener's throw spares the rest.
   */
  #fanOut<E extends object>(
    listeners: Iterable<(event: E, frame: OutgoingFrame) => void>,
    event: E,
    failure: string,
  ): void {
    const frame = this.#serialize(event);
    for (const listener of [...listeners]) {
      try {
        listener(event, frame);
      } catch (error) {
        this.#options.logger.error({ err: error }, failure);
      }
    }
  }

  async #load(
    message: Extract<WireMessage, { reference: unknown }>,
  ): Promise<LiveEvent | undefined> {
    const row = await findShownPost(this.#options.db, message.wallId, message.reference.postId);
    return row ? { type: message.reference.type, post: toLivePost(row) } : undefined;
  }
}

function addListener<T>(map: Map<string, Set<T>>, wallId: string, listener: T): () => void {
  let listeners = map.get(wallId);
  if (!listeners) map.set(wallId, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && map.get(wallId) === listeners) map.delete(wallId);
  };
}

function countListeners(map: Map<string, Set<unknown>>, wallId: string | undefined): number {
  if (wallId !== undefined) return map.get(wallId)?.size ?? 0;
  let total = 0;
  for (const listeners of map.values()) total += listeners.size;
  return total;
}
