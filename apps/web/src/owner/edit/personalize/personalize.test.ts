import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@chorus/core';
import { baseCapabilities } from '@chorus/theme-kit';
import { fieldsOf } from '../../forms/schema-fields.ts';
import { featureCheck, themeFeature } from '../plan-gates.tsx';
import {
  appearanceSchema,
  displaySchema,
  featureOfField,
  wallFieldsSchema,
} from './personalize-schemas.ts';
import { mergeChanges, saveBody } from './use-profile-saver.ts';

describe('saving personalize changes', () => {
  it('gathers changes, later values winning, and merges display settings into the stored ones', () => {
    const pending = mergeChanges(
      mergeChanges({}, { display: { postwidth: 300 }, settings: { color_name: '#111111' } }),
      { display: { postwidth: 320, postpadding: 4 }, fields: { theme: 'news' } },
    );
    expect(saveBody(pending, { transitionDelay: 15000, postwidth: 280 })).toEqual({
      theme: 'news',
      settings: { color_name: '#111111' },
      embed_display_profile: { transitionDelay: 15000, postwidth: 320, postpadding: 4 },
    });
    expect(saveBody({}, { postwidth: 1 })).toEqual({});
  });
});

describe('the personalize schemas', () => {
  const themeOptions = {
    type: 'object',
    properties: { postwidth: { type: 'integer', minimum: 0, maximum: 4000, title: 'Post width' } },
  };

  it('adds banner and call to action to the theme’s options, with the wall’s sources to choose', () => {
    const schema = displaySchema(themeOptions, [
      { id: 4, network: 'rss', feed_type: 'url', label: 'news.test', last_crawled: 0 },
    ]);
    const fields = fieldsOf(schema);
    expect(fields.map((f) => [f.path, f.kind])).toEqual([
      ['postwidth', 'range'],
      ['language', 'select'],
      ['banner', 'group'],
      ['cta', 'group'],
    ]);
    const cta = fields.find((f) => f.path === 'cta');
    expect(cta?.fields?.find((f) => f.name === 'feeds')).toMatchObject({
      kind: 'choices',
      options: [{ value: '4', label: 'news.test' }],
    });
    expect(fields.find((f) => f.path === 'banner')?.fields?.map((f) => f.kind)).toEqual([
      'url',
      'number',
      'number',
    ]);
  });

  it('draws the appearance and wall settings with the spec’s controls', () => {
    const kinds = Object.fromEntries(fieldsOf(appearanceSchema).map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      font_secondary: 'font',
      fontsize_secondary: 'range',
      color_namebar: 'color',
      position_name: 'select',
      bg_page_image: 'color',
      image_logo: 'url',
    });
    expect(fieldsOf(wallFieldsSchema).map((f) => f.kind)).toEqual([
      'checkbox',
      'checkbox',
      'checkbox',
      'checkbox',
      'code',
    ]);
  });

  it('gates custom CSS, live updates, backgrounds, banner and call to action by plan', () => {
    const basic = featureCheck('basic', []);
    const plus = featureCheck('plus', []);
    const gated = (path: string, can: typeof basic) => {
      const feature = featureOfField({ path });
      return feature !== undefined && !can(feature);
    };
    expect(
      ['custom_css', 'enable_realtime', 'bg_image', 'banner', 'cta'].map((p) => gated(p, basic)),
    ).toEqual([true, true, true, true, true]);
    expect(gated('custom_css', plus)).toBe(false);
    expect(gated('enable_realtime', plus)).toBe(true);
    expect(gated('color_name', basic)).toBe(false);
    expect(featureCheck('basic', ['customCSS'])('customCSS')).toBe(true);
  });

  it('needs the plan feature each theme declares (none for the free theme)', () => {
    const needs = (planFeature: FeatureFlag | null) =>
      themeFeature({ capabilities: { ...baseCapabilities, planFeature } });
    expect(needs(null)).toBeNull();
    expect(needs('premiumDesign')).toBe('premiumDesign');
    expect(needs('events')).toBe('events');
  });
});
