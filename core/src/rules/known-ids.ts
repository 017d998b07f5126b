/** Guards for the ids core knows, without zod (for bundles that must stay light). */
import { networkIds, type NetworkId } from '../domain/networks.ts';
import { planIds, type PlanId } from '../domain/plans.ts';

/** Whether `value` is one of core's network ids (`twitter`, `rss`...). */
export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && (networkIds as readonly string[]).includes(value);
}

/** Whether `value` is one of core's plan ids. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}
