import { lazy, Suspense } from 'react';
import type { ScreenProps } from './screen-props.ts';
import { WallFrame, WallLoading } from './WallFrame.tsx';

// The wall is its own chunk: a visitor's page loads no dashboard or editor code.
const WallPage = lazy(() => import('../wall/WallPage.tsx'));

/**
 * `/{user}`, `/{user}/{network}`, `/{user}/{network}/{id}`, `/{user}/search`: the public wall,
 * in the owner app (a wall reached by navigating inside it). Wall pages the server draws load
 * the wall's own entry instead (src/wall-main.tsx), which draws the same tree.
 */
export function WallScreen({ match }: ScreenProps<'wall'>) {
  return (
    <WallFrame match={match}>
      <Suspense fallback={<WallLoading />}>
        <WallPage match={match} />
      </Suspense>
    </WallFrame>
  );
}
