/**
 * The benchmark table: every figure beside its peer (or floor) measured in the same run, and
 * their ratio; percentiles of samples; the markdown and JSON the runner writes. Pure code, no
 * I/O, so it is tested on its own (table.test.ts).
 */

/** One measured figure, and the peer it is read against. */
export interface Figure {
  /** What was measured, e.g. "GET /api/posts, cache hit (pglite)". */
  readonly name: string;
  /** The figure; null when it could not be measured (the note says why). */
  readonly value: number | null;
  /** Unit of both the value and the peer value, e.g. "req/s", "ms", "kB". */
  readonly unit: string;
  /** The peer or floor measured in the same run, e.g. "bare node:http, same bytes". */
  readonly peer?: string;
  readonly peerValue?: number | null;
  /** Whether a higher figure is better (throughput) or a lower one (latency, bytes). */
  readonly better: 'higher' | 'lower';
  /** A short remark printed in the markdown's note column. */
  readonly note?: string;
}

/** The result of one benchmark: its figures and what it skipped or could not do. */
export interface Section {
  /** The benchmark's id, e.g. "ingest". */
  readonly id: string;
  /** A heading, e.g. "Ingest (RSS)". */
  readonly title: string;
  readonly figures: readonly Figure[];
  /** Legs skipped, with the reason (e.g. no PostgreSQL address given). */
  readonly skipped: readonly string[];
  /** Set when the benchmark failed or ran out of time; its figures may be partial. */
  readonly error?: string;
  /** How long it took, in seconds. */
  readonly seconds: number;
}

/** The machine a run was measured on. */
export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGiB: number;
  readonly platform: string;
  readonly node: string;
  /** One-minute load average when the run started. */
  readonly loadAverage: number;
}

/** A whole run: when, where, at which size, and every section. */
export interface BenchReport {
  readonly startedAt: string;
  readonly quick: boolean;
  readonly machine: Machine;
  readonly sections: readonly Section[];
}

/**
 * The figure divided by its peer; null when either is missing, not finite or the peer is 0.
 * Above 1 means the figure is larger than its peer: faster for throughput, costlier for
 * latency and bytes (see `Figure.better`).
 */
export function ratio(figure: Pick<Figure, 'value' | 'peerValue'>): number | null {
  const { value, peerValue } = figure;
  if (value === null || peerValue === null || peerValue === undefined) return null;
  if (!Number.isFinite(value) || !Number.isFinite(peerValue) || peerValue === 0) return null;
  return value / peerValue;
}

/**
 * The nearest-rank percentile of `values` (in any order): the smallest value that at least
 * `fraction` of the values are at or below. NaN for no values; `fraction` is clamped to 0..1.
 */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const clamped = Math.min(1, Math.max(0, fraction));
  const rank = Math.max(1, Math.ceil(clamped * sorted.length));
  return sorted[rank - 1] as number;
}

/** The usual summary of latency samples: count, p50, p95, p99 and max. */
export function summarize(values: readonly number[]): {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  return {
    count: values.length,
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
    p99: percentile(values, 0.99),
    max: percentile(values, 1),
  };
}

/**
 * Events per second from their times (ms, any order): the gaps between the first and the last,
 * so the time before the first event does not count. 0 for fewer than two events.
 */
export function eventRate(times: readonly number[]): number {
  if (times.length < 2) return 0;
  const first = Math.min(...times);
  const last = Math.max(...times);
  return last > first ? ((times.length - 1) / (last - first)) * 1000 : 0;
}

/**
 * A number as the table prints it: thousands separated, three significant digits below 100
 * (no fewer than 0 decimals above 100), "—" when missing.
 */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const magnitude = Math.abs(value);
  const decimals =
    magnitude >= 100 || value === 0 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A ratio as the table prints it, e.g. "0.42×"; "—" when there is none. */
export function formatRatio(value: number | null): string {
  if (value === null) return '—';
  return `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}×`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** The header and rows of the figure table, as plain strings. */
export const tableColumns = ['figure', 'value', 'peer', 'peer value', 'ratio', 'unit'] as const;

/** One figure as the cells of {@link tableColumns}. */
export function figureCells(figure: Figure): string[] {
  const name = figure.note ? `${figure.name} (${figure.note})` : figure.name;
  return [
    name,
    formatNumber(figure.value),
    figure.peer ?? '—',
    figure.peer ? formatNumber(figure.peerValue) : '—',
    formatRatio(ratio(figure)),
    figure.unit,
  ];
}

function markdownRow(cells: readonly string[]): string {
  return `| ${cells.map(escapeCell).join(' | ')} |`;
}

/** The figures of sections as one markdown table, a bold row naming each section. */
export function markdownTable(sections: readonly Section[]): string {
  // Numbers right-aligned.
  const lines = [markdownRow(tableColumns), '| --- | ---: | --- | ---: | ---: | --- |'];
  for (const section of sections) {
    lines.push(markdownRow([`**${section.title}**`, '', '', '', '', '']));
    for (const figure of section.figures) lines.push(markdownRow(figureCells(figure)));
  }
  return lines.join('\n');
}

/** The whole report as markdown: when and where, the table, then skips and failures. */
export function markdownReport(report: BenchReport): string {
  const { machine } = report;
  const lines = [
    `# Chorus benchmarks${report.quick ? ' (--quick sizes)' : ''}`,
    '',
    `Run ${report.startedAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB.toFixed(1)} GiB, ` +
      `${machine.platform}, Node ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at the start.`,
    'Ratio = value ÷ peer value: above 1 is faster for rates, costlier for times and bytes.',
    '',
    markdownTable(report.sections),
  ];
  const remarks = report.sections.flatMap((section) => [
    ...section.skipped.map((reason) => `- ${section.title}: skipped ${reason}`),
    ...(section.error ? [`- ${section.title}: **failed** — ${section.error}`] : []),
  ]);
  if (remarks.length > 0) lines.push('', ...remarks);
  const seconds = report.sections.map(
    (section) => `${section.title} ${section.seconds.toFixed(0)} s`,
  );
  lines.push('', `Time per benchmark: ${seconds.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}
