import { describe, expect, it } from 'vitest';
import { wallLanguageFor } from './wall-language.ts';

describe('wallLanguageFor', () => {
  const german = { display_profile: { language: 'de' } };

  it('takes ?lang= first, then the wall setting, else English', () => {
    expect(wallLanguageFor(german, '?lang=fr')).toBe('fr');
    expect(wallLanguageFor(german, '?lang=ar-XB')).toBe('ar-XB');
    expect(wallLanguageFor(german, '')).toBe('de');
    expect(wallLanguageFor({ display_profile: {} }, '')).toBe('en');
    expect(wallLanguageFor({ display_profile: null }, '?theme=slider')).toBe('en');
  });

  it('ignores a language that is not shipped, in the address or the setting', () => {
    expect(wallLanguageFor(german, '?lang=tlh')).toBe('de');
    expect(wallLanguageFor({ display_profile: { language: 'xx' } }, '')).toBe('en');
    expect(wallLanguageFor({ display_profile: { language: 7 } }, '')).toBe('en');
  });
});
