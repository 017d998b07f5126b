/**
 * Realtime fan-out: viewers on the live route of the real server (`GET /api/walls/{wall}/live`),
 * a moderator approving pending posts through the API (`POST /api/post/{id}/approve` with an
 * API token), and, for each approval, when every viewer of that wall received the `approve`
 * frame. Two Chorus legs: the server in this process on in-memory PGlite (its in-process hub),
 * and two server processes (server.ts) on one PostgreSQL database, their hubs linked by
 * LISTEN/NOTIFY, each wall's viewers split between them and approvals sent to the first. Beside
 * them, the peer: a bare `ws` server that broadcasts frames of the same size to the same number
 * of viewers in a loop.
 *
 * Two phases per leg: approvals one at a time (each waits until all its viewers have it), for
 * the approval → screen latency p50/p99 over every viewer's receipt; then a burst of approvals
 * (8 in flight), for the frames delivered per second. The viewers run in a child process
 * (viewers.ts); times are compared on the machine's clock (epoch ms, sub-ms precision).
 *
 * Run: `npx tsx bench/realtime/fanout.ts [viewers = 2000] [walls = 10] [--quick]
 * [--only=pglite,postgres,peer]`, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL for the two-server leg (a scratch database is made
 * and dropped). Loopback only; every wait is bounded, and the servers and child processes stop
 * at the end. Opens about two sockets per viewer in all (see docs/performance.md about the
 * open-file limit).
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocketServer, type WebSocket } from 'ws';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { openScratchPostgres } from '../../apps/server/src/db/testing.ts';
import { createToken } from '../../apps/server/src/db/repositories/tokens.ts';
import { createWall } from '../../apps/server/src/db/repositories/walls.ts';
import { seedSource, uniqueName } from '../../apps/server/src/db/testing-fixtures.ts';
import { addTestPost } from '../../apps/server/src/routes/posts/testing.ts';
import { buildTestApp, testConfig } from '../../apps/server/src/testing/app.ts';
import { createAccount } from '../../apps/server/src/testing/roles.ts';
import {
  assertLoopback,
  benchPostgresUrl,
  noPostgresReason,
  type Benchmark,
} from '../lib/bench.ts';
import { summarize } from '../lib/table.ts';
import type { FromServer } from './server.ts';
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
  /** Approval sent → its request answered, ms, one per approval of the latency phase. */
  readonly answered: readonly number[];
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
    const answered: number[] = [];
    for (const [index, key] of publisher.latencyKeys.entries()) {
      const sent = epochNow();
      sentAt.set(key, sent);
      await publisher.publish(key, wallOf(index));
      answered.push(epochNow() - sent);
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
      answered,
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

/** The walls of a Chorus leg, their pending posts, and how to approve them. */
interface Seeded {
  readonly userNames: readonly string[];
  readonly latencyKeys: readonly string[];
  readonly burstKeys: readonly string[];
  readonly token: string;
}

/** Walls, a source and pending posts on each, an API token of their owner. */
async function seed(db: Kysely<Database>, options: FanoutOptions): Promise<Seeded> {
  const owner = await createAccount(db, 'bench', { licenses: options.walls + 1 });
  const { token } = await createToken(db, 'api', { userId: owner.id });
  const userNames: string[] = [];
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
    userNames.push(wall.user_name);
  }
  const pending = async (count: number) => {
    const keys: string[] = [];
    for (let index = 0; index < count; index++) {
      const wall = index % options.walls;
      const post = await addTestPost(db, wallIds[wall] as number, {
        sourceId: sourceIds[wall] as number,
        state: 'pending',
        title: `Pending post ${index}`,
        description: `<p>Waiting for a moderator, number ${index}, with a few words.</p>`,
      });
      keys.push(String(post.id));
    }
    return keys;
  };
  // Key i of either list goes to wall i % walls.
  const latencyKeys = await pending(options.latencyEvents);
  const burstKeys = await pending(options.burstEvents);
  return { userNames, latencyKeys, burstKeys, token };
}

