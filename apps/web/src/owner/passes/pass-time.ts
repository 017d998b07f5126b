/**
 * Times of the pass picker: a native `<input type="datetime-local">` holds the owner's local
 * time (the browser's time zone) without one; these turn it into an instant and back.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone (minutes). */
export function toLocalInputValue(at: Date): string {
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

/** A `datetime-local` value read in the browser's time zone; undefined when empty or invalid. */
export function fromLocalInputValue(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hours, minutes] = match.slice(1, 6).map(Number) as number[];
  const at = new Date(year!, month! - 1, day!, hours!, minutes!, Number(match[6] ?? 0));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** A moment as the owner reads it: date and time in their language and time zone. */
export function shownTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
