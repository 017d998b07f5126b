import { editSectionSegments, type EditSection, type RouteMatch } from './route-match.ts';

/** What {@link wallPath} puts in the address after the user name. */
export interface WallPathOptions {
  /** Narrows the wall to one network. */
  network?: string;
  /** Narrows the wall to one source of `network` (ignored without a network). */
  sourceId?: string;
  /** The search view, `/{user}/search` (network and source are then ignored). */
  search?: boolean;
  /** Appends `/edit`. */
  edit?: boolean;
  /** The edit panel section after `/edit` (ignored without `edit`). */
  section?: EditSection;
  /** The Private Posts tab, `/edit/moderate/private` (ignored without `edit`). */
  privateFeed?: boolean;
  /** A query string to keep, with or without its leading `?`. */
  query?: string | URLSearchParams;
}

/**
 * Builds the address of a wall view: `/{user}[/{network}[/{id}] | /search][/edit[/{section}]]`
 * followed by the query string, so that `matchRoute` reads the same view back.
 */
export function wallPath(userName: string, options: WallPathOptions = {}): string {
  const segments = [userName];
  if (options.search) segments.push('search');
  else if (options.network !== undefined) {
    segments.push(options.network);
    if (options.sourceId !== undefined) segments.push(options.sourceId);
  }
  if (options.edit) {
    segments.push('edit');
    if (options.privateFeed) segments.push('moderate', 'private');
    else if (options.section !== undefined) segments.push(editSectionSegments[options.section]);
  }
  const path = '/' + segments.map(encodeURIComponent).join('/');
  const query = new URLSearchParams(options.query ?? '').toString();
  return query === '' ? path : `${path}?${query}`;
}

/** Where a navigation inside a wall goes: a network, a source, home or the search view. */
export interface WallTarget {
  network?: string;
  sourceId?: string;
  /** The search view; `queryText` becomes its `query` parameter (none when empty). */
  search?: boolean;
  queryText?: string;
}

/**
 * The address of `target` seen from the current wall view: the edit suffix (section and
 * private tab included) and the current query string are kept, as the collection bar's and
 * the search box's navigation require. Only `query` is replaced, and only for a search.
 */
export function wallPathFrom(
  current: Extract<RouteMatch, { kind: 'wall' | 'edit' | 'white-label' }>,
  currentSearch: string,
  target: WallTarget,
): string {
  const query = new URLSearchParams(currentSearch);
  if (target.search) {
    if (target.queryText) query.set('query', target.queryText);
    else query.delete('query');
  }
  const editing = current.kind !== 'wall';
  return wallPath(current.userName, {
    ...target,
    edit: editing,
    section: current.kind === 'edit' ? current.section : 'moderate',
    privateFeed: editing && current.privateFeed,
    query,
  });
}
