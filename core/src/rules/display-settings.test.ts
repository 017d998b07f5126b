import { describe, expect, it } from 'vitest';
import {
  defaultPostSize,
  effectivePostSize,
  normalizeWaterfallSpeed,
  parseDisplayProfile,
} from './display-settings.ts';

describe('parseDisplayProfile: invalid display-profile JSON falls back to empty settings', () => {
  it('gives the defaults for text that does not parse', () => {
    const profile = parseDisplayProfile('{oops');
    expect(profile.transitionDelay).toBe(15000);
    expect(profile.mincolumnwidth).toBe(225);
    expect(profile.postwidth).toBeUndefined();
  });
  it('gives the defaults for JSON that is not an object', () => {
    expect(parseDisplayProfile('[1,2]').gridwidth).toBe(300);
    expect(parseDisplayProfile(null).gridpadding).toBe(10);
  });
  it('keeps good settings and unknown option keys', () => {
    const profile = parseDisplayProfile('{"postwidth":"300","myslider":4}');
    expect(profile.postwidth).toBe(300);
    expect(profile['myslider']).toBe(4);
  });
  it('drops a malformed cta without losing the rest', () => {
    const profile = parseDisplayProfile({ cta: 'nope', gridheight: 250 });
    expect(profile.cta).toBeUndefined();
    expect(profile.gridheight).toBe(250);
  });
  it('defaults the grid to 300x300 with padding 10 and the transition to 15000 ms', () => {
    const profile = parseDisplayProfile({});
    expect([profile.gridwidth, profile.gridheight, profile.gridpadding]).toEqual([300, 300, 10]);
    expect(profile.waterfallSpeed).toBe(100000);
  });
});

describe('normalizeWaterfallSpeed: a speed under 25000 is reset to 100000', () => {
  it('resets slow values and keeps valid ones', () => {
    expect(normalizeWaterfallSpeed(24999)).toBe(100000);
    expect(normalizeWaterfallSpeed(25000)).toBe(25000);
    expect(normalizeWaterfallSpeed(undefined)).toBe(100000);
  });
});

describe('defaultPostSize: default post width/padding by theme', () => {
  it.each([
    ['standard', 280, 20],
    ['photo_tall', 280, 20],
    ['photo', 340, 20],
    ['news', 280, 2],
    ['pin', 222, 16],
    ['inverse', 250, 10],
    ['tano', 280, 20],
    ['waterfall', 250, 10],
    ['waterfall_events', 250, 10],
  ] as const)('%s is %i/%i', (theme, width, padding) => {
    expect(defaultPostSize(theme)).toEqual({ width, padding });
  });
  it('lets saved settings override the theme default', () => {
    expect(effectivePostSize('pin', { postwidth: 400 })).toEqual({ width: 400, padding: 16 });
  });
});
