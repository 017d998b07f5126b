/**
 * Sources as the API shows them: the owner's full view (options, privacy, status, health) and
 * the collection entry the nav bar draws (network, id, short label, last crawled).
 */
import {
  accountLabel,
  messages,
  networkIdSchema,
  networks,
  shortenLabel,
  sourceHealthSchema,
  stripHandlePrefix,
} from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import { z } from 'zod';
import type { SourceRow } from '../../db/schema.ts';

/** How crawling a source is going, with the text to show the owner beside it. */
export const healthSchema = z.object({
  state: z.enum(['ok', 'needs_reauth', 'rate_limited', 'failing']),
  last_error: z.string().nullable(),
  last_error_at: z.number().int().nullable().meta({ description: 'Unix seconds.' }),
  retry_at: z.number().int().nullable().meta({ description: 'Unix seconds.' }),
  message: z.string().nullable().meta({
    description: 'What the owner sees: the token-expired text for needs_reauth, else the error.',
  }),
});

/** A source as its wall's owner sees it. */
export const sourceSchema = z.object({
  id: z.number().int(),
  wall_id: z.number().int(),
  network: z.string(),
  feed_type: z.string(),
  options: z.record(z.string(), z.unknown()),
  label: z.string().meta({ description: 'The full label, from the feed type.' }),
  account_label: z.string().meta({ description: 'The collection-bar label (16 characters).' }),
  privacy: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(['active', 'needs_reauth', 'token_expired', 'paused']),
  status_code: z.number().int().meta({
    description: 'The spec code: -2 needs re-authorisation, -1 token expired, else 0.',
  }),
  last_crawled: z.number().int().meta({ description: 'Unix seconds; 0 until the first import.' }),
  health: healthSchema,
});

/** One entry of a wall's collection list (the nav bar's sub-items). */
export const collectionSchema = z.object({
  id: z.number().int(),
  network: z.string(),
  short_code: z.string(),
  source: z.number().int().meta({ description: 'The numeric source code of the network.' }),
  feed_type: z.string(),
  label: z.string().meta({ description: 'At most 16 characters, # for tag accounts.' }),
  last_crawled: z.number().int().meta({ description: 'Unix seconds; 0 = not yet imported.' }),
  health: healthSchema.optional().meta({ description: 'Only for callers who may edit the wall.' }),
});

const unixSeconds = (date: Date | null): number =>
  date === null ? 0 : Math.floor(new Date(date).getTime() / 1000);

/** The health of a source, with the owner-facing message. */
export function healthView(row: SourceRow): z.infer<typeof healthSchema> {
  const health = sourceHealthSchema.catch(sourceHealthSchema.parse({})).parse(row.health);
  const needsReauth = health.state === 'needs_reauth' || row.status === 'needs_reauth';
  return {
    state: needsReauth ? 'needs_reauth' : health.state,
    last_error: health.lastError,
    last_error_at: health.lastErrorAt,
    retry_at: health.retryAt,
    message: needsReauth ? messages.tokenExpired : health.lastError,
  };
}

/** The collection-bar label: 16 characters, # for an instagram hashtag or vine tag source. */
export function shortLabel(row: SourceRow): string {
  const network = networkIdSchema.safeParse(row.network);
  const isTag = row.feed_type === 'hashtag' || row.feed_type === 'tag';
  return network.success
    ? accountLabel(network.data, row.label, isTag)
    : shortenLabel(stripHandlePrefix(row.label));
}

const statusCodes = { active: 0, paused: 0, needs_reauth: -2, token_expired: -1 } as const;

/** A source as its owner sees it. */
export function sourceView(row: SourceRow): z.infer<typeof sourceSchema> {
  return {
    id: row.id,
    wall_id: row.wall_id,
    network: row.network,
    feed_type: row.feed_type,
    options: row.options,
    label: row.label,
    account_label: shortLabel(row),
    privacy: row.privacy,
    status: row.status,
    status_code: statusCodes[row.status],
    last_crawled: unixSeconds(row.last_crawled_at),
    health: healthView(row),
  };
}

/** A source as the collection list shows it; health only for those who may edit the wall. */
export function collectionView(
  plugins: PluginHost,
  row: SourceRow,
  withHealth: boolean,
): z.infer<typeof collectionSchema> {
  const connector = plugins.connector(row.network);
  const known = networkIdSchema.safeParse(row.network);
  const network = known.success ? networks[known.data] : undefined;
  return {
    id: row.id,
    network: row.network,
    short_code: connector?.shortCode ?? network?.shortCode ?? row.network,
    source: connector?.sourceNumber ?? network?.sourceNumber ?? 0,
    feed_type: row.feed_type,
    label: shortLabel(row),
    last_crawled: unixSeconds(row.last_crawled_at),
    ...(withHealth ? { health: healthView(row) } : {}),
  };
}
