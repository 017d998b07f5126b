import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/route-table.ts';
import { coreCapabilities } from './theme-choice.ts';
import type { WallProfile } from './wall-api.ts';
import { barModelFor, feedRequestFor, networkOf } from './wall-view-model.ts';

const profile: WallProfile = {
  user_name: 'demo',
  name: 'Demo',
  theme: 'standard',
  plan: 'premium',
  realtime: true,
  textupdates: 1,
  sharebuttons: 1,
  show_author: 1,
  display_profile: {},
};
const wall = (path: string) => {
  const match = matchRoute(path, '');
  if (match.kind !== 'wall') throw new Error(path);
  return match;
};
const rss = { id: 4, network: 'rss', label: 'News', last_crawled: 5 };

describe('feedRequestFor', () => {
  it('asks for 20 posts on desktop, 10 on mobile, limited to the network and source', () => {
    const match = wall('/demo/rss/4');
    const standard = coreCapabilities('standard');
    expect(feedRequestFor(match, profile, 'standard', standard, false)).toMatchObject({
      wall: 'demo',
      count: 20,
      network: 'rss',
      sourceId: '4',
      nocache: false,
    });
    expect(feedRequestFor(match, profile, 'standard', standard, true)).toMatchObject({
      count: 10,
      nocache: true,
    });
  });
});

describe('barModelFor', () => {
  const base = {
    profile,
    collections: [rss],
    coreId: 'standard' as const,
    capabilities: coreCapabilities('standard'),
    feedError: false,
    inBuilderHost: false,
  };

  it('shows the bar with search on a paid plan, the network in the address active', () => {
    expect(barModelFor({ ...base, match: wall('/demo/rss') })).toEqual({
      shown: true,
      active: 'rss',
      searchShown: true,
    });
    expect(barModelFor({ ...base, match: wall('/demo/search') }).active).toBe('search');
  });

  it('hides search on the basic plan and in the builder host, and the bar where it must', () => {
    const basic = { ...base, profile: { ...profile, plan: 'basic' }, match: wall('/demo') };
    expect(barModelFor(basic).searchShown).toBe(false);
    expect(barModelFor({ ...base, match: wall('/demo'), inBuilderHost: true }).searchShown).toBe(
      false,
    );
    expect(barModelFor({ ...basic, collections: [] }).shown).toBe(false);
    expect(barModelFor({ ...base, match: wall('/demo'), feedError: true }).shown).toBe(false);
    const slideshow = {
      ...base,
      coreId: 'slideshow' as const,
      capabilities: coreCapabilities('slideshow'),
    };
    expect(barModelFor({ ...slideshow, match: wall('/demo') }).shown).toBe(false);
  });

  it('reads networks by id or short code', () => {
    expect(networkOf('tw')).toBe('twitter');
    expect(networkOf('twitter')).toBe('twitter');
    expect(networkOf('nope')).toBeNull();
  });
});
