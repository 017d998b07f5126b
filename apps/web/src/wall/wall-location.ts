/**
 * The address the wall shows and how it moves to another one. The owner app provides it from
 * react-router (App.tsx); the public wall's own entry (src/wall-main.tsx) from the browser's
 * history, so the visitor's bundle carries no router.
 */
import { createContext, useContext } from 'react';

/** The wall's current address and its navigation. */
export interface WallLocation {
  readonly pathname: string;
  /** The query string, with its `?` ('' for none). */
  readonly search: string;
  /** Goes to `to` (a path and query on this origin), replacing the history entry if asked. */
  navigate(to: string, options?: { readonly replace?: boolean }): void;
}

/** Provided by whichever entry draws the wall. */
export const WallLocationContext = createContext<WallLocation | null>(null);

/** The wall's location; throws outside a provider (a wiring mistake, not a visitor's). */
export function useWallLocation(): WallLocation {
  const location = useContext(WallLocationContext);
  if (location === null) throw new Error('The wall is drawn outside a WallLocationContext.');
  return location;
}
