import type { WallQuery } from './wall-query.ts';

/** Tabs of the owner dashboard, chosen with `/admin/{tab}` or `?tab=`. */
export const dashboardTabs = ['payment', 'unlock', 'tints', 'settings'] as const;
/** One tab of the owner dashboard: billing, unlock, walls (accounts), user settings. */
export type DashboardTab = (typeof dashboardTabs)[number];

/** Sections of the edit panel, reached with `/{user}/edit/{section}`. */
export const editSections = ['content', 'personalize', 'moderate', 'display', 'analyze'] as const;
/** One section of the edit panel; `display` is the publish panel. */
export type EditSection = (typeof editSections)[number];

/**
 * The address segment of each section: its visible name (`/edit/publish` for the publish
 * panel, whose spec name `display` is still read).
 */
export const editSectionSegments: Readonly<Record<EditSection, string>> = {
  content: 'content',
  personalize: 'personalize',
  moderate: 'moderate',
  display: 'publish',
  analyze: 'analyze',
};

/** Address suffixes that lead a white-label moderator (wl_token holder) to moderation. */
export const whiteLabelModes = ['w_edit', 'w_moderate', 'w_moderate_all'] as const;
/** One white-label address suffix. */
export type WhiteLabelMode = (typeof whiteLabelModes)[number];

/** What part of a wall an address points at; shared by the wall, edit and white-label routes. */
export interface WallScope {
  /** The wall's user name: always the first path segment. */
  userName: string;
  /** A network name (`twitter`, `rss`…) when the address narrows the wall to one network. */
  network?: string;
  /** A source (connected account or feed) id when the address narrows to one source. */
  sourceId?: string;
  /** True on `/{user}/search`: the search view. */
  search: boolean;
  /** The address's query parameters. */
  query: WallQuery;
}

/**
 * What an address means: one member per screen of both specs' route tables.
 * `kind` doubles as the `data-screen` attribute of the screen that renders it.
 */
export type RouteMatch =
  /** `/` or a query only: the landing page (a signed-in owner goes on to the dashboard). */
  | { kind: 'index'; query: WallQuery }
  /** `/login`: sign in. */
  | { kind: 'login' }
  /** `/signup`: create an account. */
  | { kind: 'signup' }
  /** `/reset-password`: ask for a reset link, or (with `?token=`) choose a new password. */
  | { kind: 'reset-password' }
  /** `/verify-email?token=`: a mailed e-mail verification link. */
  | { kind: 'verify-email' }
  /** `/admin`, `/admin/{tab}`, `/settings`: the owner dashboard. */
  | { kind: 'dashboard'; tab?: DashboardTab }
  /** `/admin/instance`: the instance administrator's screen. */
  | { kind: 'admin-instance' }
  /** `/404` or any address no row matches. */
  | { kind: 'not-found' }
  /** `/wix/endpoint`: the wall as embedded in a website builder. */
  | { kind: 'builder-embed'; query: WallQuery }
  /** `/wix/settings`: the edit panel inside a website builder. */
  | { kind: 'builder-settings'; query: WallQuery }
  /** `test`, `test/*`, `auth/track_plan/*`, `analytics2/{id}`: pages that only become visible. */
  | { kind: 'visible-only'; path: string }
  /** `about`, `pricing`, `clients`, `blog` (and below): pages the server renders itself. */
  | { kind: 'server-redirect'; to: string }
  /** `pages/*` and `pages/tmp/*`: static pages; `path` is what follows `pages/`. */
  | { kind: 'static-page'; path: string }
  /** `/templates/{id}`: a template text. */
  | { kind: 'template'; id: string }
  /** `/cast`: a TV shows a pairing code, then the wall an owner pairs it with, full screen. */
  | { kind: 'cast' }
  /** `/analytics/{user}`: a wall's analytics page. */
  | { kind: 'analytics'; userName: string }
  /** `/{user}`, `/{user}/{network}`, `/{user}/{network}/{id}`, `/{user}/search`: the public wall. */
  | ({ kind: 'wall' } & WallScope)
  /**
   * `/{user}/edit/remote`: the remote control that drives every open screen of the wall over
   * its live channel, for its owner or a white-label moderator (`?wl_token=`).
   */
  | { kind: 'remote'; userName: string; query: WallQuery }
  /** Any wall address with `/edit` (and no wl_token): the owner's editor. */
  | ({
      kind: 'edit';
      /** The edit panel section named right after `/edit`, if any. */
      section?: EditSection;
      /** True when the address holds `moderate/private`: the Private Posts tab. */
      privateFeed: boolean;
    } & WallScope)
  /**
   * White-label moderation, with no sign-in: `/{user}/w_edit|w_moderate|w_moderate_all`
   * (which redirect to `/{user}/edit/moderate` keeping the query), or any `/edit` address
   * carrying a wl_token (mode `w_moderate`).
   */
  | ({
      kind: 'white-label';
      mode: WhiteLabelMode;
      /** True when the address holds `moderate/private`. */
      privateFeed: boolean;
      /** Where a suffix address redirects, query string kept; absent when already there. */
      redirectTo?: string;
    } & WallScope);

/** The `kind` of every route match. */
export type RouteKind = RouteMatch['kind'];
