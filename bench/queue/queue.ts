/**
 * The crawl queue: the engine's own pg-boss queue (`startCrawlQueue` with the production
 * tuning `defaultQueueTuning` and the default worker count, CHORUS_WORKERS = 2), its jobs
 * started per second from a backlog and its enqueue → start latency, beside a bare
 * `FOR UPDATE SKIP LOCKED` loop with as many workers on the same database. The job itself does
 * nothing, so the figures are the queue's own cost. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database, dropped after).
 *
 * The bare loop takes the next job as soon as one ends and polls an empty table at the same
 * interval as the engine's workers (2 s), so its latency is comparable and its rate is what
 * the database allows.
 *
 * Run: `npx tsx bench/queue/queue.ts [seconds of backlog = 20] [latency samples = 12]`. Every
 * phase is bounded in time; the queue and the database close at the end. Figures, not tests.
 */
import { setImmediate as yieldToLoop, setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { ChorusDatabase } from '../../apps/server/src/db/open.ts';
import { executeSql } from '../../apps/server/src/db/execute-sql.ts';
import type { TestDatabase } from '../../apps/server/src/db/testing.ts';
import type { IngestLogger } from '../../apps/server/src/ingest/deps.ts';
import {
  crawlQueueName,
  defaultQueueTuning,
  startCrawlQueue,
  type CrawlQueue,
} from '../../apps/server/src/ingest/queue.ts';
import { testConfig } from '../../apps/server/src/testing/app.ts';
import { benchPostgresUrl, Recorder, type Benchmark } from '../lib/bench.ts';
import { benchDatabases } from '../lib/databases.ts';
import { eventRate, summarize, type Figure } from '../lib/table.ts';

/** How long each phase runs. */
export interface QueueBenchOptions {
  /** The backlog phase: jobs started in this many seconds. */
  readonly backlogSeconds: number;
  /** The latency phase: this many jobs, one at a time, each after a random pause. */
  readonly latencySamples: number;
}

/** What one queue measured. */
export interface QueueLeg {
  readonly workers: number;
  /** Jobs started per second while a backlog waited. */
  readonly jobsPerSecond: number;
  readonly jobsStarted: number;
  /** Enqueue → start, ms, one job at a time. */
  readonly latencies: readonly number[];
}

/** A queue under test: jobs with ids, and `started(id)` called as a worker takes one. */
interface QueueUnderTest {
  /** Queues jobs `firstId`.. for the backlog phase, as many as the queue could start in it. */
  fill(firstId: number, seconds: number): Promise<number>;
  enqueue(id: number): Promise<void>;
  start(started: (id: number) => void): Promise<void>;
  stop(): Promise<void>;
}

const silent: IngestLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A backlog larger than the phase can drain, then one job at a time. */
async function measureQueue(
  queue: QueueUnderTest,
  options: QueueBenchOptions,
  workers: number,
): Promise<QueueLeg> {
  const startedAt = new Map<number, number>();
  let wake: (() => void) | null = null;
  const started = (id: number) => {
    startedAt.set(id, performance.now());
    wake?.();
  };
  const waitFor = async (test: () => boolean, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while (!test() && performance.now() < deadline) {
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), sleep(100)]);
      wake = null;
    }
  };

  const backlog = await queue.fill(1, options.backlogSeconds);
  let next = backlog + 1;
  await queue.start(started);
  await waitFor(() => startedAt.size > 0, 30_000);
  const first = Math.min(...startedAt.values());
  await sleep(Math.max(0, first + options.backlogSeconds * 1000 - performance.now()));
  const windowEnd = performance.now();
  const inWindow = [...startedAt.values()].filter((time) => time <= windowEnd);
  await queue.stop();

  // Latency: an empty queue, one job at a time after a random pause, so that the enqueue
  // falls anywhere in the workers' polling.
  startedAt.clear();
  await queue.start(started);
  const latencies: number[] = [];
  // Let the workers settle into their polling first.
  await sleep(1000);
  for (let sample = 0; sample < options.latencySamples; sample++) {
    await sleep(Math.random() * 1000);
    const id = next++;
    const at = performance.now();
    await queue.enqueue(id);
    await waitFor(() => startedAt.has(id), 15_000);
    const at2 = startedAt.get(id);
    if (at2 !== undefined) latencies.push(at2 - at);
  }
  await queue.stop();
  return { workers, jobsPerSecond: eventRate(inWindow), jobsStarted: inWindow.length, latencies };
}

/** The engine's pg-boss queue with its production tuning and default worker count. */
function engineQueue(database: ChorusDatabase): { queue: QueueUnderTest; workers: number } {
  const settings = testConfig().ingestion;
  const tuning = defaultQueueTuning(settings.crawlTimeoutSeconds);
  let boss: CrawlQueue | null = null;
  const queue = async () => (boss ??= await startCrawlQueue(database.db, tuning, silent));
  const enqueue = async (id: number) => {
    if ((await (await queue()).enqueue(id)) === null) throw new Error(`pg-boss refused job ${id}.`);
  };
  return {
    workers: settings.workers,
    queue: {
      async fill(firstId, seconds) {
        // Each worker takes at most one job per polling interval (pg-boss waits out the
        // interval after every fetch); three times that is a backlog the window cannot drain.
        const count =
          Math.ceil((seconds / tuning.pollingIntervalSeconds) * settings.workers * 3) + 20;
        for (let id = firstId; id < firstId + count; id++) await enqueue(id);
        return count;
      },
      enqueue,
      async start(started) {
        await (await queue()).work(settings.workers, async ({ sourceId }) => started(sourceId));
      },
      async stop() {
        await boss?.stop(10_000);
        boss = null;
        await executeSql(database.db, `delete from pgboss.job where name = $1`, [crawlQueueName]);
      },
    },
  };
}

