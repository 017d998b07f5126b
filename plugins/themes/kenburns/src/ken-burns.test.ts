import type { Media } from '@chorus/core';
import type { WallPost } from '@chorus/theme-kit';
import { describeTheme, validateThemes } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kenburnsThemeManifest } from './index.ts';
import { coverRect, fadeMsFor, frameIntervalMs, kenBurnsFrame, kenBurnsPlan } from './ken-burns.ts';
import { kenBurnsSlides } from './slides.ts';
import { nextFadeLayers } from './use-cross-fade.ts';

function post(id: string, image?: string): WallPost {
  const media: Media[] = image
    ? [
        {
          kind: 'image',
          url: image,
          width: 800,
          height: 600,
          alt: '',
          originalUrl: null,
          embedUrl: null,
        },
      ]
    : [];
  return {
    id,
    source_id: '1',
    network: 'custom',
    author: { name: `Author ${id}` },
    title: `Post ${id}`,
    description: '',
    url: null,
    media,
    created: 1,
    pinned: false,
    highlight: false,
    cta: null,
  };
}

describe('the Ken Burns manifest', () => {
  it('passes core’s registration checks and describes itself to the edit panel', () => {
    expect(validateThemes([kenburnsThemeManifest])).toEqual([]);
    expect(describeTheme(kenburnsThemeManifest).id).toBe(kenburnsThemeManifest.id);
  });

  it('is core’s kenburns theme with complete defaults and slide capabilities', () => {
    expect(kenburnsThemeManifest.id).toBe('kenburns');
    expect(kenburnsThemeManifest.legacyNames).toEqual(['hypeTemplate_slideshow_kenburns']);
    expect(kenburnsThemeManifest.optionsSchema.parse({})).toEqual({
      transitionDelay: 15000,
      ignoreReducedMotion: false,
      animationIndex: 0,
      imagesOnly: false,
    });
    expect(kenburnsThemeManifest.capabilities).toEqual({
      collectionBar: false,
      pageSize: 60,
      imageOnly: false,
      realtimeInsert: 'front',
      slideshowControls: true,
      planFeature: 'premiumDesign',
    });
    expect(() => z.toJSONSchema(kenburnsThemeManifest.optionsSchema)).not.toThrow();
  });
});

describe('Ken Burns motion', () => {
  it('draws at 30 fps and fades a quarter of the slide time, at most 1000 ms', () => {
    expect(frameIntervalMs).toBeCloseTo(1000 / 30);
    expect(fadeMsFor(15000)).toBe(1000);
    expect(fadeMsFor(2000)).toBe(500);
    expect(fadeMsFor(-5)).toBe(0);
  });

  it('zooms between 1 and 1.2 and pans, the same way for the same post', () => {
    const plan = kenBurnsPlan('post-7');
    expect(kenBurnsPlan('post-7')).toEqual(plan);
    expect([plan.zoomFrom, plan.zoomTo].sort()).toEqual([1, 1.2]);
    const start = kenBurnsFrame(plan, 0);
    const end = kenBurnsFrame(plan, 1);
    expect(start.scale).toBe(plan.zoomFrom);
    expect(end.scale).toBeCloseTo(plan.zoomTo);
    expect([start.x, start.y]).not.toEqual([end.x, end.y]);
    expect(kenBurnsFrame(plan, 5)).toEqual(end);
    const ids = Array.from({ length: 20 }, (_, i) => `p${i}`);
    expect(new Set(ids.map((id) => kenBurnsPlan(id).zoomFrom)).size).toBe(2);
  });

  it('always covers the canvas, whatever the zoom and focal point', () => {
    const canvas = { width: 1600, height: 900 };
    for (const image of [
      { width: 800, height: 600 },
      { width: 400, height: 1200 },
    ]) {
      for (const frame of [
        { scale: 1, x: 0, y: 0 },
        { scale: 1.2, x: 1, y: 1 },
        { scale: 1.1, x: 0.5, y: 0.3 },
      ]) {
        const rect = coverRect(image, canvas, frame);
        expect(rect.x).toBeLessThanOrEqual(0);
        expect(rect.y).toBeLessThanOrEqual(0);
        expect(rect.x + rect.width).toBeGreaterThanOrEqual(canvas.width - 1e-9);
        expect(rect.y + rect.height).toBeGreaterThanOrEqual(canvas.height - 1e-9);
      }
    }
  });
});

describe('Ken Burns slides and cross-fade', () => {
  const posts = [post('1'), post('2', 'https://images.test/2.jpg'), post('3')];

  it('shows text posts too, unless imagesOnly, and never an empty show', () => {
    expect(kenBurnsSlides(posts, false, false).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(kenBurnsSlides(posts, true, false).map((p) => p.id)).toEqual(['2']);
    expect(kenBurnsSlides(posts, true, true).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(kenBurnsSlides([post('1')], true, false).map((p) => p.id)).toEqual(['1']);
  });

  it('puts the new slide over the one leaving, and keeps at most those two', () => {
    const first = nextFadeLayers([], posts[0]!, '1-1');
    expect(first).toEqual([{ post: posts[0], key: '1-1', leaving: false }]);
    const second = nextFadeLayers(first, posts[1]!, '2-2');
    expect(second.map((layer) => [layer.key, layer.leaving])).toEqual([
      ['1-1', true],
      ['2-2', false],
    ]);
    const third = nextFadeLayers(second, posts[2]!, '3-3');
    expect(third.map((layer) => [layer.key, layer.leaving])).toEqual([
      ['2-2', true],
      ['3-3', false],
    ]);
    expect(nextFadeLayers(third, null, '')).toEqual([]);
  });
});