/** Measures a Chorus leg: viewers on `origins` (in turn), approvals sent to the first. */
function measureApprovals(
  seeded: Seeded,
  origins: readonly string[],
  options: FanoutOptions,
): Promise<FanoutLeg> {
  const walls: ViewerWall[] = seeded.userNames.map((userName) => ({
    urls: origins.map((origin) => `${origin.replace('http', 'ws')}/api/walls/${userName}/live`),
    viewers: options.viewersPerWall,
  }));
  const headers = { authorization: `Bearer ${seeded.token}` };
  const moderated = origins[0] as string;
  // node:http with kept-alive sockets, not fetch: the moderator's client shares the machine's
  // two cores with the servers, and fetch spends several times more CPU per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const approve = (key: string) =>
    new Promise<void>((resolve, reject) => {
      const url = new URL(`/api/post/${key}/approve`, moderated);
      assertLoopback(url);
      const request = http.request(
        url,
        { method: 'POST', headers, agent, timeout: options.eventTimeoutMs },
        (response) => {
          response.resume();
          response.on('error', reject);
          response.on('end', () =>
            response.statusCode === 200
              ? resolve()
              : reject(new Error(`Approving post ${key} answered HTTP ${response.statusCode}.`)),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error(`Approving post ${key} timed out.`)));
      request.on('error', reject);
      request.end();
    });
  return measureLeg(
    {
      walls,
      latencyKeys: seeded.latencyKeys,
      burstKeys: seeded.burstKeys,
      burstConcurrency: 8,
      publish: approve,
    },
    options,
  ).finally(() => agent.destroy());
}

/** The real server on PGlite, in this process with its in-process hub. */
async function measureChorus(options: FanoutOptions): Promise<FanoutLeg> {
  const database = await openDatabase({ memory: true });
  let app: FastifyInstance | undefined;
  try {
    app = await buildTestApp(database, testConfig({ RATE_LIMIT_MAX: '1000000000' }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    assertLoopback(origin);
    return await measureApprovals(await seed(database.db, options), [origin], options);
  } finally {
    await app?.close();
    await database.close();
  }
}

/** One server process of the two-server leg (server.ts). */
class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly origin: string,
  ) {}

  /** Starts one on `databaseUrl`; `extraArgs` go to node (a `--cpu-prof`, say). */
  static start(databaseUrl: string, extraArgs: readonly string[]): Promise<ServerProcess> {
    const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
      execArgv: [...process.execArgv, ...extraArgs],
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const started = new Promise<ServerProcess>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`a server process exited with ${code}`)));
      child.on('message', (message: FromServer) => {
        if (message.type === 'failed') reject(new Error(`a server process: ${message.error}`));
        else resolve(new ServerProcess(child, message.address));
      });
    });
    return bounded(started, 60_000, 'a server process to start').catch(async (error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    });
  }

  /** Asks the process to stop (it closes on disconnect); killed after 10 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    if (this.child.connected) this.child.disconnect();
    await bounded(exited, 10_000, 'a server process to exit').catch(() =>
      this.child.kill('SIGKILL'),
    );
  }
}

/**
 * Two server processes on one PostgreSQL database (a scratch database on `postgresUrl`),
 * their hubs linked by LISTEN/NOTIFY; each wall's viewers split between them, approvals sent
 * to the first. BENCH_SERVER_NODE_ARGS (space-separated) goes to both servers' node.
 */
