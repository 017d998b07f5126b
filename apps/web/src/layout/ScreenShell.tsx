import { useTranslator } from '@chorus/theme-kit';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { RouteKind } from '../routes/route-table.ts';
import type { EmbedHeadingLevel } from '../routes/wall-query.ts';
import { LoadFailure } from './LoadFailure.tsx';

/**
 * How a screen sets the document title: a `<title>` element in its tree, which React hoists into
 * the head (the owner app, and the server render); or, where the runtime does not hoist it (the
 * public wall's Preact entry, src/wall-main.tsx), `document.title` after it draws. Either way
 * the page's body holds no `<title>`, so the server's HTML and the hydrating render agree.
 */
export const TitleByElement = createContext(true);

/** Props of {@link ScreenShell}. */
export interface ScreenShellProps {
  /** The route kind; written to `data-screen` so browser tests can tell screens apart. */
  screen: RouteKind;
  /** The screen's one `<h1>`. */
  title: string;
  /** The document title. */
  documentTitle: string;
  /** The page navbar, if any (the public wall and the embeds have none). */
  header?: ReactNode;
  /**
   * The screen is framed inside another site's page (an embedded wall), whose tree it joins: its
   * root is a region named by its heading, not a second `main`, and the heading has this level,
   * not a second `h1`.
   */
  embeddedHeadingLevel?: EmbedHeadingLevel;
  children?: ReactNode;
}

/**
 * The markup every screen shares: skip link, optional navbar, one main landmark and its `h1`;
 * inside another site's page, a labelled region and a lower heading instead. Holds no owner
 * code, so the public wall's entry uses it directly.
 */
export function ScreenShell({
  screen,
  title,
  documentTitle,
  header,
  embeddedHeadingLevel,
  children,
}: ScreenShellProps) {
  const byElement = useContext(TitleByElement);
  const { t } = useTranslator();
  useEffect(() => {
    if (!byElement) document.title = documentTitle;
  }, [byElement, documentTitle]);
  return (
    <div className="screen" data-screen={screen}>
      {byElement && <title>{documentTitle}</title>}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {header}
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

/** The document title of a screen: its title and the instance's name ("Chorus" alone twice). */
export function documentTitleOf(title: string, instanceName: string): string {
  return title === 'Chorus' ? instanceName : `${title} · ${instanceName}`;
}
