import { describe, expect, it } from 'vitest';
import { matchPattern, splitPath } from './path-pattern.ts';
import {
  isReservedUserName,
  matchRoute,
  reservedUserNames,
  routeTable,
  type RouteMatch,
} from './route-table.ts';

const noQuery = {};

describe('matchRoute: owner-side route table', () => {
  it.each<[string, string, RouteMatch]>([
    ['/', '', { kind: 'index', query: noQuery }],
    ['', '?help=true', { kind: 'index', query: { help: true } }],
    ['/login', '', { kind: 'login' }],
    ['/signup/', '', { kind: 'signup' }],
    ['/reset-password', '?token=abc', { kind: 'reset-password' }],
    ['/verify-email', '?token=abc', { kind: 'verify-email' }],
    ['/admin', '', { kind: 'dashboard' }],
    ['/admin', '?tab=payment', { kind: 'dashboard', tab: 'payment' }],
    ['/admin/unlock', '', { kind: 'dashboard', tab: 'unlock' }],
    ['/admin', '?tab=tints', { kind: 'dashboard', tab: 'tints' }],
    ['/admin', '?tab=nonsense', { kind: 'dashboard' }],
    ['/admin/instance', '', { kind: 'admin-instance' }],
    ['/settings', '', { kind: 'dashboard', tab: 'settings' }],
    ['/settings', '?tab=payment', { kind: 'dashboard', tab: 'payment' }],
    ['/404', '', { kind: 'not-found' }],
    ['/wix/endpoint', '?instance=abc', { kind: 'builder-embed', query: noQuery }],
    ['/wix/settings', '', { kind: 'builder-settings', query: noQuery }],
    ['/test', '', { kind: 'visible-only', path: '/test' }],
    ['/test/a/b', '', { kind: 'visible-only', path: '/test/a/b' }],
    ['/auth/track_plan/pro', '', { kind: 'visible-only', path: '/auth/track_plan/pro' }],
    ['/analytics2/42', '', { kind: 'visible-only', path: '/analytics2/42' }],
    ['/analytics/acme', '', { kind: 'analytics', userName: 'acme' }],
    ['/cast', '', { kind: 'cast' }],
    ['/about', '', { kind: 'server-redirect', to: '/about' }],
    ['/pricing', '?plan=pro', { kind: 'server-redirect', to: '/pricing?plan=pro' }],
    ['/clients', '', { kind: 'server-redirect', to: '/clients' }],
    ['/blog/2014/launch', '', { kind: 'server-redirect', to: '/blog/2014/launch' }],
    ['/pages/terms', '', { kind: 'static-page', path: 'terms' }],
    ['/pages/tmp/event-guide', '', { kind: 'static-page', path: 'tmp/event-guide' }],
    ['/templates/17', '', { kind: 'template', id: '17' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(matchRoute(pathname, search)).toEqual(expected);
  });

  it.each([
    ['/acme/edit', { section: undefined, privateFeed: false }],
    ['/acme/edit/content', { section: 'content', privateFeed: false }],
    ['/acme/edit/personalize', { section: 'personalize', privateFeed: false }],
    ['/acme/edit/moderate', { section: 'moderate', privateFeed: false }],
    ['/acme/edit/moderate/private', { section: 'moderate', privateFeed: true }],
    ['/acme/edit/display', { section: 'display', privateFeed: false }],
    ['/acme/edit/publish', { section: 'display', privateFeed: false }],
    ['/acme/edit/analyze', { section: 'analyze', privateFeed: false }],
    ['/acme/edit/whatever/trailing', { section: undefined, privateFeed: false }],
    ['/acme/edit/x/moderate/private', { section: undefined, privateFeed: true }],
  ])('%s opens the editor', (pathname, expected) => {
    expect(matchRoute(pathname, '')).toEqual({
      kind: 'edit',
      userName: 'acme',
      search: false,
      query: noQuery,
      ...expected,
    });
  });

  it('opens the editor of one network, of one source, and its moderation', () => {
    expect(matchRoute('/acme/twitter/edit', '')).toMatchObject({
      kind: 'edit',
      userName: 'acme',
      network: 'twitter',
      privateFeed: false,
    });
    expect(matchRoute('/acme/rss/77/edit', '')).toMatchObject({
      kind: 'edit',
      network: 'rss',
      sourceId: '77',
    });
    expect(matchRoute('/acme/rss/77/edit/moderate', '')).toMatchObject({
      kind: 'edit',
      network: 'rss',
      sourceId: '77',
      section: 'moderate',
      privateFeed: false,
    });
    expect(matchRoute('/acme/rss/77/edit/moderate/private', '')).toMatchObject({
      kind: 'edit',
      sourceId: '77',
      section: 'moderate',
      privateFeed: true,
    });
    expect(matchRoute('/acme/search/edit', '')).toMatchObject({ kind: 'edit', search: true });
    expect(matchRoute('/acme/search/edit', '')).not.toHaveProperty('network');
  });

  it.each(['w_edit', 'w_moderate', 'w_moderate_all'] as const)(
    '/{user}/%s redirects to /edit/moderate keeping wl_token',
    (mode) => {
      expect(matchRoute(`/acme/${mode}`, '?wl_token=t0k&cols=3')).toEqual({
        kind: 'white-label',
        mode,
        userName: 'acme',
        search: false,
        privateFeed: false,
        query: { wl_token: 't0k', cols: 3 },
        redirectTo: '/acme/edit/moderate?wl_token=t0k&cols=3',
      });
    },
  );
});

describe('matchRoute: public wall route table', () => {
  it.each<[string, Record<string, unknown>]>([
    ['/acme', { userName: 'acme', search: false }],
    ['/acme/', { userName: 'acme', search: false }],
    ['/acme/instagram', { userName: 'acme', network: 'instagram', search: false }],
    [
      '/acme/instagram/12',
      { userName: 'acme', network: 'instagram', sourceId: '12', search: false },
    ],
    ['/acme/search', { userName: 'acme', search: true }],
    ['/caf%C3%A9/rss', { userName: 'café', network: 'rss', search: false }],
  ])('%s shows the public wall', (pathname, expected) => {
    expect(matchRoute(pathname, '')).toEqual({ kind: 'wall', query: noQuery, ...expected });
  });

  it('reads the query of a wall address', () => {
    expect(matchRoute('/acme/search', '?query=cats&noimages=true')).toEqual({
      kind: 'wall',
      userName: 'acme',
      search: true,
      query: { query: 'cats', noimages: true },
    });
  });

  it.each([
    '/acme/a/b/c',
    '/acme/search/more',
    '/acme/w_edit/1',
    '/acme/twitter/search',
    '/pages',
    '/templates',
    '/templates/1/2',
    '/analytics',
    '/wix',
    '/admin/nonsense',
    '/bad%E0%A4%A',
  ])('%s is not found', (pathname) => {
    expect(matchRoute(pathname, '')).toEqual({ kind: 'not-found' });
  });
});

describe('the wl_token rule', () => {
  it('turns edit mode off: an /edit address with a wl_token is white-label moderation', () => {
    expect(matchRoute('/acme/edit/moderate/private', '?wl_token=abc')).toEqual({
      kind: 'white-label',
      mode: 'w_moderate',
      userName: 'acme',
      search: false,
      privateFeed: true,
      query: { wl_token: 'abc' },
    });
    expect(matchRoute('/acme/fb/3/edit/moderate', '?wl_token=abc')).toMatchObject({
      kind: 'white-label',
      network: 'fb',
      sourceId: '3',
      privateFeed: false,
    });
  });

  it('leaves edit mode on without a wl_token or with an empty one', () => {
    expect(matchRoute('/acme/edit/moderate', '?wl_token=')).toMatchObject({ kind: 'edit' });
    expect(matchRoute('/acme/edit/moderate', '?embed=true')).toMatchObject({ kind: 'edit' });
  });

  it('does not change a public wall address', () => {
    expect(matchRoute('/acme', '?wl_token=abc')).toMatchObject({ kind: 'wall' });
  });
});

describe('the remote control', () => {
  it('opens at /{user}/edit/remote for the owner and for a wl_token holder', () => {
    expect(matchRoute('/acme/edit/remote', '')).toEqual({
      kind: 'remote',
      userName: 'acme',
      query: {},
    });
    expect(matchRoute('/acme/edit/remote', '?wl_token=abc')).toMatchObject({
      kind: 'remote',
      userName: 'acme',
      query: { wl_token: 'abc' },
    });
  });

  it('leaves other editor addresses and reserved names alone', () => {
    expect(matchRoute('/acme/edit/remote/more', '')).toMatchObject({ kind: 'edit' });
    expect(matchRoute('/acme/fb/edit/remote', '')).toMatchObject({ kind: 'edit' });
    expect(matchRoute('/admin/edit/remote', '').kind).not.toBe('remote');
  });
});

describe('reserved user names', () => {
  it('names every first segment the route table uses', () => {
    const literalFirstSegments = routeTable
      .map((row) => row.pattern.split('/')[0] ?? '')
      .filter((first) => first !== '' && !first.startsWith(':'));
    for (const first of literalFirstSegments) expect(reservedUserNames).toContain(first);
    for (const name of ['api', 'public', 'assets', 'health']) {
      expect(reservedUserNames).toContain(name);
    }
  });

  it('can never be a wall, in any case', () => {
    expect(isReservedUserName('Admin')).toBe(true);
    expect(isReservedUserName('acme')).toBe(false);
    for (const name of ['api', 'public', 'Assets', 'health']) {
      expect(matchRoute(`/${name}`, '')).toEqual({ kind: 'not-found' });
      expect(matchRoute(`/${name}/twitter`, '')).toEqual({ kind: 'not-found' });
      expect(matchRoute(`/${name}/edit`, '')).toEqual({ kind: 'not-found' });
    }
  });
});

describe('the route table', () => {
  /** One address per row; a new row needs a sample here. */
  const sampleAddresses: Record<string, string> = {
    '': '/',
    login: '/login',
    signup: '/signup',
    'reset-password': '/reset-password',
    'verify-email': '/verify-email',
    admin: '/admin',
    'admin/instance': '/admin/instance',
    'admin/:tab': '/admin/payment',
    settings: '/settings',
    '404': '/404',
    'wix/endpoint': '/wix/endpoint',
    'wix/settings': '/wix/settings',
    'test/*': '/test/a',
    'auth/track_plan/*': '/auth/track_plan/plus',
    'analytics2/:userId': '/analytics2/7',
    'analytics/:userName': '/analytics/acme',
    cast: '/cast',
    'about/*': '/about',
    'pricing/*': '/pricing',
    'clients/*': '/clients',
    'blog/*': '/blog',
    'pages/*': '/pages/tmp/x',
    'templates/:id': '/templates/1',
    ':userName/:mode': '/acme/w_moderate_all',
    ':userName/edit/remote': '/acme/edit/remote',
    ':userName/edit/*': '/acme/edit',
    ':userName/:network/edit/*': '/acme/twitter/edit',
    ':userName/:network/:sourceId/edit/*': '/acme/twitter/1/edit',
    ':userName': '/acme',
    ':userName/:network': '/acme/twitter',
    ':userName/:network/:sourceId': '/acme/twitter/1',
  };

  it.each(routeTable.map((row) => [row.pattern, row] as const))(
    'row "%s" resolves its sample address',
    (pattern, row) => {
      const address = sampleAddresses[pattern];
      expect(address, `add a sample address for "${pattern}"`).toBeDefined();
      const capture = matchPattern(pattern, splitPath(address ?? '') ?? []);
      expect(capture).toBeDefined();
      expect(
        capture &&
          row.resolve(capture, {
            pathname: address ?? '',
            search: '',
            params: new URLSearchParams(),
            query: {},
          }),
      ).toBeDefined();
    },
  );
});
