import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmbedGenerator } from './EmbedGenerator.tsx';
import { PublishFaq } from './PublishFaq.tsx';

describe('the publish section in French', () => {
  it('draws the embed code generator in the owner’s language, the snippet as code', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <EmbedGenerator
          origin="https://walls.example.org"
          userName="harbour"
          networks={['twitter']}
          notify={() => undefined}
        />
      </LanguageProvider>,
    );
    expect(html).toContain('>Code d’intégration</h3>');
    expect(html).toMatch(/<label[^>]*>Hauteur<\/label>/);
    expect(html).toMatch(/<label[^>]*>Largeur<\/label>/);
    expect(html).toContain('<option value="all" selected="">Tous</option>');
    expect(html).toContain('Copiez ce code dans votre page');
    expect(html).toContain('>Copier le code</button>');
    // The snippet is code: the same in every language.
    expect(html).toContain('&lt;div data-chorus-wall=&quot;harbour&quot;');
    expect(html).not.toMatch(/Height|Width|Copy code/);
  });

  it('answers the how-to in French', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <PublishFaq />
      </LanguageProvider>,
    );
    expect(html).toContain('<dt>Comment mettre le mur sur mon site web ?</dt>');
    expect(html).not.toContain('How do I');
  });
});
