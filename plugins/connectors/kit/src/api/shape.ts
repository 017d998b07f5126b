import type { z } from 'zod';

/**
 * Writes a zod issue path as a reader of the payload would: `items[3].author.id`, or
 * `the body` for the top level.
 */
export function describeShapePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text || 'the body';
}

/** The first place a value does not fit a schema, as {@link describeShapePath} writes it. */
export function shapeMismatchAt(error: z.ZodError): string {
  return describeShapePath(error.issues[0]?.path ?? []);
}
