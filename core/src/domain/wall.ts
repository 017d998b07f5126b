import { z } from 'zod';
import { displayProfileSchema } from './display-profile.ts';
import { planIdSchema } from './plan-schemas.ts';
import { defaultThemeName, themeNameSchema } from './themes.ts';

/** Whether a wall is published: `active` (spec status '0') or `inactive` (spec '2'). */
export const wallStatusSchema = z.enum(['active', 'inactive']).meta({
  title: 'Status',
  description: 'An inactive wall is not published and does not count against active feeds.',
});

/** Whether a wall is published. */
export type WallStatus = z.infer<typeof wallStatusSchema>;

/** The spec's stored status code for each {@link WallStatus}. */
export const legacyWallStatusCodes: Readonly<Record<WallStatus, '0' | '2'>> = {
  active: '0',
  inactive: '2',
};

/** The status a spec status code means: '2' is inactive, anything else active. */
export function wallStatusFromLegacyCode(code: string | number | null | undefined): WallStatus {
  return String(code) === legacyWallStatusCodes.inactive ? 'inactive' : 'active';
}

/** State of the CSV export of a wall's posts (spec `csv_url`). */
export const csvExportSchema = z
  .object({
    state: z.enum(['ready', 'pending', 'processing', 'done']).default('ready'),
    url: z.string().nullable().default(null),
  })
  .meta({ title: 'CSV export', description: 'ready to request, pending, processing, or done.' });

/** State of the CSV export of a wall's posts. */
export type CsvExport = z.infer<typeof csvExportSchema>;

/** One scheduled live-update window of a wall (spec `realtime.data[]`). */
export const realtimeScheduleSchema = z
  .object({
    status: z.enum(['scheduled', 'active']),
    startAt: z.number().int().meta({ description: 'Unix seconds.' }),
    stopAt: z.number().int().meta({ description: 'Unix seconds.' }),
  })
  .meta({ title: 'Live update window' });

/** One scheduled live-update window of a wall. */
export type RealtimeSchedule = z.infer<typeof realtimeScheduleSchema>;

/** The default custom CSS: an empty rule, so the editor opens on valid CSS to extend. */
export const defaultCustomCss = 'body {}';

/**
 * A wall (the spec's tint or profile). Field names are the spec's in camelCase, with
 * hype → post; the full mapping is in docs/domain.md.
 */
export const wallSchema = z
  .object({
    id: z.string().min(1),
    userId: z.string().min(1).meta({ description: 'The owning user.' }),
    userName: z.string().min(1).meta({ description: 'Public name used in the wall address.' }),
    name: z.string().trim().min(1).meta({ title: 'Name' }),
    theme: themeNameSchema.default(defaultThemeName),
    fontSecondary: z.string().default('Oswald').meta({ title: 'Heading font' }),
    fontTertiary: z.string().nullable().default(null).meta({ title: 'Body font' }),
    fontSizeSecondary: z.number().nullable().default(null),
    fontSizeTertiary: z.number().nullable().default(null),
    colorName: z.string().nullable().default(null),
    colorNamebar: z.string().nullable().default(null),
    colorNamebarButtons: z.string().nullable().default(null),
    colorPost: z.string().nullable().default(null),
    positionName: z.string().nullable().default(null),
    positionNamebar: z.string().nullable().default(null),
    bgPageImage: z
      .string()
      .nullable()
      .default(null)
      .meta({ description: 'Page background: a colour, "transparent" or an image address.' }),
    bgImage: z.string().nullable().default(null),
    imageLogo: z.string().nullable().default(null),
    customCss: z.string().default(defaultCustomCss).meta({ title: 'Custom CSS' }),
    displayProfile: displayProfileSchema.default(() => displayProfileSchema.parse({})),
    embedDisplaySecondaryNav: z.string().nullable().default(null),
    embedColorBodyBg: z.string().nullable().default(null),
    embedMinColumnWidth: z.number().nullable().default(null),
    embedTypeSecondaryNav: z.string().nullable().default(null),
    embedStyleSecondaryNav: z.string().nullable().default(null),
    embedUrl: z.string().nullable().default(null).meta({ title: 'Site URL' }),
    textUpdates: z.boolean().default(true).meta({ title: 'Show text-only posts' }),
    shareButtons: z.boolean().default(true).meta({ title: 'Share buttons' }),
    showAuthor: z.boolean().default(true).meta({ title: 'Show author' }),
    enableRealtime: z.boolean().default(false).meta({ title: 'Live updates' }),
    fastScrape: z.boolean().default(false).meta({ description: 'Spec `account`.' }),
    analytics: z.boolean().default(false).meta({ title: 'Analytics activated' }),
    plan: planIdSchema.default('basic'),
    status: wallStatusSchema.default('active'),
    feedCount: z.number().int().nonnegative().default(0),
    toggable: z.boolean().default(true),
    builderHosted: z.boolean().default(false).meta({ description: 'Spec `wix`.' }),
    profileEmbed: z.boolean().default(false),
    error: z.string().nullable().default(null).meta({ description: 'Last feed error, if any.' }),
    csvExport: csvExportSchema.default({ state: 'ready', url: null }),
    realtimeSchedules: z.array(realtimeScheduleSchema).default([]),
    realtimeTestable: z.boolean().default(false),
  })
  .meta({ title: 'Wall', description: 'A themed, moderated feed of posts from its sources.' });

/** A wall with every default filled in. */
export type Wall = z.infer<typeof wallSchema>;
