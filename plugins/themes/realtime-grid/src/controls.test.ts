import { remoteSliderKeyword, remoteSliderSchema } from '@chorus/core/realtime';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chosenFromSlider,
  gridSliders,
  isResizeKey,
  sliderValue,
  steppedStart,
  withChosenValues,
} from './controls.ts';
import { readGridOptions } from './layout.ts';
import { realtimeGridDisplayOptionsSchema } from './options.ts';

describe('the grid control bar', () => {
  it('has width, height and padding sliders whose ranges the options schema accepts', () => {
    expect(gridSliders.map((slider) => [slider.key, slider.label])).toEqual([
      ['gridwidth', 'Grid width'],
      ['gridheight', 'Grid height'],
      ['gridpadding', 'Grid padding'],
    ]);
    const defaults = realtimeGridDisplayOptionsSchema.parse({});
    for (const slider of gridSliders) {
      // The spec's defaults (300x300, padding 10) are the schema's and inside each range.
      expect(slider.defaultValue).toBe(defaults[slider.key]);
      expect(slider.defaultValue).toBeGreaterThanOrEqual(slider.min);
      expect(slider.defaultValue).toBeLessThanOrEqual(slider.max);
      for (const value of [slider.min, slider.max]) {
        expect(realtimeGridDisplayOptionsSchema.parse({ [slider.key]: value })[slider.key]).toBe(
          value,
        );
      }
    }
    expect(defaults).toMatchObject({ gridwidth: 300, gridheight: 300, gridpadding: 10 });
  });

  it('lays the screen’s chosen values over the wall’s options', () => {
    const stored = readGridOptions({ gridwidth: 400, gridpadding: 20, transitionDelay: 5000 });
    expect(withChosenValues(stored, {})).toEqual(stored);
    expect(withChosenValues(stored, { gridwidth: 250, gridheight: 200 })).toEqual({
      ...stored,
      gridwidth: 250,
      gridheight: 200,
    });
  });

  it('keeps a slider’s value inside its range', () => {
    const width = gridSliders[0]!;
    expect(sliderValue(width, 300)).toBe(300);
    expect(sliderValue(width, 5000)).toBe(width.max);
    expect(sliderValue(width, 0)).toBe(width.min);
  });

  it('triggers the resize on up and down outside text fields and sliders', () => {
    expect(isResizeKey({ key: 'ArrowUp', targetTag: 'BODY' })).toBe(true);
    expect(isResizeKey({ key: 'ArrowDown' })).toBe(true);
    expect(isResizeKey({ key: 'ArrowDown', targetTag: 'BUTTON' })).toBe(true);
    expect(isResizeKey({ key: 'ArrowUp', targetTag: 'INPUT', targetType: 'checkbox' })).toBe(true);

    expect(isResizeKey({ key: 'ArrowLeft' })).toBe(false);
    expect(isResizeKey({ key: 'Enter' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', ctrlKey: true })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', altKey: true })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', metaKey: true })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', targetTag: 'INPUT', targetType: 'range' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', targetTag: 'INPUT', targetType: 'text' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', targetTag: 'INPUT', targetType: 'search' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowUp', targetTag: 'INPUT' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowDown', targetTag: 'TEXTAREA' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowDown', targetTag: 'SELECT' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowDown', targetTag: 'DIV', targetEditable: true })).toBe(false);
    expect(isResizeKey({ key: 'ArrowDown', targetTag: 'DIV', targetRole: 'slider' })).toBe(false);
    expect(isResizeKey({ key: 'ArrowDown', targetTag: 'DIV', targetRole: 'textbox' })).toBe(false);
  });
});

describe('the grid on a remote screen', () => {
  it('marks each slider setting as a remote slider with the control bar’s range', () => {
    const schema = z.toJSONSchema(realtimeGridDisplayOptionsSchema, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    for (const slider of gridSliders) {
      const property = schema.properties[slider.key];
      expect(property?.['title']).toBe(slider.label);
      expect(remoteSliderSchema.parse(property?.[remoteSliderKeyword])).toEqual({
        minimum: slider.min,
        maximum: slider.max,
        step: slider.step,
        unit: 'px',
      });
    }
  });

  it('takes a remote slider for its own settings only, inside the range in whole px', () => {
    expect(chosenFromSlider('gridwidth', 420)).toEqual({ gridwidth: 420 });
    expect(chosenFromSlider('gridheight', 5000)).toEqual({ gridheight: 1000 });
    expect(chosenFromSlider('gridpadding', 12.6)).toEqual({ gridpadding: 13 });
    expect(chosenFromSlider('gridwidth', 3)).toEqual({ gridwidth: 100 });
    expect(chosenFromSlider('waterfallSpeed', 100_000)).toBeNull();
  });

  it('steps a screen of cells forward and back, wrapping at both ends', () => {
    // 10 posts in 4 cells: screens start at 0, 4 and 8.
    expect(steppedStart(10, 4, 0, 1)).toBe(4);
    expect(steppedStart(10, 4, 8, 1)).toBe(0);
    expect(steppedStart(10, 4, 4, -1)).toBe(0);
    expect(steppedStart(10, 4, 0, -1)).toBe(8);
    expect(steppedStart(3, 4, 0, -1)).toBe(0);
    expect(steppedStart(10, 0, 0, -1)).toBe(0);
  });
});
