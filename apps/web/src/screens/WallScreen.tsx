import { lazy, Suspense } from 'react';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { defaultEmbedHeadingLevel, isEmbeddedQuery } from '../routes/wall-query.ts';
import type { ScreenProps } from './screen-props.ts';

// The wall is its own chunk: a visitor's page loads no dashboard or editor code.
const WallPage = lazy(() => import('../wall/WallPage.tsx'));

/**
 * `/{user}`, `/{user}/{network}`, `/{user}/{network}/{id}`, `/{user}/search`: the public wall.
 * Embedded in another site (read from the address, so a server render draws the same), it is a
 * region with a lower heading: the embedding page keeps its one `main` and `h1`.
 */
export function WallScreen({ match }: ScreenProps<'wall'>) {
  const embedded = isEmbeddedQuery(match.query);
  return (
    <ScreenFrame
      screen="wall"
      title={`Wall ${match.userName}`}
      navbar={false}
      {...(embedded
        ? { embeddedHeadingLevel: match.query.headingLevel ?? defaultEmbedHeadingLevel }
        : {})}
    >
      <Suspense fallback={<div className="chorus-loading" role="status" aria-busy="true" />}>
        <WallPage match={match} />
      </Suspense>
    </ScreenFrame>
  );
}
