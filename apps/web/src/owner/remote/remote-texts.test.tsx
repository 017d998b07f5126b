import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/texts.ts';
import { RemoteControl } from './RemoteControl.tsx';
import { channelStatusText } from './remote-controls.ts';
import { texts } from './texts.ts';

describe('the remote control in French', () => {
  it('draws its buttons and settings in the owner’s language', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <RemoteControl userName="acme" />
      </LanguageProvider>,
    );
    expect(html).toContain('Connexion au mur…');
    expect(html).toContain('<legend>Diapositives</legend>');
    expect(html).toMatch(/<button[^>]*>Précédent<\/button>/);
    expect(html).toMatch(/<button[^>]*>Suivant<\/button>/);
    expect(html).toContain('<option value="" selected="">Choisir une animation</option>');
    expect(html).toContain('<option value="5000">5 s</option>');
    expect(html).toContain('>Afficher une publication maintenant</h2>');
    expect(html).not.toMatch(/Back|Forward|Choose a time/);
  });

  it('says why the channel is down in French', () => {
    const fr = textsIn(texts, 'fr');
    expect(channelStatusText({ state: 'lost', retryInSeconds: 4 }, fr)).toBe(
      'La connexion au mur a été fermée ; reconnexion dans 4 s.',
    );
    expect(channelStatusText({ state: 'unavailable' }, fr)).toBe('Ce mur n’est pas disponible.');
  });
});
