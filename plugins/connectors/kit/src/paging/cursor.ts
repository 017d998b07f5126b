/** A value that survives `JSON.stringify` / `JSON.parse` unchanged: what a stored cursor is. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Anything with zod's `safeParse` (a zod schema, typically), to validate a stored cursor. */
export interface CursorSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Reads a cursor stored by an earlier crawl, possibly by an older version of the connector:
 * the parsed value when it fits the schema, else `null`, so the connector starts afresh
 * instead of failing on a shape it no longer writes.
 */
export function readCursor<T>(stored: unknown, schema: CursorSchema<T>): T | null {
  if (stored === null || stored === undefined) return null;
  const result = schema.safeParse(stored);
  return result.success ? result.data : null;
}

/** Turns a JSON-safe cursor into an opaque URL-safe string (base64url of its JSON). */
export function encodeCursor(value: JsonValue): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/**
 * Reads a string made by `encodeCursor`; `null` when it is missing, not base64url JSON, or
 * (with a schema) not the expected shape — a tampered or stale token never throws.
 */
export function decodeCursor<T = JsonValue>(
  text: string | null | undefined,
  schema?: CursorSchema<T>,
): T | null {
  if (!text || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return schema ? readCursor(value, schema) : (value as T);
}
