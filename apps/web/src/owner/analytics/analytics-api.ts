/**
 * The analytics report of a wall (apps/server/src/analytics/routes.ts), the date ranges the
 * page offers, and the CSV of its daily figures.
 */
import { apiRequest, type ApiRequestOptions } from '../api-client.ts';

/** What is counted per day. */
export const figureKinds = ['view', 'visitor', 'open', 'cta', 'share'] as const;

/** One counted kind. */
export type FigureKind = (typeof figureKinds)[number];

/** Counts by kind. */
export type Figures = Readonly<Record<FigureKind, number>>;

/** `GET /api/analytics/{user_name}`. */
export interface AnalyticsReport {
  readonly active: boolean;
  readonly from: string;
  readonly to: string;
  readonly totals: Figures;
  readonly days: readonly ({ readonly day: string } & Figures)[];
  readonly networks: readonly { readonly network: string; readonly posts: number }[];
  readonly contributors: readonly {
    readonly name: string;
    readonly network: string;
    readonly posts: number;
  }[];
  readonly viewers: number;
  readonly milestones: readonly { readonly walls: number; readonly reached_at: string }[];
}

/** Reads a wall's report from one UTC day to another. */
export function readAnalytics(
  userName: string,
  range: DayRange,
  options: Pick<ApiRequestOptions, 'fetcher' | 'signal'> = {},
): Promise<AnalyticsReport> {
  return apiRequest<AnalyticsReport>(`/api/analytics/${encodeURIComponent(userName)}`, {
    query: { from: range.from, to: range.to },
    ...options,
  });
}

/** A range of UTC days, both included, `YYYY-MM-DD`. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** The ranges offered as buttons, in days. */
export const presetDays = [7, 30, 90] as const;

const dayMs = 86_400_000;

/** The UTC day of a time. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  return { from: dayOf(new Date(now.getTime() - (days - 1) * dayMs)), to: dayOf(now) };
}

/** The longest range the server reports: 366 days. */
export const maxRangeDays = 366;

/** Whether a custom range can be asked for: two days, in order, at most a year apart. */
export function isValidRange(range: DayRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(range.from) || !day.test(range.to)) return false;
  const span = (Date.parse(range.to) - Date.parse(range.from)) / dayMs;
  return span >= 0 && span < maxRangeDays;
}

/** The CSV columns of the daily figures (machine names, as spreadsheets and scripts read them). */
const csvColumns: Readonly<Record<FigureKind, string>> = {
  view: 'views',
  visitor: 'unique_visitors',
  open: 'post_opens',
  cta: 'cta_clicks',
  share: 'share_clicks',
};

/** The daily figures as CSV: a header line, then one line per day. */
export function dailyCsv(report: Pick<AnalyticsReport, 'days'>): string {
  const lines = [['day', ...figureKinds.map((kind) => csvColumns[kind])].join(',')];
  for (const day of report.days) {
    lines.push([day.day, ...figureKinds.map((kind) => String(day[kind]))].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV file's name. */
export function csvFileName(userName: string, range: DayRange): string {
  return `${userName}-analytics-${range.from}-${range.to}.csv`;
}
