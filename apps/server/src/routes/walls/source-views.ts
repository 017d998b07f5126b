/**
 * Sources as the API shows them: the owner's full view (options, privacy, status, health) and
 * the collection entry the nav bar draws (network, id, short label, last crawled).
 */
import { accountLabel, messages, sourceHealthSchema, type StoredSourceQuota } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import { z } from 'zod';
import type { SourceRow } from '../../db/schema.ts';

/** The quota or rate limit the network holds a source to, as its last crawl saw it. */
export const quotaSchema = z
  .object({
    unit: z.enum(['requests', 'units', 'searches']).meta({
      description:
        '`requests` of a rate-limit window, `units` of a budget (YouTube search), or `searches` an account may make in a rolling window (Instagram hashtags).',
    }),
    period: z.enum(['window', 'day']).meta({ description: 'A rolling window or a daily budget.' }),
    limit: z.number().nullable().meta({ description: 'The allowance; null when not told.' }),
    remaining: z.number().nullable().meta({ description: 'What is left; null when not told.' }),
    used: z.number().nullable().meta({ description: 'limit - remaining, when both are known.' }),
    resets_at: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Unix seconds when the allowance renews; null when not told.' }),
  })
  .meta({ description: "The network's quota or rate limit, from the last crawl that saw one." });

/** How crawling a source is going, with the text to show the owner beside it. */
export const healthSchema = z.object({
  state: z.enum(['ok', 'needs_reauth', 'rate_limited', 'failing']),
  last_error: z.string().nullable(),
  last_error_at: z.number().int().nullable().meta({ description: 'Unix seconds.' }),
  retry_at: z.number().int().nullable().meta({ description: 'Unix seconds.' }),
  message: z.string().nullable().meta({
    description: 'What the owner sees: the token-expired text for needs_reauth, else the error.',
  }),
  quota: quotaSchema.optional(),
  media: z
    .object({
      failing: z.number().int(),
      last_error: z.string(),
      at: z.number().int().meta({ description: 'Unix seconds.' }),
    })
    .optional()
    .meta({
      description:
        "Pictures of the source's posts that could not be stored (given up or retrying), " +
        "and the latest reason; the crawl's state is not changed by them.",
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
  credentials_saved: z
    .boolean()
    .optional()
    .meta({
      description:
        'For a feed type the owner enters sign-in details with: whether they are stored. The ' +
        'details themselves are never sent back.',
    }),
});

/** One entry of a wall's collection list (the nav bar's sub-items). */
export const collectionSchema = z.object({
  id: z.number().int(),
  network: z.string(),
  short_code: z.string(),
  network_name: z.string().meta({
    description: "The network's display name; its id when its connector is not installed.",
  }),
  network_label: z.string().meta({
    description:
      "The network's short name for the collection bar (e.g. Twitter); its display name, or its id when its connector is not installed.",
  }),
  network_icon: z.string().meta({
    description: "The network's icon: an SVG path drawn in a 24×24 box; empty when unknown.",
  }),
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
  const needsReauth =
    health.state === 'needs_reauth' ||
    row.status === 'needs_reauth' ||
    row.status === 'token_expired';
  return {
    state: needsReauth ? 'needs_reauth' : health.state,
    last_error: health.lastError,
    last_error_at: health.lastErrorAt,
    retry_at: health.retryAt,
    message: needsReauth ? messages.tokenExpired : health.lastError,
    ...(health.quota ? { quota: quotaView(health.quota) } : {}),
    ...(health.media
      ? {
          media: {
            failing: health.media.failing,
            last_error: health.media.lastError,
            at: health.media.at,
          },
        }
      : {}),
  };
}

/** A stored quota as the API shows it. */
function quotaView(quota: StoredSourceQuota): z.infer<typeof quotaSchema> {
  return {
    unit: quota.unit,
    period: quota.period,
    limit: quota.limit,
    remaining: quota.remaining,
    used:
      quota.limit !== null && quota.remaining !== null
        ? Math.max(0, quota.limit - quota.remaining)
        : null,
    resets_at: quota.resetsAt,
  };
}

/**
 * The collection-bar label: 16 characters, after the prefix its feed type declares (`#` for a
 * tag feed); a source whose connector is not installed keeps its shortened label.
 */
export function shortLabel(plugins: PluginHost, row: SourceRow): string {
  const feedType = plugins.connector(row.network)?.feedTypes[row.feed_type];
  return accountLabel(row.label, feedType?.labelPrefix);
}

const statusCodes = { active: 0, paused: 0, needs_reauth: -2, token_expired: -1 } as const;

/**
 * A source as its owner sees it; `credentialsSaved` is told for a feed type whose owner enters
 * sign-in details (whether they are stored; never what they are).
 */
export function sourceView(
  plugins: PluginHost,
  row: SourceRow,
  credentialsSaved?: boolean,
): z.infer<typeof sourceSchema> {
  return {
    id: row.id,
    wall_id: row.wall_id,
    network: row.network,
    feed_type: row.feed_type,
    options: row.options,
    label: row.label,
    account_label: shortLabel(plugins, row),
    privacy: row.privacy,
    status: row.status,
    status_code: statusCodes[row.status],
    last_crawled: unixSeconds(row.last_crawled_at),
    health: healthView(row),
    ...(credentialsSaved === undefined ? {} : { credentials_saved: credentialsSaved }),
  };
}

/** A source as the collection list shows it; health only for those who may edit the wall. */
export function collectionView(
  plugins: PluginHost,
  row: SourceRow,
  withHealth: boolean,
): z.infer<typeof collectionSchema> {
  // A source of a connector no longer installed shows its network id: it never fails the list.
  const connector = plugins.connector(row.network);
  return {
    id: row.id,
    network: row.network,
    short_code: connector?.shortCode ?? row.network,
    network_name: connector?.displayName ?? row.network,
    network_label: connector?.shortName ?? connector?.displayName ?? row.network,
    network_icon: connector?.icon ?? '',
    source: connector?.sourceNumber ?? 0,
    feed_type: row.feed_type,
    label: shortLabel(plugins, row),
    last_crawled: unixSeconds(row.last_crawled_at),
    ...(withHealth ? { health: healthView(row) } : {}),
  };
}
