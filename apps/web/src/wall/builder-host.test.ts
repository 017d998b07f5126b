/** A website-builder account's wall: no search entry, and the builder's own feed messages. */
import { messages } from '@chorus/core';
import {
  BuilderWallContext,
  baseCapabilities,
  feedMessagesFor,
  initialFeedState,
  useInBuilderHost,
} from '@chorus/theme-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/route-table.ts';
import type { WallProfile } from './wall-api.ts';
import { barModelFor, builderFeedContext, isBuilderWall } from './wall-view-model.ts';

const profile: WallProfile = {
  user_name: 'wix_900150983cd24fb0d6963f7d28e17f72',
  name: 'Website wall',
  theme: 'standard',
  plan: 'premium',
  realtime: false,
  textupdates: 1,
  sharebuttons: 1,
  show_author: 1,
  display_profile: {},
  settings: { wix: 1 },
};
const match = matchRoute(`/${profile.user_name}`, '');
if (match.kind !== 'wall') throw new Error('not a wall address');
const loadedEmpty = { ...initialFeedState, phase: 'loaded' as const };

describe('builder walls', () => {
  it('are the walls with the wix flag', () => {
    expect(isBuilderWall(profile)).toBe(true);
    expect(isBuilderWall({ settings: { wix: 0 } })).toBe(false);
    expect(isBuilderWall({})).toBe(false);
  });

  it('show no search entry, on a plan that has search', () => {
    const bar = (inBuilderHost: boolean) =>
      barModelFor({
        match,
        profile,
        collections: [{ id: 1, network: 'rss', label: 'News', last_crawled: 5 }],
        capabilities: baseCapabilities,
        feedError: false,
        inBuilderHost,
      });
    expect(bar(false).searchShown).toBe(true);
    expect(bar(true).searchShown).toBe(false);
  });

  it("say the builder's messages for an importing, an empty and a source-less wall", () => {
    const keys = (lastCrawled: number[]) =>
      feedMessagesFor(
        loadedEmpty,
        lastCrawled.map((last, id) => ({ id, network: 'rss', label: 'News', last_crawled: last })),
        builderFeedContext,
      ).keys.map((key) => messages[key]);
    expect(keys([0])).toEqual(['Importing social data... Check back soon.']);
    const failed =
      "It looks like we weren't able to import your data. Add more accounts to populate your feed.";
    expect(keys([5])).toEqual([failed]);
    expect(keys([])).toEqual([failed]);
  });

  it('put their theme in builder-host mode on the server too (the events variant asks it)', () => {
    const Probe = () => createElement('p', null, useInBuilderHost() ? 'builder' : 'plain');
    const inside = createElement(
      BuilderWallContext.Provider,
      { value: true },
      createElement(Probe),
    );
    expect(renderToStaticMarkup(inside)).toBe('<p>builder</p>');
    expect(renderToStaticMarkup(createElement(Probe))).toBe('<p>plain</p>');
  });
});
