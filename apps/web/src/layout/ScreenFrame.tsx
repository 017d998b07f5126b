import type { ReactNode } from 'react';
import type { RouteKind } from '../routes/route-table.ts';
import type { EmbedHeadingLevel } from '../routes/wall-query.ts';
import { useInstanceInfo } from '../owner/admin/instance-info.ts';
import { documentTitleOf, ScreenShell } from './ScreenShell.tsx';
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
 * The shared layout of every screen ({@link ScreenShell}), with the site's navbar and the
 * instance's name in the document title.
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
    <ScreenShell
      screen={screen}
      title={title}
      documentTitle={documentTitleOf(title, instance)}
      header={navbar ? <SiteHeader /> : undefined}
      {...(embeddedHeadingLevel === undefined ? {} : { embeddedHeadingLevel })}
    >
      {children}
    </ScreenShell>
  );
}
