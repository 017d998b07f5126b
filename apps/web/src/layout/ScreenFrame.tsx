import type { ReactNode } from 'react';
import type { RouteKind } from '../routes/route-table.ts';
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
  children?: ReactNode;
}

/** The shared layout of every screen: skip link, optional navbar, one main landmark. */
export function ScreenFrame({ screen, title, navbar = true, children }: ScreenFrameProps) {
  return (
    <div className="screen" data-screen={screen}>
      <title>{title === 'Chorus' ? title : `${title} · Chorus`}</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navbar && <SiteHeader />}
      <main id="main" className="screen-main" tabIndex={-1}>
        <h1>{title}</h1>
        <LoadFailure>{children}</LoadFailure>
      </main>
    </div>
  );
}
