import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  parseWallQuery,
  wallPath,
  wallPathFrom,
  type WallPathOptions,
} from './route-table.ts';

describe('wallPath', () => {
  it.each<[string, WallPathOptions, string]>([
    ['acme', {}, '/acme'],
    ['acme', { network: 'twitter' }, '/acme/twitter'],
    ['acme', { network: 'twitter', sourceId: '9' }, '/acme/twitter/9'],
    ['acme', { sourceId: '9' }, '/acme'],
    ['acme', { search: true, network: 'twitter', query: '?query=dogs' }, '/acme/search?query=dogs'],
    ['acme', { edit: true }, '/acme/edit'],
    ['acme', { edit: true, section: 'display' }, '/acme/edit/publish'],
    ['acme', { edit: true, privateFeed: true }, '/acme/edit/moderate/private'],
    [
      'acme',
      { network: 'rss', sourceId: '7', edit: true, section: 'moderate' },
      '/acme/rss/7/edit/moderate',
    ],
    ['acme', { section: 'content', privateFeed: true }, '/acme'],
    ['a b', { network: 'x/y' }, '/a%20b/x%2Fy'],
  ])('wallPath(%s, %o) is %s', (userName, options, expected) => {
    expect(wallPath(userName, options)).toBe(expected);
  });

  it.each<WallPathOptions>([
    {},
    { network: 'instagram' },
    { network: 'instagram', sourceId: '31', query: 'cols=2&noPopup=true' },
    { search: true, query: 'query=cats' },
    { edit: true, query: 'theme=hypeTemplate_news' },
    { edit: true, section: 'personalize' },
    { network: 'youtube', edit: true, section: 'moderate' },
    { network: 'youtube', sourceId: '4', edit: true, section: 'moderate', privateFeed: true },
    { search: true, edit: true },
  ])('round-trips %o through matchRoute', (options) => {
    const path = wallPath('acme', options);
    const [pathname = '', search = ''] = path.split('?');
    const match = matchRoute(pathname, search);
    expect(match.kind).toBe(options.edit ? 'edit' : 'wall');
    if (match.kind !== 'wall' && match.kind !== 'edit') throw new Error(`got ${match.kind}`);
    expect(match.userName).toBe('acme');
    expect(match.search).toBe(options.search ?? false);
    expect(match.network).toBe(options.search ? undefined : options.network);
    expect(match.sourceId).toBe(options.search ? undefined : options.sourceId);
    expect(match.query).toEqual(parseWallQuery(options.query ?? ''));
    if (match.kind === 'edit') {
      expect(match.section).toBe(options.section);
      expect(match.privateFeed).toBe(options.privateFeed ?? false);
    }
  });

  it('round-trips a white-label address', () => {
    const path = wallPath('acme', { edit: true, privateFeed: true, query: 'wl_token=z' });
    expect(matchRoute(path.split('?')[0] ?? '', 'wl_token=z')).toMatchObject({
      kind: 'white-label',
      privateFeed: true,
      query: { wl_token: 'z' },
    });
  });
});

describe('wallPathFrom', () => {
  it('keeps the edit suffix and the query string when moving to a network', () => {
    const current = matchRoute('/acme/edit/moderate/private', '?cols=3');
    if (current.kind !== 'edit') throw new Error('expected the editor');
    expect(wallPathFrom(current, '?cols=3', { network: 'rss', sourceId: '5' })).toBe(
      '/acme/rss/5/edit/moderate/private?cols=3',
    );
  });

  it('sets the search text on the search route and drops it when empty', () => {
    const current = matchRoute('/acme/twitter', '?embed=true&query=old');
    if (current.kind !== 'wall') throw new Error('expected the wall');
    expect(wallPathFrom(current, '?embed=true&query=old', { search: true, queryText: 'new' })).toBe(
      '/acme/search?embed=true&query=new',
    );
    expect(wallPathFrom(current, '?embed=true&query=old', { search: true, queryText: '' })).toBe(
      '/acme/search?embed=true',
    );
    expect(wallPathFrom(current, '?embed=true', {})).toBe('/acme?embed=true');
  });

  it('keeps white-label moderation on its moderation page with its token', () => {
    const current = matchRoute('/acme/edit/moderate', '?wl_token=t');
    if (current.kind !== 'white-label') throw new Error('expected white-label moderation');
    const path = wallPathFrom(current, '?wl_token=t', { network: 'fb' });
    expect(path).toBe('/acme/fb/edit/moderate?wl_token=t');
  });
});
