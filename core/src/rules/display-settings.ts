import type { z } from 'zod';
import { displayProfileSchema, type DisplayProfile } from '../domain/index.ts';

/**
 * Reads stored display settings (JSON text or object). Text that does not parse, or anything
 * that is not an object, gives empty settings: every default filled in.
 */
export function parseDisplayProfile(stored: unknown): DisplayProfile {
  let candidate = stored;
  if (typeof stored === 'string') {
    try {
      candidate = JSON.parse(stored);
    } catch {
      candidate = {};
    }
  }
  const isObject = typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
  const parsed = displayProfileSchema.safeParse(isObject ? candidate : {});
  return parsed.success ? parsed.data : displayProfileSchema.parse({});
}

/**
 * A theme's own display options (a waterfall's speed, a grid's cell size...), read from a wall's
 * display settings with the schema the theme declares. Core knows no theme's keys: each field of
 * `schema` brings its own default and rule (give it `.catch(default)` so one bad stored value
 * falls back alone). Settings that are not an object read as empty.
 */
export function readDisplayOptions<Schema extends z.ZodObject>(
  stored: unknown,
  schema: Schema,
): z.infer<Schema> {
  const isObject = typeof stored === 'object' && stored !== null && !Array.isArray(stored);
  const parsed = schema.safeParse(isObject ? stored : {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** The post width and padding a wall uses: its own settings, else its theme's defaults. */
export function effectivePostSize(
  theme: { readonly defaultPostSize: { readonly width: number; readonly padding: number } },
  profile: Pick<DisplayProfile, 'postwidth' | 'postpadding'>,
): { width: number; padding: number } {
  const defaults = theme.defaultPostSize;
  return {
    width: profile.postwidth ?? defaults.width,
    padding: profile.postpadding ?? defaults.padding,
  };
}
