/**
 * A wall in the API's shape: the spec's profile fields (switches as 0/1, status as '0'/'2',
 * embed_display_profile as JSON text), the owner's plan, and one `{network}_accounts` list per
 * installed connector, built from the wall's sources.
 */
import {
  defaultCustomCss,
  hasFeature,
  isLivePushEnabled,
  legacyWallStatusCodes,
  parseDisplayProfile,
  planIdSchema,
  type PlanId,
} from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import { z } from 'zod';
import type { SourceRow, WallRow } from '../../db/schema.ts';
import type { PassRow } from '../../passes/store.ts';
import { liveWindows } from '../../passes/rules.ts';
import { realtimeUpdatesOf, realtimeUpdatesSchema } from '../../passes/view.ts';
import { collectionSchema, collectionView } from './source-views.ts';
import { servedDisplayProfile, servedSettings } from './wall-urls.ts';

/** The 0/1 switches of a wall, kept in its settings, with their defaults. */
export const wallSwitches = {
  textupdates: 1,
  sharebuttons: 1,
  show_author: 1,
  account: 0,
  analytics: 0,
} as const;

/** The name of one switch. */
export type WallSwitch = keyof typeof wallSwitches;

const switchSchema = z.union([z.literal(0), z.literal(1)]);

/** A wall as the API shows it; `{network}_accounts` keys hold each network's sources. */
export const profileSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string(),
    name: z.string(),
    theme: z.string(),
    status: z.enum(['0', '2']).meta({ description: "'0' active, '2' inactive." }),
    enable_realtime: switchSchema,
    textupdates: switchSchema,
    sharebuttons: switchSchema,
    show_author: switchSchema,
    account: switchSchema.meta({ description: 'Fast scrape (website builder).' }),
    analytics: switchSchema.meta({ description: '0 = not activated.' }),
    settings: z.record(z.string(), z.unknown()).meta({
      description: 'Appearance settings (fonts, colours, backgrounds...).',
    }),
    embed_display_profile: z.string().meta({ description: 'The display settings as JSON text.' }),
    display_profile: z.record(z.string(), z.unknown()),
    custom_css: z.string(),
    plan: planIdSchema.meta({ description: "The owner's plan." }),
    realtime: z.boolean().meta({
      description: 'Live push is on (enable_realtime, a paid plan, or an active live-update pass).',
    }),
    realtime_windows: z.array(z.tuple([z.number().int(), z.number().int()])).meta({
      description:
        'Live push windows the live-update passes give, in seconds from this answer (a running one starts below zero); empty when live push does not depend on a pass. An open wall follows them.',
    }),
    realtime_updates: realtimeUpdatesSchema.optional().meta({
      description: "The spec's realtime data[]: the wall's live-update passes (owner view only).",
    }),
    feed_count: z.number().int().meta({ description: 'How many sources feed the wall.' }),
    powered_by: z.boolean().meta({
      description:
        'The wall shows "Powered by Chorus": hosted, by the plan (basic, deactivated); self-hosted, by the administrator\'s switch.',
    }),
    toggable: z.boolean().optional().meta({
      description: 'Whether the on/off switch may flip (owner view only).',
    }),
  })
  .catchall(z.array(collectionSchema))
  .meta({ title: 'Profile' });

/** A wall as the API shows it. */
export type ProfileView = z.infer<typeof profileSchema>;

/** Reads one switch from stored settings (0/1, booleans or text), else its default. */
export function readSwitch(settings: Record<string, unknown>, name: WallSwitch): 0 | 1 {
  const value = settings[name];
  if (value === undefined || value === null) return wallSwitches[name];
  return value === true || value === 1 || value === '1' ? 1 : 0;
}

/** What the view needs besides the wall. */
export interface ProfileContext {
  readonly plugins: PluginHost;
  readonly plan: PlanId;
  /** Rewards redeemed into the owner's meta: features added to the plan. */
  readonly rewards: readonly string[];
  readonly sources: readonly SourceRow[];
  /** Whether the caller may edit the wall: adds source health and the toggable flag. */
  readonly owner: boolean;
  readonly toggable: boolean;
  /** Whether the wall shows the powered-by attribution (plan or instance setting). */
  readonly poweredBy: boolean;
  /** The wall's live-update passes, read at `now` (the pass clock). */
  readonly passes?: readonly PassRow[];
  readonly now?: Date;
}

/**
 * The custom CSS a caller sees. Visitors get it only while the owner's plan (or a reward) has
 * the feature: CSS saved on a plan that had it stops showing after a downgrade, and is back,
 * unchanged, after an upgrade. The owner always reads what is stored, so that saving the rest
 * of the profile never sends a changed value the plan would refuse.
 */
function appliedCustomCss(wall: WallRow, context: ProfileContext): string {
  if (context.owner || hasFeature(context.plan, context.rewards, 'customCSS')) {
    return wall.custom_css;
  }
  return defaultCustomCss;
}

/** Builds the API view of a wall. */
export function profileView(wall: WallRow, context: ProfileContext): ProfileView {
  const settings = servedSettings({ ...wall.settings });
  const switches = Object.fromEntries(
    (Object.keys(wallSwitches) as WallSwitch[]).map((name) => [name, readSwitch(settings, name)]),
  ) as Record<WallSwitch, 0 | 1>;
  for (const name of Object.keys(wallSwitches)) delete settings[name];
  const displayProfile = servedDisplayProfile(parseDisplayProfile(wall.display_profile));
  const accounts: Record<string, z.infer<typeof collectionSchema>[]> = {};
  for (const connector of context.plugins.connectors) accounts[`${connector.id}_accounts`] = [];
  for (const source of context.sources) {
    accounts[`${source.network}_accounts`]?.push(
      collectionView(context.plugins, source, context.owner),
    );
  }
  const livePush = isLivePushEnabled({ enableRealtime: wall.enable_realtime, plan: context.plan });
  const now = context.now ?? new Date();
  const passes = realtimeUpdatesOf(context.passes ?? [], livePush, now);
  const view = {
    id: wall.id,
    user_id: wall.user_id,
    user_name: wall.user_name,
    name: wall.name,
    theme: wall.theme,
    status: wall.status === 2 ? legacyWallStatusCodes.inactive : legacyWallStatusCodes.active,
    enable_realtime: wall.enable_realtime ? 1 : 0,
    ...switches,
    settings,
    embed_display_profile: JSON.stringify(displayProfile),
    display_profile: displayProfile,
    custom_css: appliedCustomCss(wall, context),
    plan: context.plan,
    realtime: livePush || passes.active,
    realtime_windows: livePush ? [] : liveWindows(context.passes ?? [], now),
    feed_count: context.sources.length,
    powered_by: context.poweredBy,
    ...(context.owner ? { toggable: context.toggable, realtime_updates: passes } : {}),
  };
  // zod types a catchall as an index signature the named fields must also satisfy; the
  // schema itself checks the real shape when the response is serialized.
  return { ...accounts, ...view } as unknown as ProfileView;
}
