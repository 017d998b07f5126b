/**
 * The site's own pages in the visitor's language: the landing page, the not-found page and the
 * site header read German under a German translator (OwnerLanguage gives the browser's).
 */
import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/route-table.ts';
import { IndexScreen } from './IndexScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

async function inGerman(screen: React.ReactNode): Promise<string> {
  const german = await loadLanguage('de');
  return renderToStaticMarkup(
    <MemoryRouter>
      <LanguageProvider translator={german}>{screen}</LanguageProvider>
    </MemoryRouter>,
  );
}

describe("the site's pages", () => {
  it('draw the landing page in German, with the words of each point in bold', async () => {
    const match = matchRoute('/', '');
    if (match.kind !== 'index') throw new Error('/ is the index');
    const html = await inGerman(<IndexScreen match={match} />);
    expect(html).toContain('Nächste Schritte');
    expect(html).toContain('<strong>Verbinde</strong> Netzwerke und Feeds');
    expect(html).toContain('Konto erstellen');
    expect(html).toContain('Anmelden');
    expect(html).not.toContain('Next steps');
  });

  it('draw the not-found page in German', async () => {
    const html = await inGerman(<NotFoundScreen />);
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('Zur Startseite');
    expect(html).toContain('Zum Inhalt springen');
  });
});
