/** Small text helpers of cards and the overlay: relative time, author names. */
import type { Author } from '@chorus/core';

const units: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** One formatter per locale: building one costs more than formatting (a card per band move). */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, format);
  }
  return format;
}

/** "5 minutes ago", "yesterday", "now": `created` and `now` in unix seconds. */
export function relativeTime(created: number, now: number, locale = 'en'): string {
  const format = relativeFormat(locale);
  const elapsed = Math.max(0, now - created);
  for (const [unit, seconds] of units) {
    if (elapsed >= seconds) return format.format(-Math.floor(elapsed / seconds), unit);
  }
  return format.format(0, 'second');
}

/** The name shown on a card: full name, then name, then the @username. */
export function authorName(author: Author): string {
  return author.fullname || author.name || (author.username ? `@${author.username}` : '');
}

/** The @handle under the name, when it says something the name does not. */
export function authorHandle(author: Author): string | null {
  if (!author.username) return null;
  const handle = `@${author.username}`;
  return handle === authorName(author) ? null : handle;
}

/** Whether the user agent is a phone or tablet (the spec detects mobile by user agent). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry/i.test(userAgent);
}

/** Whether the user agent is android (search needs 2 characters there). */
export function isAndroidUserAgent(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}
