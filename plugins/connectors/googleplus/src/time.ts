/** Reads the export's times: `2018-10-28 12:34:56+0000` (ISO 8601 accepted too). */
const takeoutTime =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:[.,]\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Unix seconds of a Takeout time, or null when it is not one. */
export function takeoutSeconds(value: string): number | null {
  const match = takeoutTime.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const offset = !zone || zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?/, '$1:');
  const ms = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
