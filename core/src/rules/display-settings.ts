import {
  displayProfileSchema,
  themes,
  type DisplayProfile,
  type ThemeId,
} from '../domain/index.ts';
import { defaultWaterfallSpeed, minWaterfallSpeed } from './constants.ts';

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

/** A waterfall speed under 25000 (or not a number) is reset to 100000. */
export function normalizeWaterfallSpeed(speed: number | null | undefined): number {
  return typeof speed === 'number' && Number.isFinite(speed) && speed >= minWaterfallSpeed
    ? speed
    : defaultWaterfallSpeed;
}

/** The default post width and padding of a theme, in px. */
export function defaultPostSize(theme: ThemeId): { width: number; padding: number } {
  const info = themes[theme];
  return { width: info.defaultPostWidth, padding: info.defaultPostPadding };
}

/** The post width and padding a wall uses: its own settings, else its theme's defaults. */
export function effectivePostSize(
  theme: ThemeId,
  profile: Pick<DisplayProfile, 'postwidth' | 'postpadding'>,
): { width: number; padding: number } {
  const defaults = defaultPostSize(theme);
  return {
    width: profile.postwidth ?? defaults.width,
    padding: profile.postpadding ?? defaults.padding,
  };
}
