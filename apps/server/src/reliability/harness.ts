/**
 * Helpers of the reliability suite (not used by the server): a real server process with a
 * memory probe, a seeded owner with walls, an API session, and RSS feeds that keep growing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeResponse, RecordedRequest } from '@chorus/connector-kit/testing';
import { rssDocument, type FeedEntry } from '../ingest/testing.ts';
import type { SeededOwner } from './seed.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const childScript = fileURLToPath(new URL('./server-child.ts', import.meta.url));

/** A Chorus server running in its own process. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  readonly address: string;
  readonly child: ChildProcess;
  /** The owner it seeded (RELIABILITY_SEED_WALLS), if any. */
  readonly owner: SeededOwner | undefined;
  /** Runs a full GC in the server and returns its memory usage afterwards. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Sends a signal and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Stops it the way SIGTERM does (SIGKILL if it takes more than 30 s). */
  stop(): Promise<void>;
  /** What it wrote to stdout and stderr (the last 20 kB). */
  output(): string;
  /** Resolves once the process has ended and its output is read. */
  closed(): Promise<void>;
}

/** The environment every test server gets; `env` adds to and overrides it. */
export function serverEnvironment(env: Record<string, string>): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CHORUS_DEMO: '0',
    RATE_LIMIT_MAX: '1000000',
    CHORUS_FETCH_ALLOW: '127.0.0.1/32',
    CHORUS_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...env,
  };
}

/** Starts `server-child.ts` with these variables; resolves once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx/esm', childScript], {
    cwd: serverDir,
    env: { ...process.env, ...serverEnvironment(env) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // 'close' comes after 'exit' once the output is read to its end (a crash's stack included).
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (alive()) child.kill(signal);
    await exited;
  };
  const memory = () =>
    new Promise<NodeJS.MemoryUsage>((resolve, reject) => {
      const onMessage = (message: { type: string; usage?: NodeJS.MemoryUsage }) => {
        if (message.type !== 'memory' || !message.usage) return;
        child.off('message', onMessage);
        resolve(message.usage);
      };
      child.on('message', onMessage);
      if (!child.send({ type: 'memory' })) reject(new Error('the server process is gone'));
    });
  const stop = async () => {
    if (!alive()) return;
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(force);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within 300 s. Output:\n${output}`));
    }, 300_000);
    child.on('message', (message: { type: string; address?: string; owner?: SeededOwner }) => {
      if (message.type !== 'ready' || !message.address) return;
      clearTimeout(timer);
      const { address, owner } = message;
      resolve({
        address,
        owner,
        child,
        memory,
        kill,
        stop,
        output: () => output,
        closed: () => exited,
      });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

/**
 * Runs a TypeScript script of the server package in its own process; resolves once it writes
 * the line `readyLine` (within 300 s), with a way to kill it (resolves once it has exited).
 */
export function startScript(
  script: string,
  env: Record<string, string>,
  readyLine: string,
): Promise<{ kill(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      void kill();
      reject(new Error(`${path.basename(script)} ${why}. Output:\n${output}`));
    };
    const timer = setTimeout(() => fail(`never said "${readyLine}"`), 300_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('\n').includes(readyLine)) {
        clearTimeout(timer);
        resolve({ kill });
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      fail('exited');
    });
  });
}

/** The outcome of one API call: a status, or the error that ended it. */
export interface CallResult<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly etag: string | null;
}

/** A signed-in owner talking to the API like the owner app does (cookie and Origin). */
export class ApiSession {
  readonly address: string;
  #cookie = '';

  constructor(address: string) {
    this.address = address;
  }

  /** Signs in; throws when the answer is not 200. */
  async login(username: string, password: string): Promise<void> {
    const response = await fetch(`${this.address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.address },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(60_000),
    });
    if (response.status !== 200) {
      throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
    }
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('chorus_'));
    if (!cookie) throw new Error('Sign-in set no session cookie.');
    this.#cookie = cookie.split(';')[0] ?? '';
  }

  /** One call; rejects only on a network error or after `timeoutMs` without an answer. */
  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = 60_000,
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { cookie: this.#cookie, origin: this.address };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.address}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the failure message.
    }
    return { status: response.status, body: parsed as T, etag: response.headers.get('etag') };
  }

  /** Connects an RSS source to a wall; `moderated` sources hold new posts for approval. */
  async connectRss(wall: string, url: string, moderated: boolean): Promise<number> {
    const answer = await this.call<{ id: number }>('POST', '/api/rss', {
      wall,
      feed_type: 'url',
      options: { url },
      privacy: moderated ? 1 : 0,
    });
    if (answer.status !== 201) {
      throw new Error(
        `Connecting ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body.id;
  }
}

/**
 * An RSS feed that grows: every request adds `perRequest` entries published now and answers
 * the newest `keep`. Use as a fake network route's `respond`.
 */
export function growingFeed(
  prefix: string,
  perRequest = 1,
  keep = 20,
): (request: RecordedRequest) => FakeResponse {
  const entries: FeedEntry[] = [];
  let next = 1;
  return () => {
    const at = Math.floor(Date.now() / 1000);
    for (let count = 0; count < perRequest; count += 1) {
      entries.unshift({ id: `${prefix}-${next}`, title: `${prefix} item ${next}`, at });
      next += 1;
    }
    entries.length = Math.min(entries.length, keep);
    return {
      headers: { 'content-type': 'application/rss+xml' },
      body: rssDocument(entries),
    };
  };
}

/** Rounds bytes to MiB with one decimal, for printed figures. */
export function mib(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10;
}
