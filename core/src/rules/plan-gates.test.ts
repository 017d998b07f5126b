import { describe, expect, it } from 'vitest';
import {
  billingNotice,
  eventsAvailable,
  featureForTheme,
  hasFeature,
  isLivePushEnabled,
  isToggable,
  offersRealtimePurchase,
  redeemReward,
  showsFeedUpgradeAlert,
  showsRefreshPostsButton,
  showsSearch,
  tweetShareIncludesVia,
  usesPremiumImageHost,
  allowsFastScrape,
} from './plan-gates.ts';

describe('isLivePushEnabled: enable_realtime 1 or a paid plan (prime, pro, premium, trial)', () => {
  it.each(['prime', 'pro', 'premium', 'trial'] as const)('%s has live push', (plan) => {
    expect(isLivePushEnabled({ enableRealtime: false, plan })).toBe(true);
  });
  it('basic and plus need enable_realtime', () => {
    expect(isLivePushEnabled({ enableRealtime: false, plan: 'basic' })).toBe(false);
    expect(isLivePushEnabled({ enableRealtime: false, plan: 'plus' })).toBe(false);
    expect(isLivePushEnabled({ enableRealtime: true, plan: 'basic' })).toBe(true);
  });
  it('an active live-update pass turns it on for basic and plus', () => {
    expect(isLivePushEnabled({ enableRealtime: false, plan: 'basic', passActive: true })).toBe(
      true,
    );
    expect(isLivePushEnabled({ enableRealtime: false, plan: 'plus', passActive: false })).toBe(
      false,
    );
  });
});

describe('showsSearch: search is hidden on basic and inside the website builder', () => {
  it('shows for paid plans outside the builder only', () => {
    expect(showsSearch('basic', false)).toBe(false);
    expect(showsSearch('pro', false)).toBe(true);
    expect(showsSearch('pro', true)).toBe(false);
  });
  it('keeps the events theme from builder users', () => {
    expect(eventsAvailable('premium', true)).toBe(false);
    expect(eventsAvailable('premium', false)).toBe(true);
  });
});

describe('hasFeature / redeemReward: rewards add keys to meta, hashtagModeration adds moderation', () => {
  it('unlocks a flag by reward', () => {
    const meta = redeemReward([], 'hashtagModeration');
    expect(meta).toEqual(['hashtagModeration', 'moderation']);
    expect(hasFeature('basic', meta, 'moderation')).toBe(true);
    expect(hasFeature('basic', [], 'moderation')).toBe(false);
  });
  it('gates a theme behind the feature it declares; one not installed needs premiumDesign', () => {
    expect(featureForTheme({ capabilities: { planFeature: null } })).toBeNull();
    expect(featureForTheme({ capabilities: { planFeature: 'events' } })).toBe('events');
    expect(featureForTheme(undefined)).toBe('premiumDesign');
  });
});

describe('offersRealtimePurchase: basic, trial and plus hide the buy-realtime option', () => {
  it('hides for those three only', () => {
    expect(['basic', 'trial', 'plus'].map((p) => offersRealtimePurchase(p as 'basic'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(offersRealtimePurchase('pro')).toBe(true);
  });
});

describe('showsRefreshPostsButton: flag on, or a white-label page', () => {
  it('shows on white-label pages even without the flag', () => {
    expect(showsRefreshPostsButton('basic', [], true)).toBe(true);
    expect(showsRefreshPostsButton('basic', [], false)).toBe(false);
    expect(showsRefreshPostsButton('pro', [], false)).toBe(true);
  });
});

describe('showsFeedUpgradeAlert: allowed minus active, or inactive, is 1 or less', () => {
  it('alerts near either allowance', () => {
    expect(showsFeedUpgradeAlert({ allowed: 5, active: 4, inactive: 0 })).toBe(true);
    expect(showsFeedUpgradeAlert({ allowed: 5, active: 0, inactive: 4 })).toBe(true);
    expect(showsFeedUpgradeAlert({ allowed: 5, active: 3, inactive: 3 })).toBe(false);
  });
});

describe('isToggable: the switch needs room in the allowance it moves into', () => {
  it('turns on only with active room, off only with inactive room', () => {
    const full = { allowed: 2, active: 2, inactive: 2 };
    expect(isToggable('inactive', full)).toBe(false);
    expect(isToggable('active', full)).toBe(false);
    expect(isToggable('inactive', { ...full, active: 1 })).toBe(true);
    expect(isToggable('active', { ...full, inactive: 1 })).toBe(true);
  });
});

describe('billingNotice: card declined, charge failed, trial ending under 86400 s, trial', () => {
  const now = 1_000_000;
  it('picks the most urgent notice', () => {
    const base = { plan: 'pro' as const, delinquent: false, trialEnd: null, nowSeconds: now };
    expect(billingNotice({ ...base, plan: 'deactivated' })).toBe('cardDeclined');
    expect(billingNotice({ ...base, delinquent: true })).toBe('chargeFailed');
    expect(billingNotice({ ...base, plan: 'trial', trialEnd: now + 86399 })).toBe(
      'trialEndingSoon',
    );
    expect(billingNotice({ ...base, plan: 'trial', trialEnd: now + 86400 })).toBe('trialActive');
    expect(billingNotice(base)).toBeNull();
  });
});

describe('tweetShareIncludesVia / usesPremiumImageHost / allowsFastScrape: small plan differences', () => {
  it('adds via on basic only', () => {
    expect(tweetShareIncludesVia('basic')).toBe(true);
    expect(tweetShareIncludesVia('plus')).toBe(false);
  });
  it('uses the premium image host for premium and trial', () => {
    expect(usesPremiumImageHost('trial')).toBe(true);
    expect(usesPremiumImageHost('pro')).toBe(false);
  });
  it('blocks fast scrape on basic', () => {
    expect(allowsFastScrape('basic')).toBe(false);
    expect(allowsFastScrape('plus')).toBe(true);
  });
});
