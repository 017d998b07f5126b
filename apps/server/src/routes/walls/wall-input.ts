/**
 * What an owner sends about a wall, with the spec's messages: the name, the user name (the
 * wall's address), 0/1 switches, the status code, the theme and the display settings.
 */
import {
  featureForTheme,
  formatMessage,
  isThemeName,
  messages,
  parseDisplayProfile,
  type FeatureFlag,
} from '@chorus/core';
import type { PluginHost, ThemePlugin } from '@chorus/core/host';
import { isReservedUserName } from '@chorus/web/routes';
import { z } from 'zod';
import type { JsonObject } from '../../db/json-shapes.ts';

/** Letters, digits, `_` and `-`: a user name is one path segment of the wall's address. */
const userNamePattern = /^[A-Za-z0-9_-]+$/;

/** The message for a user name that is reserved or not a single path segment. */
export const userNameInvalid = formatMessage('fieldInvalid', { field: 'wall address' });

/** A wall name: 'Name must not be blank.' */
export const wallNameSchema = z
  .string({ error: messages.wallNameBlank })
  .trim()
  .min(1, messages.wallNameBlank)
  .max(200, formatMessage('fieldTooLong', { field: 'Name', max: 200 }));

/** A wall's user name: "Please enter the wall's address.", then one path segment, not reserved. */
export const wallUserNameSchema = z
  .string({ error: messages.wallUserNameMissing })
  .trim()
  .min(1, messages.wallUserNameMissing)
  .max(64, formatMessage('fieldTooLong', { field: 'Username', max: 64 }))
  // Empty is already reported above; one message per mistake.
  .refine(
    (name) => name === '' || (userNamePattern.test(name) && !isReservedUserName(name)),
    userNameInvalid,
  );

/** A 0/1 switch as the spec's clients send it (numbers, text or booleans). */
export const switchInputSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

/** The spec's status codes: '0' active, '2' inactive. */
export const statusInputSchema = z
  .union([z.literal('0'), z.literal('2'), z.literal(0), z.literal(2)], {
    error: messages.requestWrong,
  })
  .transform((code) => (Number(code) === 2 ? 2 : 0) as 0 | 2);

/** A theme a wall may select, and the plan feature it needs. */
export interface ResolvedTheme {
  /** What is stored: the installed theme's id. */
  readonly id: string;
  /** The installed theme package. */
  readonly plugin: ThemePlugin;
  readonly feature: FeatureFlag | null;
}

/**
 * The installed theme a name (id or legacy name) selects, with the feature it declares;
 * undefined when no installed package provides it (saving it is refused: no silent fallback).
 */
export function resolveTheme(plugins: PluginHost, name: string): ResolvedTheme | undefined {
  const installed = plugins.theme(name.trim());
  if (!installed) return undefined;
  return { id: installed.id, plugin: installed, feature: featureForTheme(installed) };
}

/** Why a theme name cannot be saved: malformed, or well formed but not installed. */
export function themeRefusal(name: string): string {
  return isThemeName(name.trim())
    ? formatMessage('themeNotInstalled', { name: name.trim() })
    : formatMessage('fieldInvalid', { field: 'theme' });
}

/** One validation problem, as error bodies list them. */
export interface Issue {
  readonly path: string;
  readonly message: string;
}

/**
 * Reads the display settings an owner sent (JSON text or an object): checked against the
 * installed theme's options schema when there is one, stored as core reads them (unknown keys
 * kept, every default filled in).
 */
export function readDisplayProfile(
  sent: string | Record<string, unknown>,
  theme: ThemePlugin | undefined,
): { ok: true; value: JsonObject } | { ok: false; issues: Issue[] } {
  const field = 'embed_display_profile';
  let candidate: unknown = sent;
  if (typeof sent === 'string') {
    try {
      candidate = JSON.parse(sent);
    } catch {
      candidate = undefined;
    }
  }
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) {
    return {
      ok: false,
      issues: [{ path: field, message: formatMessage('fieldInvalid', { field }) }],
    };
  }
  if (theme) {
    const checked = theme.optionsSchema.safeParse(candidate);
    if (!checked.success) {
      return {
        ok: false,
        issues: checked.error.issues.map((issue) => ({
          path: [field, ...issue.path.map(String)].join('.'),
          message: issue.message,
        })),
      };
    }
  }
  return { ok: true, value: parseDisplayProfile(candidate) as JsonObject };
}
