import { lazy, Suspense } from 'react';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

// The wall is its own chunk: a visitor's page loads no dashboard or editor code.
const WallPage = lazy(() => import('../wall/WallPage.tsx'));

/** `/{user}`, `/{user}/{network}`, `/{user}/{network}/{id}`, `/{user}/search`: the public wall. */
export function WallScreen({ match }: ScreenProps<'wall'>) {
  return (
    <ScreenFrame screen="wall" title={`Wall ${match.userName}`} navbar={false}>
      <Suspense fallback={<div className="chorus-loading" role="status" aria-busy="true" />}>
        <WallPage match={match} />
      </Suspense>
    </ScreenFrame>
  );
}
