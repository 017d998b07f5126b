/**
 * Feed dates: RFC 822 / RFC 2822 (RSS) and RFC 3339 (Atom, JSON Feed), with the mistakes
 * feeds make: two-digit years, missing seconds, named or missing zones, localized or missing
 * day names, stray whitespace. Anything unreadable is `null`, never NaN.
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

const rfc3339 =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|[A-Z]{1,5})?$/i;

const rfc822 =
  /^(\d{1,2})[\s-]+([^\s\d.,-]+)\.?[\s-]+(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*([+-]\d{2}:?\d{2}|[A-Z]{1,5})?(?:\s*\(.*\))?$/i;

/** The instant a feed date denotes, in unix seconds, or null when it cannot be read. */
export function parseFeedDate(value: string | null | undefined): number | null {
  const text = (value ?? '').slice(0, 200).replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > 100) return null;
  const iso = rfc3339.exec(text);
  if (iso) {
    const [, year, month, day, hour, minute, second, fraction, zone] = iso;
    const millis = fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
    return toUnix(Number(year), Number(month), Number(day), hour, minute, second, zone, millis);
  }
  // Day names, localized or not, carry nothing: drop a leading word and its comma.
  const withoutDay = text.replace(/^[^\d\s,]+\.?,?\s*/, '');
  const classic = rfc822.exec(withoutDay);
  if (classic) {
    const [, day, monthName, year, hour, minute, second, zone] = classic;
    const month = monthFromName(monthName ?? '');
    if (month === null) return null;
    return toUnix(fullYear(year ?? ''), month, Number(day), hour, minute, second, zone, 0);
  }
  return null;
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
function zoneMinutes(zone: string | undefined): number {
  if (zone === undefined) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  const upper = zone.toUpperCase();
  if (upper.length === 1 && upper !== 'J') return 0;
  return zoneOffsets[upper] ?? 0;
}

function toUnix(
  year: number,
  month: number,
  day: number,
  hour: string | undefined,
  minute: string | undefined,
  second: string | undefined,
  zone: string | undefined,
  millis: number,
): number | null {
  const offset = zoneMinutes(zone);
  const h = Number(hour ?? 0);
  const m = Number(minute ?? 0);
  const s = Number(second ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (h > 24 || m > 59 || s > 60 || year < 1970 || year > 9999) return null;
  const utc = Date.UTC(year, month - 1, day, h, m, s, millis) - offset * 60_000;
  return Number.isFinite(utc) ? Math.floor(utc / 1000) : null;
}
