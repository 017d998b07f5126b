/**
 * The quota a crawl learnt, as stored with the source's health (JSON, times in unix seconds):
 * the owner reads it beside the source in the edit panel.
 */
import { sourceQuotaSchema, type SourceHealth, type SourceQuota } from '@chorus/core';
import type { StoredSourceQuota } from '@chorus/core';

/**
 * A connector's quota as stored; `undefined` when there is none or it does not hold (a
 * negative count, a date that is not one), so a bad report never fails a crawl.
 */
export function storedQuota(quota: SourceQuota | null | undefined): StoredSourceQuota | undefined {
  if (!quota) return undefined;
  const resetsAt = quota.resetsAt?.getTime();
  const parsed = sourceQuotaSchema.safeParse({
    unit: quota.unit,
    period: quota.period,
    limit: quota.limit,
    remaining: quota.remaining,
    resetsAt: resetsAt === undefined || Number.isNaN(resetsAt) ? null : Math.floor(resetsAt / 1000),
  });
  return parsed.success ? parsed.data : undefined;
}

/** The health with the quota beside it (or without one when none is known). */
export function withQuota(
  health: SourceHealth,
  quota: StoredSourceQuota | undefined,
): SourceHealth {
  const { quota: _previous, ...rest } = health;
  return quota ? { ...rest, quota } : rest;
}
