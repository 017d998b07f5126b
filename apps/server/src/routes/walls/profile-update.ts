/**
 * Saving a wall's profile (PUT/POST /api/profile/{user_name}): the spec's payload fields, each
 * checked against its rule (theme and custom CSS plan gates, display settings against the theme,
 * rename uniqueness, the feed allowance for the on/off switch).
 */
import {
  isToggable,
  messages,
  planFromLegacyName,
  siteUrlWithScheme,
  withHttpScheme,
} from '@chorus/core';
import type { WallCta } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { httpError } from '../../auth/http-error.ts';
import { checkFastScrape } from '../../builders/fast-scrape.ts';
import type { JsonObject } from '../../db/json-shapes.ts';
import { findWallByUserName, type WallChanges } from '../../db/repositories/walls.ts';
import type { WallRow } from '../../db/schema.ts';
import { sanitizeCta } from '../../ingest/sanitize-post.ts';
import { feedCountOf } from '../account/feed-allowance.ts';
import { wallSwitches, type WallSwitch } from './profile-view.ts';
import { displayUrlIssues, settingsUrlIssues } from './wall-urls.ts';
import {
  readDisplayProfile,
  resolveTheme,
  themeRefusal,
  statusInputSchema,
  switchInputSchema,
  wallNameSchema,
  wallUserNameSchema,
  type Issue,
} from './wall-input.ts';

const settingValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** The spec's profile payload; every field optional, unknown fields ignored. */
export const profileUpdateSchema = z.object({
  name: wallNameSchema.optional(),
  user_name: wallUserNameSchema.optional(),
  theme: z.string().trim().min(1).max(100).optional(),
  textupdates: switchInputSchema.optional(),
  sharebuttons: switchInputSchema.optional(),
  show_author: switchInputSchema.optional(),
  account: switchInputSchema.optional(),
  analytics: switchInputSchema.optional(),
  enable_realtime: switchInputSchema.optional(),
  status: statusInputSchema.optional(),
  custom_css: z.string().max(100_000).optional(),
  embed_display_profile: z
    .union([z.string().max(200_000), z.record(z.string(), z.unknown())])
    .optional()
    .meta({ description: 'JSON text (or an object) of display settings.' }),
  settings: z
    .record(z.string().max(64), settingValue)
    .optional()
    .meta({ description: 'Appearance settings (fonts, colours...), merged into the stored ones.' }),
});

/** The parsed payload. */
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A payload problem to answer with 400 and the field's message. */
export class InvalidProfile extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues[0]?.message ?? messages.requestWrong);
  }
}

function invalid(path: string, message: string): InvalidProfile {
  return new InvalidProfile([{ path, message }]);
}

/**
 * Turns a payload into the changes to store, or throws: InvalidProfile (400), or an HttpError
 * (402 plan gate, 409 user name taken or switch not toggable).
 */
export async function profileChanges(
  app: FastifyInstance,
  request: FastifyRequest,
  wall: WallRow,
  body: ProfileUpdate,
): Promise<WallChanges> {
  const changes: WallChanges = {};
  if (body.name !== undefined) changes.name = body.name;

  const theme = resolveTheme(app.plugins, body.theme ?? wall.theme);
  if (body.theme !== undefined) {
    if (!theme) throw invalid('theme', themeRefusal(body.theme));
    if (theme.id !== wall.theme) {
      if (theme.feature) request.requireFeature(theme.feature);
      changes.theme = theme.id;
    }
  }

  if (body.embed_display_profile !== undefined) {
    const read = readDisplayProfile(body.embed_display_profile, theme?.plugin);
    if (!read.ok) throw new InvalidProfile(read.issues);
    const unsafe = displayUrlIssues(read.value);
    if (unsafe.length > 0) throw new InvalidProfile(unsafe);
    changes.displayProfile = withSafeCta(read.value);
  }

  if (body.custom_css !== undefined && body.custom_css !== wall.custom_css) {
    request.requireFeature('customCSS');
    changes.customCss = body.custom_css;
  }
  if (body.analytics === true) request.requireFeature('analytics');
  checkFastScrape(
    request.wallOwner?.plan ?? planFromLegacyName(null),
    body.account === true,
    wall.settings,
    body.settings,
  );
  if (body.enable_realtime !== undefined) changes.enableRealtime = body.enable_realtime;

  const unsafeSettings = settingsUrlIssues(body.settings ?? {});
  if (unsafeSettings.length > 0) throw new InvalidProfile(unsafeSettings);
  const settings: JsonObject = { ...wall.settings, ...(body.settings ?? {}) };
  for (const name of Object.keys(wallSwitches) as WallSwitch[]) {
    const value = body[name];
    if (value !== undefined) settings[name] = value ? 1 : 0;
  }
  // The site the wall is published on (the spec's embed_url): http:// when it has no ://.
  if (typeof settings.embed_url === 'string') {
    settings.embed_url = siteUrlWithScheme(settings.embed_url) || null;
  }
  if (body.settings !== undefined || Object.keys(wallSwitches).some((n) => n in body)) {
    changes.settings = settings;
  }

  if (body.user_name !== undefined && body.user_name !== wall.user_name) {
    const holder = await findWallByUserName(app.database.db, body.user_name);
    if (holder && holder.id !== wall.id) throw httpError(409, messages.enterpriseUsernameTaken);
    changes.userName = body.user_name;
  }

  if (body.status !== undefined && body.status !== wall.status) {
    const plan = request.wallOwner?.plan ?? planFromLegacyName(null);
    const count = await feedCountOf(app.database.db, wall.user_id, plan, app.config.plans);
    const current = wall.status === 2 ? 'inactive' : 'active';
    if (!isToggable(current, count)) throw httpError(409, messages.requestWrong);
    changes.status = body.status;
  }
  return changes;
}

/**
 * The wall's call-to-action is served on the posts that inherit it, so it is cleaned like a
 * post's own (http(s) link, plain text, colour tokens); one that cannot be made safe is dropped.
 */
function withSafeCta<T extends { cta?: WallCta | undefined }>(profile: T): T {
  if (profile.cta === undefined) return profile;
  const { feeds, ...cta } = profile.cta;
  const clean = sanitizeCta({ ...cta, url: withHttpScheme(cta.url) ?? '' });
  const { cta: _dropped, ...rest } = profile;
  return (clean === null ? rest : { ...rest, cta: { ...clean, feeds } }) as T;
}