/** The peer: a table of jobs and workers taking them with `FOR UPDATE SKIP LOCKED`. */
async function skipLockedQueue(
  database: ChorusDatabase,
  workers: number,
  pollMs: number,
): Promise<QueueUnderTest> {
  const db = database.db;
  await executeSql(
    db,
    `create table bench_jobs (id bigint primary key, state text not null default 'created')`,
    [],
  );
  await executeSql(
    db,
    `create index bench_jobs_created on bench_jobs (id) where state = 'created'`,
    [],
  );
  let stopping = false;
  let loops: Promise<void>[] = [];
  const loop = async (started: (id: number) => void) => {
    while (!stopping) {
      const { rows } = await executeSql<{ id: string | number }>(
        db,
        `update bench_jobs set state = 'active'
          where id = (select id from bench_jobs where state = 'created'
                       order by id limit 1 for update skip locked)
          returning id`,
        [],
      );
      const row = rows[0];
      if (!row) {
        await sleep(pollMs);
        continue;
      }
      started(Number(row.id));
      await executeSql(db, `update bench_jobs set state = 'completed' where id = $1`, [row.id]);
      // PGlite answers without a trip through the event loop: let timers run between jobs.
      await yieldToLoop();
    }
  };
  return {
    async fill(firstId) {
      const count = 50_000;
      await executeSql(
        db,
        `insert into bench_jobs (id) select generate_series($1::bigint, $2::bigint)`,
        [firstId, firstId + count - 1],
      );
      return count;
    },
    enqueue: async (id) => {
      await executeSql(db, `insert into bench_jobs (id) values ($1)`, [id]);
    },
    async start(started) {
      stopping = false;
      loops = Array.from({ length: workers }, () => loop(started));
    },
    async stop() {
      stopping = true;
      await Promise.all(loops);
      await executeSql(db, `delete from bench_jobs`, []);
    },
  };
}

/** Both queues on a fresh database of `target`. */
export async function measureQueues(
  target: TestDatabase,
  options: QueueBenchOptions,
): Promise<{ engine: QueueLeg; peer: QueueLeg }> {
  const database = await target.open();
  try {
    const { queue, workers } = engineQueue(database);
    const engine = await measureQueue(queue, options, workers);
    const pollMs = defaultQueueTuning(60).pollingIntervalSeconds * 1000;
    const peer = await measureQueue(
      await skipLockedQueue(database, workers, pollMs),
      options,
      workers,
    );
    return { engine, peer };
  } finally {
    await database.close();
  }
}

/** The table's figures of one database. */
export function queueFigures(
  database: string,
  legs: { engine: QueueLeg; peer: QueueLeg },
): Figure[] {
  const peer = 'bare FOR UPDATE SKIP LOCKED loop';
  const a = summarize(legs.engine.latencies);
  const b = summarize(legs.peer.latencies);
  return [
    {
      name: `pg-boss crawl queue, jobs started (${database})`,
      value: legs.engine.jobsPerSecond,
      unit: 'jobs/s',
      peer,
      peerValue: legs.peer.jobsPerSecond,
      better: 'higher',
      note: `${legs.engine.workers} workers, backlog`,
    },
    {
      name: `enqueue → start, p50 (${database})`,
      value: a.p50,
      unit: 'ms',
      peer,
      peerValue: b.p50,
      better: 'lower',
      note: `${a.count} jobs one at a time`,
    },
    {
      name: `enqueue → start, p99 (${database})`,
      value: a.p99,
      unit: 'ms',
      peer,
      peerValue: b.p99,
      better: 'lower',
    },
  ];
}

/** `bench/queue` as a benchmark of the table. */
export const queueBench: Benchmark = {
  id: 'queue',
  title: 'Crawl queue',
  budgetSeconds: (quick) => (quick ? 150 : 420),
  async run(options, recorder) {
    const sizes: QueueBenchOptions = options.quick
      ? { backlogSeconds: 5, latencySamples: 4 }
      : { backlogSeconds: 20, latencySamples: 20 };
    for (const target of benchDatabases(options.postgresUrl, recorder)) {
      options.log(`queue: pg-boss and SKIP LOCKED on ${target.name}`);
      for (const figure of queueFigures(target.name, await measureQueues(target, sizes))) {
        recorder.figure(figure);
      }
    }
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options: QueueBenchOptions = {
    backlogSeconds: Math.min(120, Math.max(2, Number(process.argv[2] ?? 20) || 20)),
    latencySamples: Math.min(200, Math.max(1, Number(process.argv[3] ?? 12) || 12)),
  };
  const recorder = new Recorder();
  const targets = benchDatabases(benchPostgresUrl(), recorder);
  for (const reason of recorder.skipped) console.log(`skipped ${reason}`);
  for (const target of targets) {
    const legs = await measureQueues(target, options);
    for (const [name, leg] of [
      ['pg-boss (engine settings)', legs.engine],
      ['bare SKIP LOCKED loop', legs.peer],
    ] as const) {
      const latency = summarize(leg.latencies);
      console.log(
        `${target.name.padEnd(8)} ${name.padEnd(26)} ${leg.workers} workers: ${leg.jobsPerSecond.toFixed(1)} jobs/s ` +
          `(${leg.jobsStarted} started), enqueue → start p50 ${latency.p50.toFixed(0)} ms, p99 ${latency.p99.toFixed(0)} ms`,
      );
    }
  }
}
