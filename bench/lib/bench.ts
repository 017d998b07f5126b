/**
 * What every benchmark module offers the runner (bench/run.ts): an id, a title, a time budget,
 * and `run`, which records figures as it measures them, so a benchmark stopped by its budget
 * still leaves what it had measured.
 */
import type { Figure } from './table.ts';

/** What the runner hands every benchmark. */
export interface BenchOptions {
  /** Small sizes and short legs, to check the runner end to end. */
  readonly quick: boolean;
  /** A PostgreSQL server to create scratch databases on, if any. */
  readonly postgresUrl: string | undefined;
  /** A build of the web app (with its `.vite` manifest). */
  readonly webDist: string;
  /** Progress lines, for the person watching. */
  log(line: string): void;
}

/** Collects a benchmark's figures and skips as they come. */
export class Recorder {
  readonly figures: Figure[] = [];
  readonly skipped: string[] = [];
  readonly #changed: () => void;

  constructor(changed: () => void = () => undefined) {
    this.#changed = changed;
  }

  /** Records one figure. */
  figure(figure: Figure): void {
    this.figures.push(figure);
    this.#changed();
  }

  /** Records a leg that was not run, and why. */
  skip(reason: string): void {
    this.skipped.push(reason);
    this.#changed();
  }
}

/** One benchmark of the table. */
export interface Benchmark {
  readonly id: string;
  readonly title: string;
  /** How long the runner lets it run before stopping it, in seconds. */
  budgetSeconds(quick: boolean): number;
  run(options: BenchOptions, recorder: Recorder): Promise<void>;
}

/**
 * The PostgreSQL server of the database legs: BENCH_DATABASE_URL, else TEST_DATABASE_URL;
 * undefined when neither is set (those legs are skipped, saying so).
 */
export function benchPostgresUrl(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  return environment.BENCH_DATABASE_URL || environment.TEST_DATABASE_URL || undefined;
}

/** The reason printed when the PostgreSQL legs are skipped. */
export const noPostgresReason =
  'the PostgreSQL legs: no server given (set BENCH_DATABASE_URL or TEST_DATABASE_URL)';

/** Throws unless `address` (a URL) names a loopback host: benchmarks load nothing else. */
export function assertLoopback(address: string | URL): void {
  const host = new URL(address).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
    throw new Error(`The benchmarks only load loopback addresses, not ${host}.`);
  }
}
