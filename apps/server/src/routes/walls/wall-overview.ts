/**
 * What the dashboard's wall cards add to `GET /api/feedCount`: each wall's live state, its
 * counts, and a thumbnail of up to four pictures served by Chorus (never a network's address).
 */
import { isLivePushEnabled, type PlanId } from '@chorus/core';
import { z } from 'zod';
import type { WallSummary } from '../../db/repositories/wall-feeds.ts';
import type { WallRow } from '../../db/schema.ts';
import type { PassRow } from '../../passes/store.ts';
import { realtimeUpdatesOf, realtimeUpdatesSchema } from '../../passes/view.ts';
import { isHosted, mediaUrl } from '../../media/hosted-media.ts';

/** Pictures in a wall's thumbnail: a 2×2 collage. */
export const thumbnailPictures = 4;

/** One picture of a wall's thumbnail. */
export const thumbnailSchema = z.object({
  url: z.string().meta({ description: "Chorus's own address of the picture (300 px wide)." }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
});

/** The fields a wall of `GET /api/feedCount` has for the dashboard's cards. */
export const wallOverviewFields = {
  theme: z.string().meta({ description: "The wall's theme id." }),
  colors: z
    .object({ background: z.string().nullable(), text: z.string().nullable() })
    .meta({ description: "The wall's name bar colours (hex), for a thumbnail without pictures." }),
  realtime: z.boolean().meta({
    description: 'Live push is on (enable_realtime, a paid plan, or an active live-update pass).',
  }),
  realtime_updates: realtimeUpdatesSchema.meta({
    description: "The spec's realtime data[]: the wall's live-update passes.",
  }),
  can_buy_pass: z.boolean().meta({
    description:
      'Live-update passes are sold for this wall (hosted billing; not basic, trial, plus).',
  }),
  viewers: z.number().int().meta({
    description:
      'Wall pages watching it live through this server process now (remote controls left out).',
  }),
  approved_count: z.number().int().meta({ description: 'Approved posts.' }),
  pending_count: z.number().int().meta({ description: 'Posts waiting for moderation.' }),
  sources_failing: z.number().int().meta({
    description: 'Sources that need the owner (signed out, expired, failing).',
  }),
  thumbnails: z.array(thumbnailSchema).max(thumbnailPictures),
};

/** A wall's card fields. */
export type WallOverview = {
  [K in keyof typeof wallOverviewFields]: z.infer<(typeof wallOverviewFields)[K]>;
};

const emptySummary: WallSummary = {
  approved: 0,
  pending: 0,
  sources: 0,
  sourcesFailing: 0,
  pictures: [],
};

/** A path on Chorus's own site (`/examples/1.svg`), never `//host/...`. */
const sameSitePath = /^\/(?!\/)/;
const hexColour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function colour(value: unknown): string | null {
  return typeof value === 'string' && hexColour.test(value) ? value : null;
}

/**
 * The thumbnail's pictures: the first picture of each post, when Chorus stored it (or it is
 * Chorus's own file). A picture not re-hosted, and every network address, is left out.
 */
export function thumbnailsOf(pictures: WallSummary['pictures']): z.infer<typeof thumbnailSchema>[] {
  const shown: z.infer<typeof thumbnailSchema>[] = [];
  for (const { media, hosted } of pictures) {
    if (shown.length === thumbnailPictures) break;
    const first = media[0];
    if (!first) continue;
    if (sameSitePath.test(first.url)) {
      shown.push({ url: first.url, width: first.width, height: first.height, alt: first.alt });
      continue;
    }
    const stored = hosted?.[first.url];
    if (!isHosted(stored)) continue;
    shown.push({
      url: mediaUrl(stored.hash, 300),
      width: stored.width,
      height: stored.height,
      alt: first.alt,
    });
  }
  return shown;
}

/** A wall's card fields from its row, its summary, its viewers and the owner's plan. */
export function wallOverview(
  wall: WallRow,
  summary: WallSummary | undefined,
  viewers: number,
  plan: PlanId,
  passes: { readonly rows: readonly PassRow[]; readonly now: Date; readonly canBuy: boolean } = {
    rows: [],
    now: new Date(),
    canBuy: false,
  },
): WallOverview {
  const figures = summary ?? emptySummary;
  const livePush = isLivePushEnabled({ enableRealtime: wall.enable_realtime, plan });
  const updates = realtimeUpdatesOf(passes.rows, livePush, passes.now);
  return {
    theme: wall.theme,
    colors: {
      background: colour(wall.settings['color_namebar']),
      text: colour(wall.settings['color_name']),
    },
    realtime: livePush || updates.active,
    realtime_updates: updates,
    can_buy_pass: passes.canBuy,
    viewers,
    approved_count: figures.approved,
    pending_count: figures.pending,
    sources_failing: figures.sourcesFailing,
    thumbnails: thumbnailsOf(figures.pictures),
  };
}
