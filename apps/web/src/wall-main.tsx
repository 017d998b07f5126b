/**
 * The public wall's own entry (vite.wall.config.ts), loaded by every wall page the server draws
 * (apps/server/src/http/wall-render.ts): the wall, its overlay, infinite scroll, search and live
 * updates on Preact (preact/compat stands in for React), without react-router or the owner app.
 * Other pages keep the React app (main.tsx). See docs/performance.md, "The wall's own entry".
 */
import { StrictMode, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TitleByElement } from './layout/ScreenShell.tsx';
import { matchWallRoute } from './routes/wall-route.ts';
import { WallFrame, WallLoading } from './screens/WallFrame.tsx';
import { restoreHoistedStyles } from './ssr/hoist-styles.ts';
import { takePageData } from './ssr/page-data.ts';
import { preloadServedTheme } from './wall/preload-theme.ts';
import { whileHydrating } from './wall/runtime/react-on-preact.ts';
import { ServedWallContext } from './wall/served-wall.ts';
import { WallLocationContext, type WallLocation } from './wall/wall-location.ts';
import WallPage from './wall/WallPage.tsx';
import './styles/base.css';

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/** The browser's address as the wall's location; wall addresses move in the page. */
function useHistoryLocation(): WallLocation {
  const [address, setAddress] = useState(here);
  useEffect(() => {
    const follow = () => setAddress(here());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return useMemo<WallLocation>(
    () => ({
      ...address,
      navigate(to, options) {
        const target = new URL(to, window.location.href);
        // Anything but a wall (the 404 page, an owner screen) is the owner app's: load it.
        if (matchWallRoute(target.pathname, target.search) === null) {
          if (options?.replace) window.location.replace(target.href);
          else window.location.assign(target.href);
          return;
        }
        const url = `${target.pathname}${target.search}${target.hash}`;
        if (options?.replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
        setAddress(here());
      },
    }),
    [address],
  );
}

/** The wall at the browser's address, routed without a router. */
function WallApp() {
  const location = useHistoryLocation();
  const { pathname, search } = location;
  // Only the route table's wall rows: anything else is the React app's (wall-route.ts).
  const match = useMemo(() => matchWallRoute(pathname, search), [pathname, search]);
  const shownPathname = useRef(pathname);
  useEffect(() => {
    // After an in-page navigation, move focus to the new page so screen readers announce it.
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    document.getElementById('main')?.focus();
  }, [pathname]);
  const wall = match !== null;
  useEffect(() => {
    if (!wall) window.location.reload();
  }, [wall]);
  if (match === null) return null;
  return (
    <TitleByElement.Provider value={false}>
      <WallLocationContext.Provider value={location}>
        <WallFrame match={match}>
          <Suspense fallback={<WallLoading />}>
            <WallPage match={match} />
          </Suspense>
        </WallFrame>
      </WallLocationContext.Provider>
    </TitleByElement.Provider>
  );
}

/**
 * Hydrates and says on the console (as React does) when hydrating did not keep the server's
 * HTML: an element the server drew was replaced, or one was added. Browser tests fail on it.
 */
function hydrateKeepingHtml(root: HTMLElement, tree: ReactNode): void {
  const drawn = Array.from(root.querySelectorAll('*'));
  whileHydrating(() => hydrateRoot(root, tree));
  const replaced = drawn.filter((element) => !element.isConnected);
  const added = root.querySelectorAll('*').length - (drawn.length - replaced.length);
  if (replaced.length > 0 || added > 0) {
    const names = replaced
      .slice(0, 5)
      .map((element) => `${element.localName}.${element.className}`)
      .join(', ');
    console.error(
      `Hydration mismatch: ${replaced.length} server-drawn elements replaced (${names}), ${added} added.`,
    );
  }
}

const root = document.getElementById('root');
if (root === null) throw new Error('The wall page has no #root element');
const data = takePageData(document);
if (data === null) {
  createRoot(root).render(
    <StrictMode>
      <WallApp />
    </StrictMode>,
  );
} else {
  restoreHoistedStyles(root, data.styles ?? []);
  // The theme's code first, so the wall hydrates in one pass (wall/preload-theme.ts).
  void preloadServedTheme(root).then(() =>
    hydrateKeepingHtml(
      root,
      <StrictMode>
        <ServedWallContext.Provider value={{ data, used: false }}>
          <WallApp />
        </ServedWallContext.Provider>
      </StrictMode>,
    ),
  );
}
