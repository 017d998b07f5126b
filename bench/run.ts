/**
 * `npm run bench`: every benchmark of bench/ in sequence, each in a process of its own with a
 * time budget, then one table of every figure beside its peer or floor and their ratio,
 * written to bench/results/latest.json and latest.md and printed.
 *
 *   npm run bench                     # the full sizes
 *   npm run bench -- --quick          # small sizes, to check the runner end to end
 *   npm run bench -- --only api,queue # some benchmarks only
 *
 * PostgreSQL legs use BENCH_DATABASE_URL, else TEST_DATABASE_URL (skipped, saying so, when
 * neither is set). The wall benchmarks use the web build at CHORUS_WEB_DIST, else build one
 * into the system's temporary directory (chorus-bench-web-dist) first. Everything targets
 * loopback addresses and stops by itself; a benchmark still running when its budget ends is
 * stopped with its processes, and the table says so.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPostgresUrl, Recorder, type Benchmark } from './lib/bench.ts';
import { markdownReport, type BenchReport, type Section } from './lib/table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');

/** The benchmarks, in the order they run; imported only in the process that runs one. */
const benchmarks: Record<string, () => Promise<Benchmark>> = {
  ingest: async () => (await import('./ingest/bench.ts')).ingestBench,
  api: async () => (await import('./api/feed.ts')).feedBench,
  realtime: async () => (await import('./realtime/fanout.ts')).fanoutBench,
  queue: async () => (await import('./queue/queue.ts')).queueBench,
  wall: async () => (await import('./wall/bench.ts')).wallBench,
  media: async () => (await import('./media/media.ts')).mediaBench,
};

/** What a benchmark's process leaves in its output file. */
interface SectionFile {
  readonly title: string;
  readonly figures: Section['figures'];
  readonly skipped: Section['skipped'];
  readonly error?: string;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** In the child: runs one benchmark, writing its figures to `out` as they come. */
async function runSection(id: string, out: string, quick: boolean): Promise<void> {
  const load = benchmarks[id];
  if (!load) throw new Error(`No benchmark called ${id}.`);
  const bench = await load();
  let error: string | undefined;
  const write = () => {
    const file: SectionFile = {
      title: bench.title,
      figures: recorder.figures,
      skipped: recorder.skipped,
      ...(error ? { error } : {}),
    };
    writeFileSync(out, JSON.stringify(file));
  };
  const recorder = new Recorder(write);
  write();
  try {
    await bench.run(
      {
        quick,
        postgresUrl: benchPostgresUrl(),
        webDist: process.env.BENCH_WEB_DIST ?? '',
        log: (line) => console.log(`  ${line}`),
      },
      recorder,
    );
  } catch (caught) {
    // The first line: the table has one line per failure.
    error = (caught instanceof Error ? caught.message : String(caught)).split('\n')[0];
    write();
    throw caught;
  }
}

/** Runs a command in its own process group; stops the whole group after `budgetMs`. */
function runBounded(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; budgetMs: number },
): Promise<{ code: number | null; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
      detached: true,
    });
    let timedOut = false;
    const stop = (signal: NodeJS.Signals) => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop('SIGTERM');
      setTimeout(() => stop('SIGKILL'), 10_000).unref();
    }, options.budgetMs);
    // The runner stopped by the user stops the benchmark too.
    const forward = () => stop('SIGTERM');
    process.once('SIGINT', forward);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      // Whatever the benchmark left behind in its group (a browser, the viewers) goes too.
      stop('SIGKILL');
      resolve({ code, timedOut });
    });
  });
}

/**
 * The web build the wall benchmarks measure: CHORUS_WEB_DIST, else a fresh build of all three
 * parts `npm run build` makes (the app, the wall's own entry, the server entry that draws wall
 * pages). Without the last two the server falls back to drawing walls in the browser, and the
 * wall figures would measure that fallback, not what visitors get.
 */
async function webBuild(): Promise<string> {
  const given = process.env.CHORUS_WEB_DIST;
  if (given) return given;
  // Outside the repository, so that linters and formatters never see the built files.
  const outDir = path.join(os.tmpdir(), 'chorus-bench-web-dist');
  console.log(`Building the web app into ${outDir} ...`);
  const steps = [
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir'],
    ['vite', 'build', '-c', 'vite.wall.config.ts', '--outDir', outDir],
    ['vite', 'build', '--ssr', '--outDir', path.join(outDir, 'server'), '--emptyOutDir'],
  ];
  for (const step of steps) {
    const { code } = await runBounded('npx', step, {
      cwd: path.join(here, '..', 'apps', 'web'),
      budgetMs: 600_000,
    });
    if (code !== 0) throw new Error('The web build failed; set CHORUS_WEB_DIST to a build.');
  }
  return outDir;
}

function machine(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: os.totalmem() / 1024 ** 3,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.versions.node,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

/** In the parent: every benchmark in turn, then the table. */
async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const only = argument('--only')?.split(',').filter(Boolean);
  const ids = Object.keys(benchmarks).filter((id) => !only || only.includes(id));
  const unknown = (only ?? []).filter((id) => !(id in benchmarks));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}.`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  const report: { startedAt: string; quick: boolean; machine: BenchReport['machine'] } = {
    startedAt,
    quick,
    machine: machine(),
  };
  const webDist = ids.includes('wall') ? await webBuild() : '';
  const sections: Section[] = [];
  for (const id of ids) {
    const bench = await benchmarks[id]!();
    const budgetSeconds = bench.budgetSeconds(quick);
    const out = path.join(resultsDir, `.section-${id}.json`);
    rmSync(out, { force: true });
    console.log(`\n== ${bench.title} (at most ${budgetSeconds} s)`);
    const started = performance.now();
    const { code, timedOut } = await runBounded(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        '--section',
        id,
        '--out',
        out,
        ...(quick ? ['--quick'] : []),
      ],
      { env: { ...process.env, BENCH_WEB_DIST: webDist }, budgetMs: budgetSeconds * 1000 },
    );
    const seconds = (performance.now() - started) / 1000;
    const file: SectionFile = existsSync(out)
      ? (JSON.parse(readFileSync(out, 'utf8')) as SectionFile)
      : { title: bench.title, figures: [], skipped: [] };
    rmSync(out, { force: true });
    const error = timedOut
      ? `stopped after its budget of ${budgetSeconds} s; the figures shown were measured before`
      : code !== 0
        ? (file.error ?? `its process ended with code ${code}`)
        : undefined;
    sections.push({
      id,
      title: file.title,
      figures: file.figures,
      skipped: file.skipped,
      seconds,
      ...(error ? { error } : {}),
    });
  }
  const full: BenchReport = { ...report, sections };
  const markdown = markdownReport(full);
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(full, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`Written: bench/results/latest.json and bench/results/latest.md`);
  if (sections.some((section) => section.error)) process.exitCode = 1;
}

const section = argument('--section');
if (section) {
  const out = argument('--out');
  if (!out) throw new Error('--section needs --out <file>.');
  await runSection(section, out, process.argv.includes('--quick'));
  // Whatever a benchmark left open (pools, timers), the process is done.
  process.exit(0);
} else {
  await main();
}
