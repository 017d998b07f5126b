import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DialogActions } from './DialogActions.tsx';

describe("the shared controls in the owner's language", () => {
  it('draw a dialog’s Cancel in French', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <DialogActions label="Enregistrer" onCancel={() => undefined} />
      </LanguageProvider>,
    );
    expect(html).toBe(
      '<button type="button">Annuler</button><button type="submit">Enregistrer</button>',
    );
  });

  it('draw it in English outside an owner screen', () => {
    const html = renderToStaticMarkup(<DialogActions label="Save" onCancel={() => undefined} />);
    expect(html).toContain('<button type="button">Cancel</button>');
  });
});
