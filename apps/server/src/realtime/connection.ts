/**
 * One viewer's WebSocket: frames out with a bounded send buffer, messages in with a bounded
 * rate, and liveness for the heartbeat.
 */
import { liveCloseCodes, liveMessages, type LiveFrame } from '@chorus/core';
import type { WebSocket } from 'ws';
import type { OutgoingFrame } from './frame.ts';

/** Limits of one connection. */
export interface ConnectionLimits {
  /** Bytes queued for a client that reads too slowly before it is dropped. */
  readonly maxBufferedBytes: number;
  /** Messages a client may send per window before it is dropped. */
  readonly maxMessagesPerWindow: number;
  /** The length of that window, in ms. */
  readonly messageWindowMs: number;
}

/** Bytes are sent as a text frame: every frame of the channel is JSON. */
const asText = { binary: false } as const;

/** After asking a stuck client to close, wait this long before cutting it off. */
const closeGraceMs = 2000;

/** A live connection to one wall. */
export class LiveConnection {
  readonly #socket: WebSocket;
  readonly #limits: ConnectionLimits;
  readonly #onClosing: () => void;
  #alive = true;
  #closing = false;
  #windowStart = Date.now();
  #messagesInWindow = 0;

  /** `onClosing` runs once, as soon as the connection starts closing for any reason. */
  constructor(socket: WebSocket, limits: ConnectionLimits, onClosing: () => void) {
    this.#socket = socket;
    this.#limits = limits;
    this.#onClosing = onClosing;
    socket.on('close', () => this.#markClosing());
    socket.on('pong', () => (this.#alive = true));
  }

  /** False once closing: nothing more is sent. */
  get open(): boolean {
    return !this.#closing && this.#socket.readyState === 1;
  }

  /**
   * Sends a serialized frame (JSON, as a string or as the UTF-8 bytes shared by every socket of
   * a wall), or drops the connection when its client has fallen behind.
   */
  sendFrame(frame: string | OutgoingFrame): void {
    if (!this.open) return;
    // Behind by more than the limit: one frame larger than the limit still goes to a client
    // that keeps up, so memory per connection stays under the limit plus one frame.
    if (this.#socket.bufferedAmount > this.#limits.maxBufferedBytes) {
      this.close(liveCloseCodes.slowConsumer, liveMessages.slowConsumer);
      return;
    }
    this.#socket.send(frame, asText);
  }

  /** Sends a frame built here (ready, error). */
  send(frame: LiveFrame): void {
    this.sendFrame(JSON.stringify(frame));
  }

  /** Counts one incoming message; false (and the connection closing) past the rate limit. */
  admitMessage(now = Date.now()): boolean {
    if (now - this.#windowStart >= this.#limits.messageWindowMs) {
      this.#windowStart = now;
      this.#messagesInWindow = 0;
    }
    this.#messagesInWindow += 1;
    if (this.#messagesInWindow <= this.#limits.maxMessagesPerWindow) return true;
    this.close(liveCloseCodes.tooManyMessages, liveMessages.tooManyMessages);
    return false;
  }

  /**
   * One heartbeat: a connection that did not answer the previous ping is cut off; the others
   * are pinged again. Returns false when cut off.
   */
  heartbeat(): boolean {
    if (!this.#alive) {
      this.#markClosing();
      this.#socket.terminate();
      return false;
    }
    this.#alive = false;
    if (this.open) this.#socket.ping();
    return true;
  }

  /**
   * Closes with a code and reason; a client that does not complete the closing handshake
   * (it is not reading) is cut off after a grace period.
   */
  close(code: number, reason: string): void {
    if (this.#closing) return;
    this.#markClosing();
    this.#socket.close(code, reason);
    const socket = this.#socket;
    setTimeout(() => {
      if (socket.readyState !== 3) socket.terminate();
    }, closeGraceMs).unref();
  }

  #markClosing(): void {
    if (this.#closing) return;
    this.#closing = true;
    this.#onClosing();
  }
}
