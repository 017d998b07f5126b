/**
 * The `account` switch (the spec's "fast scrape for builder") on a website-builder wall: blocked
 * on the basic plan (spec: "Fast scrape in the builder is blocked on basic_plan"), answered with
 * the upgrade message (402), whose prompt leads to the pricing page.
 */
import { allowsFastScrape, messages, type PlanId } from '@chorus/core';
import { httpError } from '../auth/http-error.ts';

const isFlag = (value: unknown) => value === 1 || value === true || value === '1';

/** Whether wall settings carry the builder's `wix` flag (set when `/wix/endpoint` made it). */
export function isBuilderWallSettings(settings: Readonly<Record<string, unknown>>): boolean {
  return isFlag(settings.wix);
}

/**
 * Throws the 402 upgrade refusal when a builder wall (by its stored settings, or those being
 * saved with the switch) turns fast scrape on under a plan that does not allow it.
 */
export function checkFastScrape(
  plan: PlanId,
  turningOn: boolean,
  stored: Readonly<Record<string, unknown>>,
  incoming: Readonly<Record<string, unknown>> = {},
): void {
  if (!turningOn || allowsFastScrape(plan)) return;
  if (isBuilderWallSettings(stored) || isBuilderWallSettings(incoming)) {
    throw httpError(402, messages.upgradeRequired);
  }
}
