/**
 * The personalize section's schemas in the owner's language: core's display settings (language,
 * banner, call to action) and the appearance choices come from core's schema texts, drawn by
 * the one form renderer.
 */
import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { fieldsOf } from '../../forms/schema-fields.ts';
import { textsIn } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import {
  appearanceSchema,
  displaySchema,
  localizedSchema,
  pickFields,
} from './personalize-schemas.ts';

const sources = [{ id: 4, network: 'rss', feed_type: 'url', label: 'news.test', last_crawled: 0 }];

describe('the personalize schemas in the owner’s language', () => {
  it('draw core’s display settings in German', async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('de')}>
        <SchemaForm
          schema={displaySchema(undefined, sources, 'de')}
          values={{}}
          onChange={() => undefined}
        />
      </LanguageProvider>,
    );
    expect(html).toMatch(/<label[^>]*>Sprache\b/);
    expect(html).toContain('In welcher Sprache Besucher die Wand lesen');
    expect(html).toMatch(/<legend[^>]*>Banner<\/legend>/);
    expect(html).toMatch(/<label[^>]*>Bannerbild\b/);
    expect(html).toMatch(/<label[^>]*>Breite\b/);
    expect(html).toMatch(/<legend[^>]*>Handlungsaufforderung<\/legend>/);
    expect(html).toMatch(/<label[^>]*>Button-Text\b/);
    // Each language keeps its own name; a source's label is data.
    expect(html).toContain('>Français<');
    expect(html).toContain('news.test');
    expect(html).not.toMatch(/Banner image|Call to action|Button text|>Width</);
  });

  it('keep core’s English by default, and the values as ids in every language', () => {
    const english = fieldsOf(displaySchema(undefined, sources));
    expect(english.find((f) => f.path === 'banner')?.label).toBe('Banner');
    const spanish = fieldsOf(displaySchema(undefined, sources, 'es'));
    expect(spanish.find((f) => f.path === 'cta')?.label).toBe('Llamada a la acción');
    expect(spanish.find((f) => f.path === 'language')?.options).toEqual([
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
      { value: 'fr', label: 'Français' },
      { value: 'es', label: 'Español' },
    ]);
  });

  it('label the appearance choices in the owner’s language, storing the same values', () => {
    const t = textsIn(texts, 'fr');
    const layout = pickFields(localizedSchema(appearanceSchema, t, 'fr'), [
      'position_name',
      'position_namebar',
    ]);
    expect(fieldsOf(layout).map((f) => [f.label, f.options])).toEqual([
      [
        t('fieldPositionName'),
        [
          { value: 'left', label: 'Gauche' },
          { value: 'center', label: 'Centre' },
          { value: 'right', label: 'Droite' },
        ],
      ],
      [
        t('fieldPositionNamebar'),
        [
          { value: 'top', label: 'Haut' },
          { value: 'bottom', label: 'Bas' },
        ],
      ],
    ]);
    const english = fieldsOf(localizedSchema(appearanceSchema, textsIn(texts, 'en')));
    expect(english.find((f) => f.name === 'position_namebar')?.options?.[1]).toEqual({
      value: 'bottom',
      label: 'Bottom',
    });
  });
});
