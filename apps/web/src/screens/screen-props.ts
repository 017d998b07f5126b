import type { RouteKind, RouteMatch } from '../routes/route-table.ts';

/** The props of the screen for route kind `K`: the match that chose it. */
export interface ScreenProps<K extends RouteKind> {
  match: Extract<RouteMatch, { kind: K }>;
}
