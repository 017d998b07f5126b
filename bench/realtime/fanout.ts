/**
 * Realtime fan-out: viewers on the live route of the real server (`GET /api/walls/{wall}/live`,
 * on in-memory PGlite), a moderator approving pending posts through the API
 * (`POST /api/post/{id}/approve` with an API token), and, for each approval, when every viewer
 * of that wall received the `approve` frame. Beside it, the peer: a bare `ws` server that
 * broadcasts frames of the same size to the same number of viewers in a loop.
 *
 * Two phases per leg: approvals one at a time (each waits until all its viewers have it), for
 * the approval → screen latency p50/p99 over every viewer's receipt; then a burst of approvals
 * (8 in flight), for the frames delivered per second. The viewers run in a child process
 * (viewers.ts); times are compared on the machine's clock (epoch ms, sub-ms precision).
 *
 * Run: `npx tsx bench/realtime/fanout.ts [viewers = 2000] [walls = 10]`. Loopback only;
 * every wait is bounded and both servers stop at the end. Opens about two sockets per viewer
 * in all (see docs/performance.md about the open-file limit).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import { createToken } from '../../apps/server/src/db/repositories/tokens.ts';
import { createWall } from '../../apps/server/src/db/repositories/walls.ts';
import { seedSource, uniqueName } from '../../apps/server/src/db/testing-fixtures.ts';
import { addTestPost } from '../../apps/server/src/routes/posts/testing.ts';
import { buildTestApp, testConfig } from '../../apps/server/src/testing/app.ts';
import { createAccount } from '../../apps/server/src/testing/roles.ts';
import { assertLoopback, type Benchmark } from '../lib/bench.ts';
import { summarize } from '../lib/table.ts';
import { epochNow, type FromViewers, type ToViewers, type ViewerWall } from './viewers.ts';

/** The size of one run. */
export interface FanoutOptions {
  readonly walls: number;
  readonly viewersPerWall: number;
  /** Approvals made one at a time, for the latency. */
  readonly latencyEvents: number;
  /** Approvals made in a burst, for the throughput. */
  readonly burstEvents: number;
  /** How long one approval may take to reach all its viewers. */
  readonly eventTimeoutMs: number;
  readonly log: (line: string) => void;
}

/** What one leg (the real server or the peer) measured. */
export interface FanoutLeg {
  readonly viewers: number;
  readonly failedConnections: number;
  /** Approval → receipt, ms, one per viewer and approval of the latency phase. */
  readonly latencies: readonly number[];
  /** Frames delivered in the burst, and per second (first approval sent → last frame in). */
  readonly burstMessages: number;
  readonly messagesPerSecond: number;
  /** Frames expected but not received before the time ran out (both phases). */
  readonly missing: number;
  /** Connections that ended during the run. */
  readonly dropped: number;
  /** One received frame, for the peer to send frames of the same size. */
  readonly sample: string | null;
}

/** The viewers' child process, driven by messages. */
class Viewers {
  readonly #child: ChildProcess;
  readonly #completed = new Set<string>();
  readonly #waiting = new Map<string, () => void>();
  #onConnected: ((message: Extract<FromViewers, { type: 'connected' }>) => void) | null = null;
  #onReport: ((message: Extract<FromViewers, { type: 'report' }>) => void) | null = null;

