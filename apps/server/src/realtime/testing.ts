/**
 * Test helpers for the live channel: a WebSocket client that queues frames with bounded waits,
 * and hand-made posts. Databases (with their address, for LISTEN) come from db/testing.ts,
 * walls from db/testing-fixtures.ts.
 */
import type { LiveFrame } from '@chorus/core';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import { createManualPost, type ManualPostInput } from '../db/repositories/posts.ts';
import type { Database, PostRow } from '../db/schema.ts';

/** A hand-made post on a wall (approved unless told otherwise). */
export function seedLivePost(
  db: Kysely<Database>,
  wallId: number,
  input: Partial<ManualPostInput> = {},
): Promise<PostRow> {
  return createManualPost(db, { wallId, title: 'Hello', description: '<p>Hello</p>', ...input });
}

/** How a live connection ended. */
export interface ClosedWith {
  readonly code: number;
  readonly reason: string;
}

/** A WebSocket client of the live channel that keeps every frame it receives. */
export class LiveClient {
  readonly socket: WebSocket;
  readonly frames: LiveFrame[] = [];
  /** Resolves when the connection ends. */
  readonly closed: Promise<ClosedWith>;
  #waiters = new Set<() => void>();

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as LiveFrame);
      for (const wake of this.#waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.#waiters) wake();
      });
    });
    socket.on('error', () => undefined);
  }

  /** Opens a connection; rejects with the HTTP status when the upgrade is refused. */
  static connect(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers, handshakeTimeout: 5000 });
      const client = new LiveClient(socket);
      socket.on('open', () => resolve(client));
      socket.on('unexpected-response', (_request, response) => {
        reject(new Error(`refused with HTTP ${response.statusCode}`));
        response.resume();
        socket.terminate();
      });
      socket.on('error', reject);
    });
  }

  /** Opens a connection and waits for its ready frame. */
  static async ready(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
    const client = await LiveClient.connect(url, headers);
    await client.next((frame) => frame.type === 'ready');
    return client;
  }

  /** Sends a JSON message. */
  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /**
   * The first frame not yet taken that matches, taken from the queue; rejects after
   * `timeoutMs` or when the connection ends without one.
   */
  next<T extends LiveFrame>(
    matches: (frame: LiveFrame) => frame is T,
    timeoutMs?: number,
  ): Promise<T>;
  next(matches: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  next(matches: (frame: LiveFrame) => boolean, timeoutMs = 5000): Promise<LiveFrame> {
    return new Promise((resolve, reject) => {
      let ended = false;
      const check = () => {
        const index = this.frames.findIndex(matches);
        if (index >= 0) {
          finish();
          resolve(this.frames.splice(index, 1)[0] as LiveFrame);
        } else if (ended || this.socket.readyState === WebSocket.CLOSED) {
          finish();
          reject(new Error('the connection ended before the expected frame'));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.#waiters.delete(check);
      };
      void this.closed.then(() => (ended = true));
      this.#waiters.add(check);
      check();
    });
  }

  /** Frames received so far of the given types (not taken). */
  framesOf(...types: LiveFrame['type'][]): LiveFrame[] {
    return this.frames.filter((frame) => types.includes(frame.type));
  }

  /** Closes the connection and waits (bounded) for it to end. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
    await Promise.race([this.closed.then(() => undefined), timeout]);
    this.socket.terminate();
  }
}
