/**
 * The wall the server drew into the page (apps/web/src/ssr): its data reaches the wall app
 * through this context, so the hydrating render draws exactly what the server did and the
 * first page is not fetched again. Used once: after the visitor navigates, walls load as usual.
 */
import { createContext, useContext, useEffect } from 'react';
import type { WallPageData } from '../ssr/page-data.ts';

/** What the page was served with; `used` turns true once the wall has taken it. */
export interface ServedWall {
  readonly data: WallPageData;
  used: boolean;
}

/** The served wall, or null in a page the server did not draw. */
export const ServedWallContext = createContext<ServedWall | null>(null);

/** The served data when it belongs to `userName` and has not been used yet. */
export function useServedWall(userName: string): WallPageData | null {
  const served = useContext(ServedWallContext);
  const data = served && !served.used && served.data.userName === userName ? served.data : null;
  useEffect(() => {
    if (served && data) served.used = true;
  }, [served, data]);
  return data;
}
