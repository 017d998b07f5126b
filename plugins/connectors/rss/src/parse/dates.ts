/**
 * Feed dates: RFC 822 / RFC 2822 (RSS) and RFC 3339 (Atom, JSON Feed), with the mistakes
 * feeds make: two-digit years, missing seconds, named or missing zones, a zone name after the
 * offset, 12-hour clocks, localized or missing day names, stray whitespace; and the other
 * forms publishers write: ANSI C asctime and Unix `date`, US month-first (`11/24/2026`),
 * slashes (`2026/11/24`). Anything unreadable is `null`, never NaN.
 */

/** Zone names seen in feeds, as minutes east of UTC. Military letters count as UTC (RFC 2822). */
// prettier-ignore
const zoneOffsets: Readonly<Record<string, number>> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, WET: 0, BST: 60, IST: 60, CET: 60, MET: 60, CEST: 120,
  MEST: 120, WEST: 60, EET: 120, EEST: 180, MSK: 180, EST: -300, EDT: -240, CST: -360,
  CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420, AKST: -540, AKDT: -480,
  HST: -600, JST: 540, KST: 540, AEST: 600, AEDT: 660, ACST: 570, AWST: 480, NZST: 720,
  NZDT: 780,
};

/** Month names and abbreviations in English and the languages feeds localize them to. */
// prettier-ignore
const monthNumbers: Readonly<Record<string, number>> = {
  jan: 1, ene: 1, gen: 1, janv: 1, feb: 2, fev: 2, fév: 2, févr: 2, mar: 3, mär: 3, mrz: 3,
  apr: 4, abr: 4, avr: 4, may: 5, mai: 5, mag: 5, jun: 6, jui: 6, juin: 6, giu: 6, jul: 7,
  juil: 7, lug: 7, aug: 8, ago: 8, aoû: 8, août: 8, sep: 9, set: 9, sept: 9, oct: 10,
  okt: 10, ott: 10, out: 10, nov: 11, dec: 12, dez: 12, déc: 12, dic: 12,
};

