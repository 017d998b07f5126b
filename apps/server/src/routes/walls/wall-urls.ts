/**
 * The addresses a wall's settings hold (background image, logo, page background, the site it
 * is published on, the banner and the call-to-action link): only http(s) ones are saved, and
 * the public profile never serves another kind, even one stored before this check existed.
 */
import { formatMessage, hasUnsafeScheme, type DisplayProfile } from '@chorus/core';
import type { Issue } from './wall-input.ts';

/** The appearance settings that hold an address (`bg_page_image` may also be a colour). */
export const settingUrlFields: readonly string[] = [
  'bg_image',
  'image_logo',
  'bg_page_image',
  'embed_url',
];

/** The display settings that hold an address, as paths under `embed_display_profile`. */
const displayUrlFields = ['banner', 'cta'] as const;

function issue(path: string): Issue {
  return { path, message: formatMessage('fieldUrlScheme', { field: path }) };
}

/** Problems of the addresses in a settings payload. */
export function settingsUrlIssues(settings: Readonly<Record<string, unknown>>): Issue[] {
  return settingUrlFields
    .filter((name) => typeof settings[name] === 'string' && hasUnsafeScheme(settings[name]))
    .map((name) => issue(`settings.${name}`));
}

/** Problems of the addresses in display settings (the banner image, the CTA link). */
export function displayUrlIssues(profile: Partial<DisplayProfile>): Issue[] {
  return displayUrlFields
    .filter((name) => {
      const url = profile[name]?.url;
      return typeof url === 'string' && hasUnsafeScheme(url);
    })
    .map((name) => issue(`embed_display_profile.${name}.url`));
}

/** Stored settings as served: an address with another scheme than http(s) is left out. */
export function servedSettings(settings: Record<string, unknown>): Record<string, unknown> {
  const unsafe = new Set(settingsUrlIssues(settings).map((found) => found.path.slice(9)));
  return Object.fromEntries(Object.entries(settings).filter(([name]) => !unsafe.has(name)));
}

/** Stored display settings as served: a banner or CTA with an unsafe address is left out. */
export function servedDisplayProfile<T extends Partial<DisplayProfile>>(profile: T): T {
  const unsafe = new Set(displayUrlIssues(profile).map((found) => found.path.split('.')[1]));
  return Object.fromEntries(Object.entries(profile).filter(([name]) => !unsafe.has(name))) as T;
}
