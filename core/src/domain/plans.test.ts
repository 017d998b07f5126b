import { describe, expect, it } from 'vitest';
import {
  canSearch,
  featureFlags,
  planAllows,
  planFeatures,
  planFromLegacyName,
  planIds,
  showsPoweredBy,
} from './plans.ts';

describe('planFeatures: the one table of plan gates', () => {
  it('gives basic no search, a powered-by and no premium feature', () => {
    expect(canSearch('basic')).toBe(false);
    expect(showsPoweredBy('basic')).toBe(true);
    expect(planFeatures.basic).toEqual(['hashtags']);
  });
  it('ties private posts and moderation to pro, premium and trial', () => {
    const withPrivate = planIds.filter((plan) => planAllows(plan, 'privatePosts'));
    expect(withPrivate).toEqual(['trial', 'pro', 'premium']);
    expect(planIds.filter((plan) => planAllows(plan, 'moderation'))).toEqual(withPrivate);
  });
  it('gives live push to prime, pro, premium and trial', () => {
    expect(planIds.filter((plan) => planAllows(plan, 'livePush'))).toEqual([
      'trial',
      'pro',
      'prime',
      'premium',
    ]);
  });
  it('shows the API key area on premium only', () => {
    expect(planIds.filter((plan) => planAllows(plan, 'apiKey'))).toEqual(['premium']);
  });
  it('gives deactivated nothing', () => {
    expect(planFeatures.deactivated).toEqual([]);
    expect(showsPoweredBy('deactivated')).toBe(true);
  });
  it('uses only known flags', () => {
    for (const plan of planIds) {
      for (const flag of planFeatures[plan]) expect(featureFlags).toContain(flag);
    }
  });
});

describe('planFromLegacyName: basic_plan and trial_plan are read, unknown is basic', () => {
  it('maps legacy names', () => {
    expect(planFromLegacyName('basic_plan')).toBe('basic');
    expect(planFromLegacyName('trial_plan')).toBe('trial');
    expect(planFromLegacyName('premium')).toBe('premium');
    expect(planFromLegacyName('gold')).toBe('basic');
  });
});
