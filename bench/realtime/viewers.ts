/**
 * The viewers of the realtime benchmark, in a process of their own (forked by fanout.ts), so
 * that the clients do not share an event loop with the server they measure. Opens one `ws`
 * client per address it is given, then records when each frame naming a post arrived (epoch
 * ms with sub-ms precision, comparable across processes on one machine) and tells the parent
 * when every viewer of a wall (on whichever server) has a post. Loopback addresses only; exits when told, or when
 * the parent goes away.
 */
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { assertLoopback } from '../lib/bench.ts';

/** What the parent asks. */
export type ToViewers =
  | { readonly type: 'connect'; readonly walls: readonly ViewerWall[] }
  | { readonly type: 'report' }
  | { readonly type: 'close' };

/**
 * One wall's live addresses (one per server serving it) and how many viewers watch it, spread
 * over the addresses in turn.
 */
export interface ViewerWall {
  readonly urls: readonly string[];
  readonly viewers: number;
}

/** What the viewers answer. */
export type FromViewers =
  | {
      readonly type: 'connected';
      readonly open: number;
      readonly failed: number;
      readonly error?: string;
    }
  | { readonly type: 'complete'; readonly key: string }
  | {
      readonly type: 'report';
      /** Receipt times (epoch ms) of every post frame, by post id; cleared by the report. */
      readonly receipts: Record<string, number[]>;
      /** One frame as received, to let the peer send frames of the same size. */
      readonly sample: string | null;
      /** Connections that ended before `close`. */
      readonly dropped: number;
    };

/** Now, in epoch ms with sub-ms precision: the same clock in every process of the machine. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Opens connections this many at a time. */
const connectBatch = 50;

function postIdOf(text: string): string | null {
  const frame = JSON.parse(text) as { post?: { id?: unknown } };
  return typeof frame.post?.id === 'string' ? frame.post.id : null;
}

function main(): void {
  const send = (message: FromViewers) => process.send?.(message);
  const sockets: WebSocket[] = [];
  let receipts = new Map<string, number[]>();
  let sample: string | null = null;
  let dropped = 0;
  let closing = false;

  /** Resolves once the socket is open and its first frame (the ready frame) arrived. */
  function open(url: string, viewersOfWall: () => number): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { handshakeTimeout: 30_000, perMessageDeflate: false });
      let ready = false;
      socket.on('message', (data) => {
        const at = epochNow();
        if (!ready) {
          ready = true;
          resolve(socket);
          return;
        }
        const text = String(data);
        const key = postIdOf(text);
        if (key === null) return;
        sample ??= text;
        let times = receipts.get(key);
        if (!times) receipts.set(key, (times = []));
        times.push(at);
        if (times.length === viewersOfWall()) send({ type: 'complete', key });
      });
      socket.on('close', () => {
        if (!ready) reject(new Error(`closed before its ready frame: ${url}`));
        else if (!closing) dropped += 1;
      });
      socket.on('error', (error) => {
        if (!ready) reject(error);
      });
    });
  }

  async function connect(walls: readonly ViewerWall[]): Promise<void> {
    let failed = 0;
    let firstError: string | undefined;
    for (const wall of walls) {
      for (const url of wall.urls) assertLoopback(url);
      let opened = 0;
      const count = () => opened;
      const urlOf = (index: number) => wall.urls[index % wall.urls.length] as string;
      for (let start = 0; start < wall.viewers; start += connectBatch) {
        const batch = Math.min(connectBatch, wall.viewers - start);
        const results = await Promise.allSettled(
          Array.from({ length: batch }, (_, index) => open(urlOf(start + index), count)),
        );
        for (const result of results) {
          if (result.status === 'fulfilled') {
            sockets.push(result.value);
            opened += 1;
          } else {
            failed += 1;
            firstError ??= String(result.reason);
          }
        }
      }
    }
    send({
      type: 'connected',
      open: sockets.length,
      failed,
      ...(firstError ? { error: firstError } : {}),
    });
  }

  process.on('message', (message: ToViewers) => {
    if (message.type === 'connect') {
      connect(message.walls).catch((error: unknown) =>
        send({ type: 'connected', open: sockets.length, failed: -1, error: String(error) }),
      );
    } else if (message.type === 'report') {
      send({ type: 'report', receipts: Object.fromEntries(receipts), sample, dropped });
      receipts = new Map();
    } else {
      closing = true;
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    }
  });
  // The parent went away: stop.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
