/**
 * The language a wall is drawn in (docs/i18n.md): `?lang=` first (a shipped language or the
 * `ar-XB` right-to-left pseudo-locale), then the wall's own setting (its display profile's
 * `language`), else English. Never the visitor's browser: a wall reads the same to everyone,
 * and its server-drawn page can be cached.
 */
import {
  defaultLanguage,
  english,
  loadLanguage,
  translatorFor,
  wallLanguageOf,
  type Translator,
  type WallLanguage,
} from '@chorus/core/i18n';
import { useEffect, useState } from 'react';

/** The wall's language for its profile and the page's query string. */
export function wallLanguageFor(
  profile: { readonly display_profile?: Readonly<Record<string, unknown>> | null },
  search: string,
): WallLanguage {
  const asked = new URLSearchParams(search).get('lang');
  const set = profile.display_profile?.['language'];
  return (
    wallLanguageOf(asked) ?? wallLanguageOf(typeof set === 'string' ? set : null) ?? defaultLanguage
  );
}

/**
 * The translator of `language`: at once when its catalogue is loaded (English, or preloaded
 * before hydration by preload-theme.ts), else null until it has loaded (English if it fails).
 */
export function useWallTranslator(language: WallLanguage | null): Translator | null {
  const [loaded, setLoaded] = useState<{ language: WallLanguage; translator: Translator } | null>(
    null,
  );
  useEffect(() => {
    if (language === null || translatorFor(language) !== null) return;
    let current = true;
    const done = (translator: Translator) => current && setLoaded({ language, translator });
    loadLanguage(language).then(done, () => done(english));
    return () => {
      current = false;
    };
  }, [language]);
  if (language === null) return null;
  return translatorFor(language) ?? (loaded?.language === language ? loaded.translator : null);
}

/** Sets the page's `lang` and `dir` to the wall's while it shows (the server does the same). */
export function useDocumentLanguage(translator: Translator | null): void {
  const lang = translator?.htmlLang;
  const dir = translator?.dir;
  useEffect(() => {
    if (!lang || !dir) return;
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = lang;
    root.dir = dir;
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [lang, dir]);
}

/** Before a server-drawn wall hydrates: loads the catalogue of the language it was drawn in. */
export async function preloadServedLanguage(document: Document): Promise<void> {
  const language = wallLanguageOf(document.documentElement.getAttribute('lang'));
  if (language === null || translatorFor(language) !== null) return;
  try {
    await loadLanguage(language);
  } catch {
    // Hydration goes on in English; the wall then loads its language as a browser-drawn one.
  }
}
