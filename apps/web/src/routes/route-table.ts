import { matchPattern, splitPath, type PatternCapture } from './path-pattern.ts';
import {
  dashboardTabs,
  editSectionSegments,
  editSections,
  whiteLabelModes,
  type DashboardTab,
  type RouteMatch,
} from './route-match.ts';
import { isReservedUserName } from './reserved-names.ts';
import { wallPath } from './wall-path.ts';
import { parseWallQuery, type WallQuery } from './wall-query.ts';
import { wallScope } from './wall-route.ts';

export * from './route-match.ts';
export { isReservedUserName, reservedUserNames } from './reserved-names.ts';
export { parseWallQuery, type WallQuery } from './wall-query.ts';
export { wallPath, wallPathFrom, type WallPathOptions, type WallTarget } from './wall-path.ts';
export { matchWallRoute, type WallMatch } from './wall-route.ts';

/** The address being matched, parsed once for every row. */
export interface RouteAddress {
  pathname: string;
  /** The query string, empty or with its leading `?`. */
  search: string;
  params: URLSearchParams;
  query: WallQuery;
}

/** One row of the route table: a path pattern and what it means. */
export interface RouteRow {
  /** Path pattern without the leading slash (see `matchPattern`). */
  pattern: string;
  /** The spec whose route table names this row; `chorus` for routes Chorus adds. */
  spec: 'public-wall' | 'owner-side' | 'chorus';
  /** What the route shows, in the spec's words. */
  meaning: string;
  /** Builds the match, or declines (undefined) so that later rows get their turn. */
  resolve(capture: PatternCapture, address: RouteAddress): RouteMatch | undefined;
}

function isDashboardTab(value: string | null | undefined): value is DashboardTab {
  return dashboardTabs.some((tab) => tab === value);
}

function dashboard(tab: string | null | undefined): RouteMatch {
  return isDashboardTab(tab) ? { kind: 'dashboard', tab } : { kind: 'dashboard' };
}

/**
 * An address holding `/edit`: the editor, unless a wl_token makes it white-label moderation.
 * What follows `/edit` may be a section and, anywhere, `moderate/private`.
 */
function resolveEditor(capture: PatternCapture, address: RouteAddress): RouteMatch | undefined {
  const scope = wallScope(capture.params, address.query);
  if (scope === undefined) return undefined;
  const { rest } = capture;
  const privateFeed = rest.some((part, i) => part === 'moderate' && rest[i + 1] === 'private');
  if (address.query.wl_token !== undefined) {
    return { kind: 'white-label', mode: 'w_moderate', privateFeed, ...scope };
  }
  const section = editSections.find(
    (name) => name === rest[0] || editSectionSegments[name] === rest[0],
  );
  return section === undefined
    ? { kind: 'edit', privateFeed, ...scope }
    : { kind: 'edit', section, privateFeed, ...scope };
}

function resolveWall(capture: PatternCapture, address: RouteAddress): RouteMatch | undefined {
  const scope = wallScope(capture.params, address.query);
  return scope && { kind: 'wall', ...scope };
}

function serverPage(pattern: string, meaning: string): RouteRow {
  return {
    pattern,
    spec: 'owner-side',
    meaning,
    resolve: (_capture, { pathname, search }) => ({
      kind: 'server-redirect',
      to: pathname + search,
    }),
  };
}

function visibleOnly(pattern: string): RouteRow {
  return {
    pattern,
    spec: 'owner-side',
    meaning: 'Only makes the page visible.',
    resolve: (_capture, { pathname }) => ({ kind: 'visible-only', path: pathname }),
  };
}

