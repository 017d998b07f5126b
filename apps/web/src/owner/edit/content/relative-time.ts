/**
 * A moment as the owner reads it relative to now ("5 minutes ago", « il y a 5 minutes »), in
 * the owner's language through `Intl.RelativeTimeFormat`.
 */

const units: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `seconds` (unix seconds) relative to `now`, in `locale`: the largest whole unit that fits. */
export function relativeTime(seconds: number, now: Date, locale: string): string {
  const diff = seconds - now.getTime() / 1000;
  const size = Math.abs(diff);
  const [unit, length] = units.find(([, unitSeconds]) => size >= unitSeconds) ?? ['second', 1];
  const value = Math.round(diff / length);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
    // -0 would read "0 seconds ago" in some languages rather than "now".
    value === 0 ? 0 : value,
    unit,
  );
}
