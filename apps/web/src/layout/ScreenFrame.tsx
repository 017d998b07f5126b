import type { ReactNode } from 'react';
import type { RouteKind } from '../routes/route-table.ts';
import type { EmbedHeadingLevel } from '../routes/wall-query.ts';
import { useInstanceInfo } from '../owner/admin/instance-info.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** Props of {@link ScreenFrame}. */
export interface ScreenFrameProps {
  /** The route kind; written to `data-screen` so browser tests can tell screens apart. */
  screen: RouteKind;
  /** The screen's one `<h1>`, also the document title. */
  title: string;
  /** Shows the page navbar; the public wall and the embeds hide it. */
  navbar?: boolean;
  /**
   * The screen is framed inside another site's page (an embedded wall), whose tree it joins: its
   * root is a region named by its heading, not a second `main`, and the heading has this level,
   * not a second `h1`.
   */
  embeddedHeadingLevel?: EmbedHeadingLevel;
  children?: ReactNode;
}

/**
 * The shared layout of every screen: skip link, optional navbar, one main landmark and its `h1`;
 * inside another site's page, a labelled region and a lower heading instead.
 */
export function ScreenFrame({
  screen,
  title,
  navbar = true,
  embeddedHeadingLevel,
  children,
}: ScreenFrameProps) {
  // The instance's own name (admin screen) on pages with the navbar; walls keep "Chorus".
  const instance = useInstanceInfo(navbar).name;
  return (
    <div className="screen" data-screen={screen}>
      <title>{title === 'Chorus' ? instance : `${title} · ${instance}`}</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navbar && <SiteHeader />}
      {embeddedHeadingLevel === undefined ? (
        <main id="main" className="screen-main" tabIndex={-1}>
          <h1>{title}</h1>
          <LoadFailure>{children}</LoadFailure>
        </main>
      ) : (
        <EmbeddedRoot title={title} level={embeddedHeadingLevel}>
          {children}
        </EmbeddedRoot>
      )}
    </div>
  );
}

/** The root of a screen inside another site's page: a region labelled by its heading. */
function EmbeddedRoot({
  title,
  level,
  children,
}: {
  title: string;
  level: EmbedHeadingLevel;
  children?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <section id="main" className="screen-main" tabIndex={-1} aria-labelledby="screen-heading">
      <Heading id="screen-heading" className="screen-heading">
        {title}
      </Heading>
      <LoadFailure>{children}</LoadFailure>
    </section>
  );
}
