import { describe, expect, it } from 'vitest';
import { networkIdSchema } from '../domain/plugin-id.ts';
import { planIdSchema } from '../domain/plan-schemas.ts';
import { planIds } from '../domain/plans.ts';
import { isNetworkId, isPlanId } from './known-ids.ts';

describe('id guards', () => {
  it('accept exactly what the zod schemas accept', () => {
    const candidates = [
      'rss',
      'pigeon-post',
      'acme_2',
      ...planIds,
      'tw',
      'Twitter',
      '',
      ' rss',
      '2rss',
      'a'.repeat(41),
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
