import { describe, expect, it } from 'vitest';
import { draftProperties } from './preview-draft.ts';

describe('the unsaved choices shown in the wall preview', () => {
  it('sets the wall’s custom properties for the settings being edited, and only those', () => {
    expect(draftProperties({ color_name: '#777777', fontsize_secondary: 30 })).toEqual({
      '--chorus-color-name': '#777777',
      '--chorus-font-heading-size': '30px',
    });
  });

  it('clears a property whose setting was emptied or is not a value the wall takes', () => {
    expect(draftProperties({ color_namebar: '', font_secondary: null })).toEqual({
      '--chorus-color-namebar': null,
      '--chorus-font-heading': null,
    });
  });
});
