import { parseDisplayProfile, readDisplayOptions } from '@chorus/core';
import { remoteSliderKeyword, remoteSliderSchema } from '@chorus/core/realtime';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  maxWaterfallSliderSpeed,
  minWaterfallSpeed,
  normalizeWaterfallSpeed,
  waterfallSliderStep,
  waterfallSpeedSetting,
} from './constants.ts';
import { waterfallDisplayOptionsSchema } from './options.ts';

describe('normalizeWaterfallSpeed: a speed under 25000 is reset to 100000', () => {
  it('resets slow values and keeps valid ones', () => {
    expect(normalizeWaterfallSpeed(24999)).toBe(100000);
    expect(normalizeWaterfallSpeed(25000)).toBe(25000);
    expect(normalizeWaterfallSpeed('30000')).toBe(30000);
    expect(normalizeWaterfallSpeed(undefined)).toBe(100000);
    expect(normalizeWaterfallSpeed('fast')).toBe(100000);
  });
});

describe("the waterfall's display options, read from a wall's settings", () => {
  it('defaults to 100000 and applies the reset rule to a stored value', () => {
    const read = (stored: unknown) =>
      readDisplayOptions(parseDisplayProfile(stored), waterfallDisplayOptionsSchema);
    expect(read({})).toEqual({ waterfallSpeed: 100000, ignoreReducedMotion: false });
    expect(read('{"waterfallSpeed":20000}')).toEqual({
      waterfallSpeed: 100000,
      ignoreReducedMotion: false,
    });
    expect(read({ waterfallSpeed: 60000 })).toEqual({
      waterfallSpeed: 60000,
      ignoreReducedMotion: false,
    });
  });
});

describe("the waterfall's speed on a remote screen", () => {
  it("marks the speed as a remote slider with the control bar's range", () => {
    const schema = z.toJSONSchema(waterfallDisplayOptionsSchema, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    const slider = remoteSliderSchema.parse(
      schema.properties[waterfallSpeedSetting]?.[remoteSliderKeyword],
    );
    expect(slider).toEqual({
      minimum: minWaterfallSpeed,
      maximum: maxWaterfallSliderSpeed,
      step: waterfallSliderStep,
    });
    // Every value the slider offers survives the spec's reset rule.
    expect(normalizeWaterfallSpeed(slider.minimum)).toBe(slider.minimum);
  });
});
