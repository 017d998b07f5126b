/**
 * Control characters in text: NUL (U+0000) and the other C0 controls but tab, line feed and
 * carriage return, and DEL. PostgreSQL refuses NUL in text and JSON, and none of them means
 * anything on a wall, so post text is stripped of them at ingest and owner input carrying them
 * is refused with a 400 naming the field.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Whether a string contains a control character. */
export function hasControlCharacters(text: string): boolean {
  controlCharacters.lastIndex = 0;
  return controlCharacters.test(text);
}

/** The string without its control characters. */
export function stripControlCharacters(text: string): string {
  return text.replace(controlCharacters, '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A JSON-like value with every string (and object key) stripped of control characters; other
 * values (dates, numbers) are kept as they are. What holds no control character is returned
 * as it is, not copied: a clean post (nearly every one) costs a scan and no allocation.
 */
export function stripControlCharactersDeep<T>(value: T): T {
  if (typeof value === 'string') {
    return (hasControlCharacters(value) ? stripControlCharacters(value) : value) as T;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, index) => {
      const stripped = stripControlCharactersDeep(item);
      if (stripped !== item) (copy ??= value.slice())[index] = stripped;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  for (const key in value) {
    const item = value[key];
    if (hasControlCharacters(key) || stripControlCharactersDeep(item) !== item) {
      return copyStripped(value);
    }
  }
  return value;
}

/** A copy of an object that holds a control character, its keys and values stripped. */
function copyStripped<T>(value: T & Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      stripControlCharacters(key),
      stripControlCharactersDeep(item),
    ]),
  ) as T;
}

/**
 * The dotted path of the first string (or key) holding a control character in a JSON-like
 * value, `''` for the value itself, or null when there is none.
 */
export function controlCharacterPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, stripControlCharacters(key)].join('.');
    const found = controlCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
