/**
 * The language a wall (or, next, the owner app) is drawn in, for every component under it:
 * `<LanguageProvider translator={...}>` at the top, `useTranslator()` in a component, and
 * `t('feedMorePosts')` for a text. Without a provider, components draw English. docs/i18n.md.
 */
import { english, type Translator } from '@chorus/core/i18n';
import { createContext, useContext, type ReactNode } from 'react';

const LanguageContext = createContext<Translator>(english);

/** Props of {@link LanguageProvider}. */
export interface LanguageProviderProps {
  /** A loaded language's translator (core's `loadLanguage` or `translatorFor`). */
  readonly translator: Translator;
  readonly children: ReactNode;
}

/** Draws `children` in the translator's language. */
export function LanguageProvider({ translator, children }: LanguageProviderProps) {
  return <LanguageContext.Provider value={translator}>{children}</LanguageContext.Provider>;
}

/**
 * The translator of the language the component is drawn in: `t(key, params)` for catalogue
 * texts, `locale` for `Intl` (relative times, dates, numbers), `dir` for the writing direction.
 */
export function useTranslator(): Translator {
  return useContext(LanguageContext);
}
