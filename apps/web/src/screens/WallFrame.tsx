import type { ReactNode } from 'react';
import { documentTitleOf, ScreenShell } from '../layout/ScreenShell.tsx';
import { defaultEmbedHeadingLevel, isEmbeddedQuery } from '../routes/wall-query.ts';
import type { ScreenProps } from './screen-props.ts';

/**
 * The frame of the public wall, shared by the owner app's WallScreen and the wall's own entry
 * (src/wall-main.tsx): no navbar, and "Chorus" in the document title, as the server draws it.
 * Embedded in another site (read from the address, so a server render draws the same), it is a
 * region with a lower heading: the embedding page keeps its one `main` and `h1`.
 */
export function WallFrame({ match, children }: ScreenProps<'wall'> & { children: ReactNode }) {
  const embedded = isEmbeddedQuery(match.query);
  const title = `Wall ${match.userName}`;
  return (
    <ScreenShell
      screen="wall"
      title={title}
      documentTitle={documentTitleOf(title, 'Chorus')}
      {...(embedded
        ? { embeddedHeadingLevel: match.query.headingLevel ?? defaultEmbedHeadingLevel }
        : {})}
    >
      {children}
    </ScreenShell>
  );
}

/** What a wall shows while its code loads. */
export function WallLoading() {
  return <div className="chorus-loading" role="status" aria-busy="true" />;
}
