import { SimpleListLayout, type WallThemeProps } from '@chorus/theme-kit';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { arrivedTheme, loadTheme } from './theme-arrivals.ts';
import type { ThemeChoice } from './theme-choice.ts';

/**
 * Draws the posts with the chosen theme, loading its package on demand (at once when its code
 * has already arrived: a server-drawn wall's theme is loaded before hydration).
 */
export function ThemeView({ choice, props }: { choice: ThemeChoice; props: WallThemeProps }) {
  const installed = choice.kind === 'installed' ? choice.theme : null;
  const Component = useMemo<ComponentType<WallThemeProps>>(
    () =>
      installed ? (arrivedTheme(installed) ?? lazy(() => loadTheme(installed))) : SimpleListLayout,
    [installed],
  );
  // While the theme's code loads (a wall drawn in the browser, not hydrated), its posts show as
  // a plain list without pictures: the theme asks for the picture sizes it draws (a 45 px tile,
  // a zoomed full-screen slide), and the list's sizes would be downloaded for nothing.
  const waiting = useMemo(() => ({ ...props.card, noImages: true }), [props.card]);
  return (
    <Suspense fallback={<SimpleListLayout {...props} card={waiting} />}>
      <Component {...props} />
    </Suspense>
  );
}