async function measureCluster(options: FanoutOptions, postgresUrl: string): Promise<FanoutLeg> {
  assertLoopback(postgresUrl);
  const scratch = await openScratchPostgres(postgresUrl);
  const servers: ServerProcess[] = [];
  try {
    const { database, databaseUrl } = scratch;
    await migrateToLatest(database.db);
    const seeded = await seed(database.db, options);
    const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    for (let index = 0; index < 2; index++) {
      servers.push(await ServerProcess.start(databaseUrl as string, extraArgs));
    }
    const origins = servers.map((server) => server.origin);
    for (const origin of origins) assertLoopback(origin);
    return await measureApprovals(seeded, origins, options);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch.database.close();
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
    urls: [`ws://127.0.0.1:${port}/walls/${index}`],
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

/** What one run measured: the one-process leg, the two-server leg (with PostgreSQL), the peer. */
export interface FanoutResult {
  readonly chorus: FanoutLeg | null;
  readonly cluster: FanoutLeg | null;
  readonly peer: FanoutLeg | null;
}

/** The legs of a run. */
export type FanoutLegName = 'pglite' | 'postgres' | 'peer';

/**
 * The legs: the real server in this process on PGlite, then two server processes on
 * PostgreSQL at `postgresUrl` (skipped without one), then the peer with frames of the size the
 * server sent. `only` picks some (for a profile of one leg, say).
 */
export async function measureFanout(
  options: FanoutOptions,
  postgresUrl: string | undefined,
  only: ReadonlySet<FanoutLegName> = new Set(['pglite', 'postgres', 'peer']),
): Promise<FanoutResult> {
  const viewers = options.walls * options.viewersPerWall;
  let chorus: FanoutLeg | null = null;
  if (only.has('pglite')) {
    options.log(`realtime: ${viewers} viewers on ${options.walls} walls, the real server (PGlite)`);
    chorus = await measureChorus(options);
  }
  let cluster: FanoutLeg | null = null;
  if (postgresUrl && only.has('postgres')) {
    options.log(`realtime: ${viewers} viewers split between two server processes on PostgreSQL`);
    cluster = await measureCluster(options, postgresUrl);
  }
  let peer: FanoutLeg | null = null;
  if (only.has('peer')) {
    options.log('realtime: the bare ws broadcast peer');
    peer = await measurePeer(options, chorus?.sample ?? cluster?.sample ?? null);
  }
  return { chorus, cluster, peer };
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

/** Viewers, the approval request's own time, and what was lost, for a figure's note. */
function legNote(leg: FanoutLeg, walls: number): string {
  const answered = summarize(leg.answered).p50.toFixed(1);
  const viewers = `${leg.viewers} viewers, ${walls} walls, approve answered p50 ${answered} ms`;
  const lost = leg.missing + leg.dropped + leg.failedConnections;
  return lost > 0
    ? `${viewers}; ${leg.missing} frames missing, ${leg.dropped} dropped, ${leg.failedConnections} failed to connect`
    : viewers;
}

/** `bench/realtime` as a benchmark of the table. */
export const fanoutBench: Benchmark = {
  id: 'realtime',
  title: 'Realtime fan-out',
  budgetSeconds: (quick) => (quick ? 240 : 900),
  async run(options, recorder) {
    const sizes = fanoutOptions(options.quick, options.log);
    const { chorus, cluster, peer } = await measureFanout(sizes, options.postgresUrl);
    if (!cluster) recorder.skip(noPostgresReason);
    if (!peer) throw new Error('The peer leg did not run.');
    const b = summarize(peer.latencies);
    const peerName = 'bare ws broadcast loop';
    const legs = [
      ['', chorus],
      [' (2 servers, PostgreSQL)', cluster],
    ] as const;
    for (const [suffix, leg] of legs) {
      if (!leg) continue;
      const a = summarize(leg.latencies);
      recorder.figure({
        name: `approval → screen, p50${suffix}`,
        value: a.p50,
        unit: 'ms',
        peer: peerName,
        peerValue: b.p50,
        better: 'lower',
        note: legNote(leg, sizes.walls),
      });
      recorder.figure({
        name: `approval → screen, p99${suffix}`,
        value: a.p99,
        unit: 'ms',
        peer: peerName,
        peerValue: b.p99,
        better: 'lower',
      });
      recorder.figure({
        name: `frames delivered in a burst of approvals${suffix}`,
        value: leg.messagesPerSecond,
        unit: 'messages/s',
        peer: peerName,
        peerValue: peer.messagesPerSecond,
        better: 'higher',
        note: `${sizes.burstEvents} approvals, 8 in flight`,
      });
    }
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const sizes = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
  const only = onlyArgument
    ? new Set(onlyArgument.slice('--only='.length).split(',') as FanoutLegName[])
    : undefined;
  const defaults = fanoutOptions(quick, (line: string) => console.log(line));
  const total = defaults.walls * defaults.viewersPerWall;
  const viewers = Math.max(10, Number(sizes[0] ?? total) || total);
  const walls = Math.max(1, Number(sizes[1] ?? defaults.walls) || defaults.walls);
  const options = { ...defaults, walls, viewersPerWall: Math.ceil(viewers / walls) };
  const postgresUrl = benchPostgresUrl();
  if (!postgresUrl) console.log(`realtime: skipped ${noPostgresReason}`);
  const { chorus, cluster, peer } = await measureFanout(options, postgresUrl, only);
  const legs = [
    ['chorus (1 process, PGlite)', chorus],
    ['chorus (2 servers, PostgreSQL)', cluster],
    ['bare ws peer', peer],
  ] as const;
  for (const [name, leg] of legs) {
    if (!leg) continue;
    const latency = summarize(leg.latencies);
    console.log(
      `${name}: viewers ${leg.viewers} (failed ${leg.failedConnections}), approval → screen p50 ${latency.p50.toFixed(1)} ms, ` +
        `p99 ${latency.p99.toFixed(1)} ms; burst ${leg.burstMessages} frames, ${leg.messagesPerSecond.toFixed(0)} messages/s; ` +
        `missing ${leg.missing}, dropped ${leg.dropped}; request answered p50 ${summarize(leg.answered).p50.toFixed(1)} ms`,
    );
  }
}