const time = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?`;
const zone = String.raw`(Z|[+-]\d{2}(?::?\d{2})?|[A-Z]{1,5})`;

/** RFC 3339, and the same order with slashes (`2026/11/24 10:00`). */
const yearFirst = new RegExp(
  String.raw`^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[T\s]+${time})?\s*${zone}?$`,
  'i',
);

const rfc822 = new RegExp(
  String.raw`^(\d{1,2})[\s-]+([^\s\d.,-]+)\.?[\s-]+(\d{2,4})(?:\s+${time})?\s*${zone}?$`,
  'i',
);

/** ANSI C asctime, Unix `date` and US prose: `Nov 24 22:11:39 [UTC] 2026`, `Nov 24, 2026 10:00`. */
const monthFirst = new RegExp(
  String.raw`^([^\s\d.,]+)\.?\s+(\d{1,2}),?\s+(?:${time}\s+(?:${zone}\s+)?)?(\d{4})(?:,?\s+${time})?\s*${zone}?$`,
  'i',
);

/** US numeric dates, month first: `11/24/2026 [5:30 PM]`. */
const usNumeric = new RegExp(
  String.raw`^(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?:,?\s+${time})?\s*${zone}?$`,
  'i',
);

/**
 * RFC 822 as most feeds write it, and as `Date.prototype.toUTCString` does:
 * `Tue, 02 Jan 2024 10:00:00 GMT` or `... +0100`. Read without the general path's clean-up.
 */
const canonicalRfc822 =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) (GMT|UTC|[+-]\d{4})$/;

/** The instant a feed date denotes, in unix seconds, or null when it cannot be read. */
export function parseFeedDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const canonical = canonicalRfc822.exec(value);
  if (canonical) {
    const [, day, month, year, hour, minute, second, zoneName] = canonical;
    return toUnix(
      Number(year),
      monthFromName(month ?? '') ?? 0,
      Number(day),
      [hour, minute, second, undefined],
      zoneName,
    );
  }
  const text = normalizeDateText(value);
  if (text === null) return null;
  const iso = yearFirst.exec(text);
  if (iso) return toUnix(Number(iso[1]), Number(iso[3]), Number(iso[4]), iso.slice(5, 9), iso[9]);
  // Day names, localized or not, carry nothing: drop a leading word and its comma.
  const withoutDay = text.replace(/^[^\d\s,]+\.?,?\s*/, '');
  const classic = rfc822.exec(withoutDay);
  if (classic) {
    const month = monthFromName(classic[2] ?? '');
    if (month === null) return null;
    const year = fullYear(classic[3] ?? '');
    return toUnix(year, month, Number(classic[1]), classic.slice(4, 8), classic[8]);
  }
  return readMonthFirst(withoutDay) ?? readMonthFirst(text) ?? readUsNumeric(text);
}

/**
 * Whitespace collapsed, a trailing comment dropped (`+0200 (CEST)`), a zone name after an
 * offset dropped (`+0200 CEST`: the offset says it all), a 12-hour clock made 24-hour.
 * Null for an empty, overlong or impossible (`13:00 PM`) value.
 */
function normalizeDateText(value: string): string | null {
  const text = value
    .slice(0, 200)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/([+-]\d{2}:?\d{2})\s+[A-Z]{2,5}$/i, '$1');
  if (text === '' || text.length > 100) return null;
  let impossible = false;
  const twentyFour = text.replace(
    /\b(\d{1,2})(:\d{2}(?::\d{2}(?:[.,]\d+)?)?)\s*([ap])\.?m\.?(?=\s|$)/i,
    (_whole, hour: string, rest: string, half: string) => {
      const h = Number(hour);
      impossible = h < 1 || h > 12;
      const pm = half.toLowerCase() === 'p';
      return `${(h % 12) + (pm ? 12 : 0)}${rest}`;
    },
  );
  return impossible ? null : twentyFour;
}

/** `Nov 24 22:11:39 [UTC] 2026` (the clock before the year) or `Nov 24, 2026 10:00`. */
function readMonthFirst(text: string): number | null {
  const match = monthFirst.exec(text);
  const month = match && monthFromName(match[1] ?? '');
  if (!match || !month) return null;
  const clockFirst = match[3] !== undefined;
  const clock = clockFirst ? match.slice(3, 7) : match.slice(9, 13);
  return toUnix(Number(match[8]), month, Number(match[2]), clock, match[7] ?? match[13]);
}

function readUsNumeric(text: string): number | null {
  const match = usNumeric.exec(text);
  if (!match) return null;
  // Month first, as in the US; a first number above 12 can only be a day (24/11/2026).
  const [first, second] = [Number(match[1]), Number(match[2])];
  const [month, day] = first > 12 ? [second, first] : [first, second];
  return toUnix(fullYear(match[3] ?? ''), month, day, match.slice(4, 8), match[8]);
}

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  return monthNumbers[lower] ?? monthNumbers[lower.slice(0, 3)] ?? null;
}

/** RFC 2822 section 4.3: two-digit years below 50 are 20xx, others 19xx. */
function fullYear(year: string): number {
  const number = Number(year);
  if (year.length === 4) return number;
  if (year.length === 3) return number + 1900;
  return number < 50 ? 2000 + number : 1900 + number;
}

/** Minutes east of UTC; an unknown zone name reads as UTC rather than losing the date. */
function zoneMinutes(zoneName: string | undefined): number {
  if (zoneName === undefined) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zoneName);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  const upper = zoneName.toUpperCase();
  if (upper.length === 1 && upper !== 'J') return 0;
  return zoneOffsets[upper] ?? 0;
}

function toUnix(
  year: number,
  month: number,
  day: number,
  /** Hour, minute, second and fraction of a second, as matched (any may be missing). */
  clock: readonly (string | undefined)[],
  zoneName: string | undefined,
): number | null {
  const [hour, minute, second, fraction] = clock;
  const offset = zoneMinutes(zoneName);
  const millis = fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  const h = Number(hour ?? 0);
  const m = Number(minute ?? 0);
  const s = Number(second ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (h > 24 || m > 59 || s > 60 || year < 1970 || year > 9999) return null;
  const utc = Date.UTC(year, month - 1, day, h, m, s, millis) - offset * 60_000;
  return Number.isFinite(utc) ? Math.floor(utc / 1000) : null;
}
