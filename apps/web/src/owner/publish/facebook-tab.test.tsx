/** The Facebook page tab: the dialog's address, the plan gate, and its steps in French. */
import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { facebookTabDialogUrl, pageTabWallUrl } from './facebook-tab.ts';
import { FacebookTab, FacebookTabSteps, facebookTabAllowed } from './FacebookTab.tsx';
import { texts } from './texts.ts';

describe('the Facebook page tab', () => {
  it("opens Facebook's add-page-tab dialog with the App ID and the wall's address", () => {
    const wall = pageTabWallUrl('https://walls.example.org', 'harbour fest');
    expect(wall).toBe('https://walls.example.org/harbour%20fest');
    const url = new URL(facebookTabDialogUrl(' 1234567890 ', wall) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/dialog/pagetab');
    expect(url.searchParams.get('app_id')).toBe('1234567890');
    expect(url.searchParams.get('redirect_uri')).toBe(wall);
  });

  it('has no dialog while the App ID is empty', () => {
    expect(facebookTabDialogUrl('', 'https://walls.example.org/x')).toBeNull();
    expect(facebookTabDialogUrl('   ', 'https://walls.example.org/x')).toBeNull();
    expect(texts.en.facebookAppIdRequired).toBe('Please enter App ID in step 4.');
  });

  it('is for every account self-hosted, and behind the upgrade prompt on a plan without it', () => {
    expect(facebookTabAllowed(undefined, [])).toBe(true);
    expect(facebookTabAllowed('pro', [])).toBe(true);
    expect(facebookTabAllowed('basic', [])).toBe(false);
    const html = renderToStaticMarkup(
      <FacebookTab origin="https://walls.example.org" userName="harbour" plan="basic" />,
    );
    expect(html).toContain('>Facebook page tab</h3>');
    expect(html).toContain('data-feature="facebookTab"');
    expect(html).not.toContain('Set up a Facebook page tab');
    const allowed = renderToStaticMarkup(
      <FacebookTab origin="https://walls.example.org" userName="harbour" plan="premium" />,
    );
    expect(allowed).toContain('>Set up a Facebook page tab</button>');
  });

  it('draws the steps in English: App ID as step 4, labelled, the wall address to copy', () => {
    const html = renderToStaticMarkup(
      <FacebookTabSteps origin="https://walls.example.org" userName="harbour" />,
    );
    const steps = html.match(/<li>/g) ?? [];
    expect(steps).toHaveLength(5);
    const fourth = html.split('<li>')[4] ?? '';
    expect(fourth).toMatch(/<label for="[^"]+">App ID<\/label>/);
    expect(html).toContain('value="https://walls.example.org/harbour"');
    expect(html).toContain('href="https://developers.facebook.com/apps"');
    expect(html).toContain('>Add to a Facebook page</button>');
    // The error's live region is there before any error.
    expect(html).toContain('<div role="alert"></div>');
  });

  it('draws the steps in French', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <FacebookTabSteps origin="https://walls.example.org" userName="harbour" />
      </LanguageProvider>,
    );
    expect(html).toMatch(/<label[^>]*>ID de l’application<\/label>/);
    expect(html).toContain('>Ajouter à une page Facebook</button>');
    expect(html).not.toMatch(/App ID|Add to a Facebook page/);
    expect(texts.translations.fr.facebookAppIdRequired).toBe(
      'Veuillez saisir l’ID de l’application à l’étape 4.',
    );
  });
});
