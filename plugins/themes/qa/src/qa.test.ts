import { describeTheme, validateThemes } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { qaThemeManifest } from './index.ts';

describe('the Q&A manifest', () => {
  it('passes core’s registration checks and describes itself to the edit panel', () => {
    expect(validateThemes([qaThemeManifest])).toEqual([]);
    expect(describeTheme(qaThemeManifest).id).toBe(qaThemeManifest.id);
  });

  it('is core’s qa theme with complete defaults and slide capabilities', () => {
    expect(qaThemeManifest).toMatchObject({
      kind: 'theme',
      id: 'qa',
      legacyNames: ['hypeTemplate_slideshow_qa'],
      displayName: 'Slideshow (question and answer)',
      capabilities: { collectionBar: false, pageSize: 60, slideshowControls: true },
    });
    expect(qaThemeManifest.optionsSchema.parse({})).toEqual({
      transitionDelay: 15000,
      ignoreReducedMotion: false,
      animationIndex: 0,
      upNextCount: 3,
    });
    expect(qaThemeManifest.optionsSchema.parse({ upNextCount: '0' }).upNextCount).toBe(0);
    expect(qaThemeManifest.optionsSchema.parse({ upNextCount: 40 }).upNextCount).toBe(3);
    expect(() => z.toJSONSchema(qaThemeManifest.optionsSchema)).not.toThrow();
  });
});