/** Both specs' route tables, tried in order; the first row that resolves wins. */
export const routeTable: readonly RouteRow[] = [
  {
    pattern: '',
    spec: 'owner-side',
    meaning: 'Index; a signed-in owner goes on to the dashboard.',
    resolve: (_capture, { query }) => ({ kind: 'index', query }),
  },
  { pattern: 'login', spec: 'chorus', meaning: 'Sign in.', resolve: () => ({ kind: 'login' }) },
  {
    pattern: 'signup',
    spec: 'chorus',
    meaning: 'Create an account.',
    resolve: () => ({ kind: 'signup' }),
  },
  {
    pattern: 'reset-password',
    spec: 'chorus',
    meaning: 'Forgot password: ask for a reset link, or choose a new password with one.',
    resolve: () => ({ kind: 'reset-password' }),
  },
  {
    pattern: 'verify-email',
    spec: 'chorus',
    meaning: 'Verify an e-mail address with a mailed link.',
    resolve: () => ({ kind: 'verify-email' }),
  },
  {
    pattern: 'admin',
    spec: 'owner-side',
    meaning: 'Dashboard; ?tab= picks payment, unlock, tints or settings.',
    resolve: (_capture, { params }) => dashboard(params.get('tab')),
  },
  {
    pattern: 'admin/instance',
    spec: 'chorus',
    meaning: "The instance administrator's screen: accounts, sign-up and invite links.",
    resolve: () => ({ kind: 'admin-instance' }),
  },
  {
    pattern: 'admin/:tab',
    spec: 'owner-side',
    meaning: 'Dashboard opened on one tab.',
    resolve: ({ params }) => (isDashboardTab(params.tab) ? dashboard(params.tab) : undefined),
  },
  {
    pattern: 'settings',
    spec: 'owner-side',
    meaning: 'Dashboard, on the user settings tab unless ?tab= says otherwise.',
    resolve: (_capture, { params }) => dashboard(params.get('tab') ?? 'settings'),
  },
  {
    pattern: '404',
    spec: 'owner-side',
    meaning: 'Not-found page.',
    resolve: () => ({ kind: 'not-found' }),
  },
  {
    pattern: 'wix/endpoint',
    spec: 'owner-side',
    meaning: 'The wall embedded in a website builder.',
    resolve: (_capture, { query }) => ({ kind: 'builder-embed', query }),
  },
  {
    pattern: 'wix/settings',
    spec: 'owner-side',
    meaning: 'Edit panel inside a website builder.',
    resolve: (_capture, { query }) => ({ kind: 'builder-settings', query }),
  },
  visibleOnly('test/*'),
  visibleOnly('auth/track_plan/*'),
  visibleOnly('analytics2/:userId'),
  {
    pattern: 'cast',
    spec: 'chorus',
    meaning: 'A TV shows a pairing code, then the wall an owner pairs it with, full screen.',
    resolve: () => ({ kind: 'cast' }),
  },
  {
    pattern: 'analytics/:userName',
    spec: 'owner-side',
    meaning: 'Analytics page of a wall.',
    resolve: ({ params }) => ({ kind: 'analytics', userName: params.userName ?? '' }),
  },
  serverPage('about/*', 'About page, rendered by the server.'),
  serverPage('pricing/*', 'Pricing page, rendered by the server.'),
  serverPage('clients/*', 'Clients page, rendered by the server.'),
  serverPage('blog/*', 'Blog, rendered by the server.'),
  {
    pattern: 'pages/*',
    spec: 'owner-side',
    meaning: 'Static pages, pages/* and pages/tmp/*.',
    resolve: ({ rest }) =>
      rest.length > 0 ? { kind: 'static-page', path: rest.join('/') } : undefined,
  },
  {
    pattern: 'templates/:id',
    spec: 'public-wall',
    meaning: 'A template text.',
    resolve: ({ params }) => ({ kind: 'template', id: params.id ?? '' }),
  },
  {
    pattern: ':userName/:mode',
    spec: 'owner-side',
    meaning: 'w_edit, w_moderate, w_moderate_all: redirect to /edit/moderate keeping wl_token.',
    resolve: (capture, address) => {
      const mode = whiteLabelModes.find((name) => name === capture.params.mode);
      const scope = wallScope({ userName: capture.params.userName ?? '' }, address.query);
      if (mode === undefined || scope === undefined) return undefined;
      const redirectTo = wallPath(scope.userName, {
        edit: true,
        section: 'moderate',
        query: address.search,
      });
      return { kind: 'white-label', mode, privateFeed: false, redirectTo, ...scope };
    },
  },
  {
    pattern: ':userName/edit/remote',
    spec: 'chorus',
    meaning: "Remote control of the wall's open screens; the owner, or a wl_token holder.",
    resolve: ({ params }, { query }) => {
      const userName = params.userName ?? '';
      return isReservedUserName(userName) ? undefined : { kind: 'remote', userName, query };
    },
  },
  {
    pattern: ':userName/edit/*',
    spec: 'owner-side',
    meaning: 'Editor; /edit/{section}, /edit/moderate, /edit/moderate/private.',
    resolve: resolveEditor,
  },
  {
    pattern: ':userName/:network/edit/*',
    spec: 'owner-side',
    meaning: 'Editor for one network (or the search view).',
    resolve: resolveEditor,
  },
  {
    pattern: ':userName/:network/:sourceId/edit/*',
    spec: 'owner-side',
    meaning: 'Editor or moderation of one source.',
    resolve: resolveEditor,
  },
  {
    pattern: ':userName',
    spec: 'public-wall',
    meaning: 'Public wall, all posts.',
    resolve: resolveWall,
  },
  {
    pattern: ':userName/:network',
    spec: 'public-wall',
    meaning: 'Public wall limited to one network, or /search: the search view.',
    resolve: resolveWall,
  },
  {
    pattern: ':userName/:network/:sourceId',
    spec: 'public-wall',
    meaning: 'Public wall limited to one source.',
    resolve: resolveWall,
  },
];

/**
 * What the address `pathname` + `search` shows. Pure: the same address always gives the same
 * match, so the server can use it too. Addresses no row resolves are `not-found`.
 */
export function matchRoute(pathname: string, search: string): RouteMatch {
  const segments = splitPath(pathname);
  if (segments === undefined) return { kind: 'not-found' };
  const params = new URLSearchParams(search);
  const queryString = params.toString();
  const address: RouteAddress = {
    pathname,
    search: queryString === '' ? '' : `?${queryString}`,
    params,
    query: parseWallQuery(params),
  };
  for (const row of routeTable) {
    const capture = matchPattern(row.pattern, segments);
    const match = capture && row.resolve(capture, address);
    if (match !== undefined) return match;
  }
  return { kind: 'not-found' };
}
