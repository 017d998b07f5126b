/**
 * The plan and feature-flag schemas. Kept apart from plans.ts: when a chunk shared by the wall
 * and the owner app holds plans.ts, a schema there would bring zod into the wall
 * (apps/web/src/bundle.test.ts).
 */
import { z } from 'zod';
import { featureFlags, planIds } from './plans.ts';

/** A plan id, validated. */
export const planIdSchema = /* @__PURE__ */ z.enum(planIds).meta({
  title: 'Plan',
  description: 'The billing plan; it decides which features are enabled.',
});

/** A feature flag, validated. */
export const featureFlagSchema = /* @__PURE__ */ z.enum(featureFlags).meta({
  title: 'Feature flag',
  description: 'A feature that a plan (or a redeemed reward) switches on.',
});
