import { describeTheme, validateThemes } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { slideshowThemeManifest } from './index.ts';

describe('the slideshow manifest', () => {
  it('passes core’s registration checks and describes itself to the edit panel', () => {
    expect(validateThemes([slideshowThemeManifest])).toEqual([]);
    expect(describeTheme(slideshowThemeManifest).id).toBe(slideshowThemeManifest.id);
  });

  it('is core’s slideshow theme with complete defaults and slide capabilities', () => {
    expect(slideshowThemeManifest).toMatchObject({
      kind: 'theme',
      id: 'slideshow',
      legacyNames: ['hypeTemplate_slideshow'],
      displayName: 'Slideshow',
      capabilities: { collectionBar: false, pageSize: 60, slideshowControls: true },
    });
    expect(slideshowThemeManifest.optionsSchema.parse({})).toEqual({
      transitionDelay: 15000,
      ignoreReducedMotion: false,
      animationIndex: 0,
    });
  });

  it('reads stored display settings and drops bad values to their defaults', () => {
    const parse = (value: unknown) => slideshowThemeManifest.optionsSchema.parse(value);
    expect(
      parse({
        transitionDelay: '5000',
        animationIndex: '3',
        postwidth: 280,
        ignoreReducedMotion: true,
      }),
    ).toEqual({
      transitionDelay: 5000,
      ignoreReducedMotion: true,
      animationIndex: 3,
    });
    expect(
      parse({ transitionDelay: 'soon', animationIndex: 12, ignoreReducedMotion: 'yes' }),
    ).toEqual({
      transitionDelay: 15000,
      ignoreReducedMotion: false,
      animationIndex: 0,
    });
    const schema = z.toJSONSchema(slideshowThemeManifest.optionsSchema) as {
      properties: Record<string, { title?: string }>;
    };
    expect(schema.properties.animationIndex?.title).toBe('Animation');
    expect(schema.properties.transitionDelay?.title).toBe('Transition delay');
  });

  it('loads its component lazily', async () => {
    const module = await slideshowThemeManifest.load();
    expect(typeof module.default).toBe('function');
  });
});
