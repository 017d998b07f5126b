/**
 * Runs the slow-wall job on a timer in a server process. The clock and the period are
 * injectable: tests call `tick()` with a clock they move, and never wait for the timer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { runSlowWall, type LivePublisher, type SlowWallOutcome } from './job.ts';

/** How often the job runs by default: announcements go live within this many ms of their time. */
export const defaultSlowWallTickMs = 5_000;

/** Settings of the slow-wall job. */
export interface SlowWallOptions {
  /** The clock (tests move it); default the system clock. */
  readonly now?: () => Date;
  /** Milliseconds between runs; `false`: no timer, runs only through `tick()`. */
  readonly tickMs?: number | false;
}

/** A running slow-wall job. */
export interface SlowWallJob {
  /** Runs the job once now (after a run under way) and returns what it did. */
  tick(): Promise<SlowWallOutcome>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/** Starts the job: a first run soon, then one every `tickMs`. */
export function startSlowWallJob(input: {
  readonly db: Kysely<Database>;
  readonly hub: LivePublisher & { readonly closed: boolean };
  readonly logger: Pick<IngestLogger, 'error'>;
  readonly options?: SlowWallOptions;
}): SlowWallJob {
  const now = input.options?.now ?? (() => new Date());
  const tickMs = input.options?.tickMs ?? defaultSlowWallTickMs;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (): Promise<SlowWallOutcome> => {
    const next = running.then(() => runSlowWall({ db: input.db, hub: input.hub, now: now() }));
    running = next.catch(() => undefined);
    return next;
  };
  const onTimer = () => {
    if (stopped || input.hub.closed) return;
    run().catch((error: unknown) => input.logger.error({ err: error }, 'slow-wall job failed'));
  };
  const timer = tickMs === false ? undefined : setInterval(onTimer, tickMs);
  timer?.unref();
  return {
    tick: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
