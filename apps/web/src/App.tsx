import { useEffect, useMemo, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from './routes/route-table.ts';
import { ScreenForMatch } from './screens/ScreenForMatch.tsx';
import { WallLocationContext, type WallLocation } from './wall/wall-location.ts';

/** Renders the screen the current address matches in the route table. */
function RoutedScreen() {
  const { pathname, search } = useLocation();
  const match = useMemo(() => matchRoute(pathname, search), [pathname, search]);
  const navigateTo = useNavigate();
  const location = useMemo<WallLocation>(
    () => ({ pathname, search, navigate: (to, options) => void navigateTo(to, options) }),
    [pathname, search, navigateTo],
  );
  const shownPathname = useRef(pathname);
  useEffect(() => {
    // After an in-app navigation, move focus to the new page so screen readers announce it.
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    document.getElementById('main')?.focus();
  }, [pathname]);
  return (
    <WallLocationContext.Provider value={location}>
      <ScreenForMatch match={match} />
    </WallLocationContext.Provider>
  );
}

/**
 * The route table lives in `routes/route-table.ts` (shared with the server), so the router
 * has one catch-all route and hands every address to it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<RoutedScreen />} />
    </Routes>
  );
}

/** The Chorus web app, routed by the browser's address. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
