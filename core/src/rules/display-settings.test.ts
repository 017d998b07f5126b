import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { effectivePostSize, parseDisplayProfile, readDisplayOptions } from './display-settings.ts';

describe('parseDisplayProfile: invalid display-profile JSON falls back to empty settings', () => {
  it('gives the defaults for text that does not parse', () => {
    const profile = parseDisplayProfile('{oops');
    expect(profile.transitionDelay).toBe(15000);
    expect(profile.mincolumnwidth).toBe(225);
    expect(profile.postwidth).toBeUndefined();
  });
  it('gives the defaults for JSON that is not an object', () => {
    expect(parseDisplayProfile('[1,2]').mincolumnwidth).toBe(225);
    expect(parseDisplayProfile(null).transitionDelay).toBe(15000);
  });
  it('keeps good settings and unknown option keys', () => {
    const profile = parseDisplayProfile('{"postwidth":"300","myslider":4}');
    expect(profile.postwidth).toBe(300);
    expect(profile['myslider']).toBe(4);
  });
  it('drops a malformed cta without losing the rest', () => {
    const profile = parseDisplayProfile({ cta: 'nope', postpadding: 12 });
    expect(profile.cta).toBeUndefined();
    expect(profile.postpadding).toBe(12);
  });
  it('defaults the transition to 15000 ms and the minimum column width to 225 px', () => {
    const profile = parseDisplayProfile({});
    expect([profile.transitionDelay, profile.mincolumnwidth]).toEqual([15000, 225]);
  });
});

describe("readDisplayOptions: a theme's own options, read with the theme's schema", () => {
  const cellSchema = z.object({
    cellsize: z.coerce.number().int().positive().catch(40),
    tint: z.string().catch('none'),
  });
  it('fills the defaults in for keys the wall never set, and for settings that are not objects', () => {
    expect(readDisplayOptions(parseDisplayProfile({}), cellSchema)).toEqual({
      cellsize: 40,
      tint: 'none',
    });
    expect(readDisplayOptions([1, 2], cellSchema)).toEqual({ cellsize: 40, tint: 'none' });
  });
  it('reads stored keys (kept by the display profile) and drops one bad value alone', () => {
    const profile = parseDisplayProfile('{"cellsize":"64","tint":7}');
    expect(readDisplayOptions(profile, cellSchema)).toEqual({ cellsize: 64, tint: 'none' });
  });
});

describe('effectivePostSize: saved settings, else the theme default', () => {
  const theme = { defaultPostSize: { width: 222, padding: 16 } };
  it('uses the theme default when nothing is saved', () => {
    expect(effectivePostSize(theme, {})).toEqual({ width: 222, padding: 16 });
  });
  it('lets saved settings override the theme default', () => {
    expect(effectivePostSize(theme, { postwidth: 400 })).toEqual({ width: 400, padding: 16 });
  });
});
