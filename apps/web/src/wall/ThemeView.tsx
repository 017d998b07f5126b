import { SimpleListLayout, type WallThemeProps } from '@chorus/theme-kit';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { ThemeChoice } from './theme-choice.ts';

/** Draws the posts with the chosen theme, loading its package on demand. */
export function ThemeView({ choice, props }: { choice: ThemeChoice; props: WallThemeProps }) {
  const installed = choice.kind === 'installed' ? choice.theme : null;
  const Component = useMemo<ComponentType<WallThemeProps>>(
    () => (installed ? lazy(() => installed.load()) : SimpleListLayout),
    [installed],
  );
  return (
    <Suspense fallback={<SimpleListLayout {...props} />}>
      <Component {...props} />
    </Suspense>
  );
}
