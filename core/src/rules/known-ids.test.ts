import { describe, expect, it } from 'vitest';
import { networkIdSchema, networkIds } from '../domain/networks.ts';
import { planIdSchema, planIds } from '../domain/plans.ts';
import { isNetworkId, isPlanId } from './known-ids.ts';

describe('id guards', () => {
  it('accept exactly what the zod schemas accept', () => {
    const candidates = [
      ...networkIds,
      ...planIds,
      'tw',
      'Twitter',
      '',
      ' rss',
      12,
      null,
      undefined,
    ];
    for (const value of candidates) {
      expect(isNetworkId(value)).toBe(networkIdSchema.safeParse(value).success);
      expect(isPlanId(value)).toBe(planIdSchema.safeParse(value).success);
    }
  });
});
