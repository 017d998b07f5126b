import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { messages } from '../messages/catalogue.ts';
import { translatedCatalogues } from './catalogues/index.ts';
import { compiledModulePath, generatedModules } from './generate.ts';
import {
  directionOf,
  intlLocaleOf,
  rtlPseudoLocale,
  shippedLanguages,
  wallLanguageOf,
} from './languages.ts';
import { english, loadLanguage, translatorFor } from './translator.ts';

describe('the translators', () => {
  it('format English plurals by count, as formatMessage did before for many', () => {
    expect(formatMessage('bulkApproveDone', { count: 1 })).toBe('Approved 1 post.');
    expect(formatMessage('bulkApproveDone', { count: 12 })).toBe('Approved 12 posts.');
    expect(english.t('fieldTooLong', { field: 'Name', max: 200 })).toBe(
      'Name must be at most 200 characters.',
    );
    expect(english.t('feedMorePosts')).toBe(messages.feedMorePosts);
  });

  it('draw German, French and Spanish with their own plural forms', async () => {
    const de = await loadLanguage('de');
    expect(de.t('feedMorePosts')).toBe('Weitere Beiträge');
    expect(de.t('moderationNewPosts', { count: 1 })).toBe('1 neuer Beitrag zum Moderieren.');
    expect(de.t('moderationNewPosts', { count: 3 })).toBe('3 neue Beiträge zum Moderieren.');
    const fr = await loadLanguage('fr');
    // French counts 0 and 1 as singular.
    expect(fr.t('bulkApproveDone', { count: 0 })).toBe('0 publication approuvée.');
    expect(fr.t('bulkApproveDone', { count: 2 })).toBe('2 publications approuvées.');
    const es = await loadLanguage('es');
    expect(es.t('slideshowPosition', { current: 2, total: 9 })).toBe('Publicación 2 de 9');
    expect(es.t('screenTooShort', { characters: 1 })).toBe('Tiene menos de 1 carácter.');
    expect(translatorFor('es')).toBe(es);
  });

  it('give the pseudo-locale English texts, right to left', async () => {
    const pseudo = await loadLanguage(rtlPseudoLocale);
    expect(pseudo.dir).toBe('rtl');
    expect(pseudo.htmlLang).toBe('ar-XB');
    expect(pseudo.t('feedMorePosts')).toBe('More Posts');
    expect(directionOf('de')).toBe('ltr');
    expect(intlLocaleOf(rtlPseudoLocale)).toBe('en');
  });
});

describe('wallLanguageOf', () => {
  it('reads a language by its primary subtag, the pseudo-locale by name, else null', () => {
    expect(wallLanguageOf('de-AT')).toBe('de');
    expect(wallLanguageOf('FR')).toBe('fr');
    expect(wallLanguageOf('ar-xb')).toBe('ar-XB');
    expect(wallLanguageOf('ar')).toBeNull();
    expect(wallLanguageOf('')).toBeNull();
    expect(wallLanguageOf(undefined)).toBeNull();
    expect(shippedLanguages).toEqual(['en', 'de', 'fr', 'es']);
  });
});

describe('the compiled catalogues', () => {
  it('are what generate.ts writes from the catalogues (run it after editing one)', async () => {
    const modules = await generatedModules();
    expect(Object.keys(modules).sort()).toEqual(['de', 'en', 'es', 'fr']);
    for (const [language, source] of Object.entries(modules)) {
      expect(readFileSync(compiledModulePath(language), 'utf8'), language).toBe(source);
    }
  });

  it('hold every key in every language', () => {
    for (const catalogue of Object.values(translatedCatalogues)) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(messages).sort());
    }
  });
});
