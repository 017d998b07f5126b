import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/route-table.ts';
import { baseCapabilities, fullScreenCapabilities } from '@chorus/theme-kit';
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
    const standard = baseCapabilities;
    expect(feedRequestFor(match, profile, standard, false)).toMatchObject({
      wall: 'demo',
      count: 20,
      network: 'rss',
      sourceId: '4',
      nocache: false,
    });
    expect(feedRequestFor(match, profile, standard, true)).toMatchObject({
      count: 10,
      nocache: true,
    });
  });
});

describe('barModelFor', () => {
  const base = {
    profile,
    collections: [rss],
    capabilities: baseCapabilities,
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
      capabilities: fullScreenCapabilities,
    };
    expect(barModelFor({ ...slideshow, match: wall('/demo') }).shown).toBe(false);
  });

  it('reads networks by id or short code among the wall collections', () => {
    const collections = [
      { network: 'twitter', short_code: 'tw' },
      // A network whose connector was uninstalled: the server names its id as its short code.
      { network: 'pigeon', short_code: 'pigeon' },
    ];
    expect(networkOf('tw', collections)).toBe('twitter');
    expect(networkOf('twitter', collections)).toBe('twitter');
    expect(networkOf('pigeon', collections)).toBe('pigeon');
    expect(networkOf('nope', collections)).toBeNull();
    expect(networkOf('tw', [])).toBeNull();
  });
});
