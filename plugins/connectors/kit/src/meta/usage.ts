/**
 * Meta's usage headers: `X-App-Usage` and `X-Page-Usage` (`{ call_count, total_time,
 * total_cputime }` as percentages of the limit, sometimes with `estimated_time_to_regain_access`)
 * and `X-Business-Use-Case-Usage` (`{ "<object id>": [{ type, call_count, total_time,
 * total_cputime, estimated_time_to_regain_access }] }`). Times to regain access are in minutes.
 */

/** One usage record from one header. */
export interface GraphUsageEntry {
  /** The header it came from, lower case. */
  readonly header: string;
  /** The business object it counts for (business-use-case header only). */
  readonly objectId?: string;
  /** The use case (`pages`, `instagram`, `ads_management`...), business-use-case header only. */
  readonly type?: string;
  /** Percent of the call-count limit used. */
  readonly callCount?: number;
  /** Percent of the total-time limit used. */
  readonly totalTime?: number;
  /** Percent of the CPU-time limit used. */
  readonly totalCpuTime?: number;
  /** Minutes until the throttle lifts, when throttled. */
  readonly regainAccessMinutes?: number;
}

/** Everything the usage headers of one answer say. */
export interface GraphUsage {
  readonly entries: readonly GraphUsageEntry[];
  /** The highest percentage used of any limit (0 when no header was sent). */
  readonly highestPercent: number;
  /** When every throttle named lifts; `undefined` when none is named. */
  readonly regainAccessAt?: Date;
}

/** The usage headers read, lower case. */
export const graphUsageHeaders = [
  'x-app-usage',
  'x-page-usage',
  'x-business-use-case-usage',
] as const;

const number = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
};

function entryOf(header: string, value: unknown, objectId?: string): GraphUsageEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const fields = {
    objectId,
    type: typeof record['type'] === 'string' ? record['type'] : undefined,
    callCount: number(record['call_count']),
    totalTime: number(record['total_time']),
    totalCpuTime: number(record['total_cputime']),
    regainAccessMinutes: number(record['estimated_time_to_regain_access']),
  };
  return {
    header,
    ...Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined)),
  };
}

function parse(text: string | null): unknown {
  if (text === null || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the usage headers of a Graph answer; unreadable headers are skipped. */
export function readGraphUsage(headers: Headers, now: Date = new Date()): GraphUsage {
  const entries: GraphUsageEntry[] = [];
  for (const header of ['x-app-usage', 'x-page-usage'] as const) {
    const entry = entryOf(header, parse(headers.get(header)));
    if (entry) entries.push(entry);
  }
  const business = parse(headers.get('x-business-use-case-usage'));
  if (typeof business === 'object' && business !== null && !Array.isArray(business)) {
    for (const [objectId, list] of Object.entries(business as Record<string, unknown>)) {
      for (const item of Array.isArray(list) ? list : [list]) {
        const entry = entryOf('x-business-use-case-usage', item, objectId);
        if (entry) entries.push(entry);
      }
    }
  }
  const percents = entries.flatMap((entry) =>
    [entry.callCount, entry.totalTime, entry.totalCpuTime].filter(
      (value): value is number => value !== undefined,
    ),
  );
  const minutes = entries
    .map((entry) => entry.regainAccessMinutes)
    .filter((value): value is number => value !== undefined && value > 0);
  const longest = minutes.length > 0 ? Math.max(...minutes) : undefined;
  return {
    entries,
    highestPercent: percents.length > 0 ? Math.max(...percents) : 0,
    ...(longest !== undefined
      ? { regainAccessAt: new Date(now.getTime() + longest * 60_000) }
      : {}),
  };
}

/**
 * When a throttled app, page or account may call again, from the usage headers'
 * `estimated_time_to_regain_access` (the longest named); `null` when no header names one.
 */
export function graphRegainAccessAt(headers: Headers, now: Date = new Date()): Date | null {
  return readGraphUsage(headers, now).regainAccessAt ?? null;
}
