import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../messages/index.ts';
import { catalogueMessageOf, translateEnglishText } from './reverse.ts';
import { english, loadLanguage } from './translator.ts';

describe('translateEnglishText', () => {
  it('finds a plain catalogue text, with an apostrophe, and gives it in German', async () => {
    const german = await loadLanguage('de');
    expect(catalogueMessageOf(messages.feedImportFailed)?.key).toBe('feedImportFailed');
    expect(translateEnglishText(messages.feedMorePosts, german)).toBe(german.t('feedMorePosts'));
    expect(translateEnglishText(messages.feedMorePosts, german)).not.toBe(messages.feedMorePosts);
  });

  it('finds a text with parameters and keeps them', async () => {
    const french = await loadLanguage('fr');
    const text = formatMessage('editSourceRemoved', { label: '#chorus {x}' });
    expect(catalogueMessageOf(text)).toEqual({
      key: 'editSourceRemoved',
      params: { label: '#chorus {x}' },
    });
    expect(translateEnglishText(text, french)).toBe(
      french.t('editSourceRemoved', { label: '#chorus {x}' }),
    );
  });

  it('leaves a text that is not in the catalogue, and any text in English, as it is', async () => {
    const spanish = await loadLanguage('es');
    expect(translateEnglishText('Something else entirely', spanish)).toBe(
      'Something else entirely',
    );
    expect(translateEnglishText(messages.feedMorePosts, english)).toBe(messages.feedMorePosts);
  });
});