  constructor() {
    this.#child = fork(fileURLToPath(new URL('./viewers.ts', import.meta.url)), [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#child.on('message', (message: FromViewers) => {
      if (message.type === 'complete') {
        this.#completed.add(message.key);
        this.#waiting.get(message.key)?.();
      } else if (message.type === 'connected') this.#onConnected?.(message);
      else this.#onReport?.(message);
    });
  }

  #send(message: ToViewers): void {
    this.#child.send(message);
  }

  /** Opens every viewer; resolves with how many opened and failed. */
  connect(walls: readonly ViewerWall[], timeoutMs: number) {
    return bounded(
      new Promise<Extract<FromViewers, { type: 'connected' }>>((resolve) => {
        this.#onConnected = resolve;
        this.#send({ type: 'connect', walls });
      }),
      timeoutMs,
      'opening the viewers',
    );
  }

  /** Resolves when every viewer of its wall has the post `key`, or false after `timeoutMs`. */
  async waitFor(keys: readonly string[], timeoutMs: number): Promise<boolean> {
    const pending = keys.filter((key) => !this.#completed.has(key));
    const all = Promise.all(
      pending.map((key) => new Promise<void>((resolve) => this.#waiting.set(key, resolve))),
    );
    try {
      await bounded(all, timeoutMs, 'the frames');
      return true;
    } catch {
      return false;
    } finally {
      for (const key of pending) this.#waiting.delete(key);
    }
  }

  /** Every receipt since the last report. */
  report() {
    return bounded(
      new Promise<Extract<FromViewers, { type: 'report' }>>((resolve) => {
        this.#onReport = resolve;
        this.#send({ type: 'report' });
      }),
      60_000,
      'the viewers report',
    );
  }

  /** Closes every viewer and ends the process. */
  async close(): Promise<void> {
    if (this.#child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    if (this.#child.connected) this.#send({ type: 'close' });
    await bounded(exited, 10_000, 'the viewers to exit').catch(() => this.#child.kill());
  }
}

function bounded<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How a leg makes one event reach a wall's viewers. */
interface Publisher {
  readonly walls: readonly ViewerWall[];
  /** The ids of the events, in order; event i goes to wall i % walls. */
  readonly latencyKeys: readonly string[];
  readonly burstKeys: readonly string[];
  publish(key: string, wall: number): Promise<void> | void;
  /** How many publishes may be in flight in the burst. */
  readonly burstConcurrency: number;
}

async function measureLeg(publisher: Publisher, options: FanoutOptions): Promise<FanoutLeg> {
  const viewers = new Viewers();
  try {
    const connected = await viewers.connect(publisher.walls, 300_000);
    if (connected.failed !== 0) {
      options.log(`realtime: ${connected.failed} viewers failed to connect (${connected.error})`);
    }
    const perWall = connected.open / publisher.walls.length;
    const wallOf = (index: number) => index % publisher.walls.length;
    let missing = 0;

    // Latency: one approval at a time.
    const sentAt = new Map<string, number>();
    for (const [index, key] of publisher.latencyKeys.entries()) {
      sentAt.set(key, epochNow());
      await publisher.publish(key, wallOf(index));
      await viewers.waitFor([key], options.eventTimeoutMs);
    }
    const first = await viewers.report();
    const latencies: number[] = [];
    for (const key of publisher.latencyKeys) {
      const times = first.receipts[key] ?? [];
      missing += Math.max(0, perWall - times.length);
      for (const time of times) latencies.push(time - (sentAt.get(key) ?? time));
    }

    // Throughput: a burst.
    const started = epochNow();
    let next = 0;
    const worker = async () => {
      while (next < publisher.burstKeys.length) {
        const index = next++;
        await publisher.publish(publisher.burstKeys[index] as string, wallOf(index));
      }
    };
    await Promise.all(Array.from({ length: publisher.burstConcurrency }, worker));
    await viewers.waitFor(publisher.burstKeys, options.eventTimeoutMs * 4);
    const burst = await viewers.report();
    let burstMessages = 0;
    let last = started;
    for (const key of publisher.burstKeys) {
      const times = burst.receipts[key] ?? [];
      burstMessages += times.length;
      missing += Math.max(0, perWall - times.length);
      for (const time of times) last = Math.max(last, time);
    }
    return {
      viewers: connected.open,
      failedConnections: connected.failed,
      latencies,
      burstMessages,
      messagesPerSecond: last > started ? burstMessages / ((last - started) / 1000) : 0,
      missing,
      dropped: burst.dropped,
      sample: first.sample ?? burst.sample,
    };
  } finally {
    await viewers.close();
  }
}

/** The real server on PGlite: walls, pending posts, an API token; approvals through the API. */
async function measureChorus(options: FanoutOptions): Promise<FanoutLeg> {
  const database = await openDatabase({ memory: true });
  let app: FastifyInstance | undefined;
  try {
    app = await buildTestApp(database, testConfig({ RATE_LIMIT_MAX: '1000000000' }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    assertLoopback(origin);
    const db = database.db;
    const owner = await createAccount(db, 'bench', { licenses: options.walls + 1 });
    const { token } = await createToken(db, 'api', { userId: owner.id });
    const walls: ViewerWall[] = [];
    const wallIds: number[] = [];
    const sourceIds: number[] = [];
    for (let index = 0; index < options.walls; index++) {
      const wall = await createWall(db, {
        userId: owner.id,
        userName: uniqueName('live'),
        name: `Live ${index}`,
      });
      wallIds.push(wall.id);
      sourceIds.push((await seedSource(db, wall.id)).id);
      walls.push({
        url: `${origin.replace('http', 'ws')}/api/walls/${wall.user_name}/live`,
        viewers: options.viewersPerWall,
      });
    }
    const pending = async (count: number, offset: number) => {
      const keys: string[] = [];
      for (let index = 0; index < count; index++) {
        const wall = (offset + index) % options.walls;
        const post = await addTestPost(db, wallIds[wall] as number, {
          sourceId: sourceIds[wall] as number,
          state: 'pending',
          title: `Pending post ${offset + index}`,
          description: `<p>Waiting for a moderator, number ${offset + index}, with a few words.</p>`,
        });
        keys.push(String(post.id));
      }
      return keys;
    };
    // The latency keys run 0..n-1 and the burst keys continue, so key i goes to wall i % walls.
    const latencyKeys = await pending(options.latencyEvents, 0);
    const burstKeys = await pending(options.burstEvents, 0);
    const headers = { authorization: `Bearer ${token}` };
    return await measureLeg(
      {
        walls,
        latencyKeys,
        burstKeys,
        burstConcurrency: 8,
        async publish(key) {
          const response = await fetch(`${origin}/api/post/${key}/approve`, {
            method: 'POST',
            headers,
          });
          await response.arrayBuffer();
          if (response.status !== 200) {
            throw new Error(`Approving post ${key} answered HTTP ${response.status}.`);
          }
        },
      },
      options,
    );
  } finally {
    await app?.close();
    await database.close();
  }
}

/** The peer: a bare `ws` server, one set of sockets per wall, frames sent in a plain loop. */
async function measurePeer(options: FanoutOptions, sample: string | null): Promise<FanoutLeg> {
  const rooms = new Map<string, Set<WebSocket>>();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  server.on('connection', (socket, request) => {
    const room = request.url ?? '/';
    let sockets = rooms.get(room);
    if (!sockets) rooms.set(room, (sockets = new Set()));
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'ready' }));
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const template = JSON.parse(
    sample ?? JSON.stringify({ type: 'approve', post: { id: '', title: 'x'.repeat(400) } }),
  ) as { post: { id: string } };
  const walls = Array.from({ length: options.walls }, (_, index) => ({
    url: `ws://127.0.0.1:${port}/walls/${index}`,
    viewers: options.viewersPerWall,
  }));
  const keys = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  try {
    return await measureLeg(
      {
        walls,
        latencyKeys: keys(options.latencyEvents, 'latency'),
        burstKeys: keys(options.burstEvents, 'burst'),
        burstConcurrency: 1,
        publish(key, wall) {
          const frame = JSON.stringify({ ...template, post: { ...template.post, id: key } });
          for (const socket of rooms.get(`/walls/${wall}`) ?? []) socket.send(frame);
        },
      },
      options,
    );
  } finally {
    for (const socket of server.clients) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Both legs: the real server, then the peer with frames of the size the server sent. */
export async function measureFanout(
  options: FanoutOptions,
): Promise<{ chorus: FanoutLeg; peer: FanoutLeg }> {
  options.log(
    `realtime: ${options.walls * options.viewersPerWall} viewers on ${options.walls} walls, the real server`,
  );
  const chorus = await measureChorus(options);
  options.log('realtime: the bare ws broadcast peer');
  const peer = await measurePeer(options, chorus.sample);
  return { chorus, peer };
}

/** Sizes of the table's run: 2,000 viewers on 10 walls (200 with --quick). */
export function fanoutOptions(quick: boolean, log: (line: string) => void): FanoutOptions {
  return quick
    ? {
        walls: 10,
        viewersPerWall: 20,
        latencyEvents: 10,
        burstEvents: 40,
        eventTimeoutMs: 20_000,
        log,
      }
    : {
        walls: 10,
        viewersPerWall: 200,
        latencyEvents: 50,
        burstEvents: 300,
        eventTimeoutMs: 30_000,
        log,
      };
}

/** `bench/realtime` as a benchmark of the table. */
export const fanoutBench: Benchmark = {
  id: 'realtime',
  title: 'Realtime fan-out',
  budgetSeconds: (quick) => (quick ? 180 : 600),
  async run(options, recorder) {
    const sizes = fanoutOptions(options.quick, options.log);
    const { chorus, peer } = await measureFanout(sizes);
    const a = summarize(chorus.latencies);
    const b = summarize(peer.latencies);
    const viewers = `${chorus.viewers} viewers, ${sizes.walls} walls`;
    const lost = chorus.missing + chorus.dropped + chorus.failedConnections;
    const note =
      lost > 0
        ? `${viewers}; ${chorus.missing} frames missing, ${chorus.dropped} dropped, ${chorus.failedConnections} failed to connect`
        : viewers;
    const peerName = 'bare ws broadcast loop';
    recorder.figure({
      name: 'approval → screen, p50',
      value: a.p50,
      unit: 'ms',
      peer: peerName,
      peerValue: b.p50,
      better: 'lower',
      note,
    });
    recorder.figure({
      name: 'approval → screen, p99',
      value: a.p99,
      unit: 'ms',
      peer: peerName,
      peerValue: b.p99,
      better: 'lower',
    });
    recorder.figure({
      name: 'frames delivered in a burst of approvals',
      value: chorus.messagesPerSecond,
      unit: 'messages/s',
      peer: peerName,
      peerValue: peer.messagesPerSecond,
      better: 'higher',
      note: `${sizes.burstEvents} approvals, 8 in flight`,
    });
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const viewers = Math.max(10, Number(process.argv[2] ?? 2000) || 2000);
  const walls = Math.max(1, Number(process.argv[3] ?? 10) || 10);
  const options = {
    ...fanoutOptions(false, (line: string) => console.log(line)),
    walls,
    viewersPerWall: Math.ceil(viewers / walls),
  };
  const { chorus, peer } = await measureFanout(options);
  for (const [name, leg] of [
    ['chorus', chorus],
    ['peer', peer],
  ] as const) {
    const latency = summarize(leg.latencies);
    console.log(
      `${name.padEnd(7)} viewers ${leg.viewers} (failed ${leg.failedConnections}), approval → screen p50 ${latency.p50.toFixed(1)} ms, ` +
        `p99 ${latency.p99.toFixed(1)} ms; burst ${leg.burstMessages} frames, ${leg.messagesPerSecond.toFixed(0)} messages/s; ` +
        `missing ${leg.missing}, dropped ${leg.dropped}`,
    );
  }
}
