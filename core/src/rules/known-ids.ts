/** Guards for the ids core knows, without zod (for bundles that must stay light). */
import { pluginIdPattern, type NetworkId } from '../domain/plugin-id.ts';
import { planIds, type PlanId } from '../domain/plans.ts';

/** Whether `value` is shaped like a network id; whether a connector has it is the registry's. */
export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && pluginIdPattern.test(value);
}

/** Whether `value` is one of core's plan ids. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}
