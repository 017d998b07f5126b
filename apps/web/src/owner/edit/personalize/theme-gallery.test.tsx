/** The theme gallery: a radio group of every installed theme, each with a layout thumbnail. */
import type { ThemeDescription } from '@chorus/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fontFamilyOf } from './FontField.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { thumbnailLayout } from './ThemeThumbnail.tsx';

const capabilities = {
  collectionBar: true,
  pageSize: 20,
  imageOnly: false,
  realtimeInsert: 'front',
  slideshowControls: false,
  planFeature: null,
} as const;

const theme = (id: string, displayName: string, extra: Partial<ThemeDescription> = {}) =>
  ({
    id,
    displayName,
    legacyNames: [],
    capabilities,
    options: {},
    defaults: {},
    ...extra,
  }) as ThemeDescription;

describe('the theme gallery', () => {
  it('draws each theme as a radio with its thumbnail, and a locked one without a radio', () => {
    const html = renderToStaticMarkup(
      <ThemePicker
        themes={[
          theme('standard', 'Standard'),
          theme('news', 'News', {
            capabilities: { ...capabilities, planFeature: 'premiumDesign' },
          }),
        ]}
        selected="standard"
        can={(flag) => flag !== 'premiumDesign'}
        labelledBy="theme-heading"
        onSelect={() => undefined}
      />,
    );
    expect(html).toContain('role="radiogroup" aria-labelledby="theme-heading"');
    expect(html.match(/type="radio"/g)).toHaveLength(1);
    expect(html.match(/class="theme-thumbnail"/g)).toHaveLength(2);
    expect(html).toContain('data-layout="masonry"');
    expect(html).toContain('data-layout="rows"');
    expect(html).toContain('News (not in your plan)');
    expect(html).toContain('class="upgrade-prompt"');
  });

  it('draws a theme it does not know from its capabilities', () => {
    expect(thumbnailLayout(theme('slideshow', 'Slideshow'))).toBe('slideshow');
    expect(thumbnailLayout(theme('acme-aurora', 'Aurora'))).toBe('grid');
    expect(
      thumbnailLayout(
        theme('acme-cinema', 'Cinema', {
          capabilities: { ...capabilities, slideshowControls: true },
        }),
      ),
    ).toBe('slideshow');
  });

  it('draws each font in its own face, with a fallback of its kind', () => {
    expect(fontFamilyOf('Oswald')).toBe('"Oswald", sans-serif');
    expect(fontFamilyOf('Georgia')).toBe('"Georgia", serif');
    expect(fontFamilyOf('Evil"; color: red')).toBe('"Evil; color: red", sans-serif');
  });
});
