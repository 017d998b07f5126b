/**
 * The owner app's language: the account's (`language` of `GET /api/user/current`), else the
 * browser's first language Chorus ships, else English. Every owner screen is drawn under it, so
 * `useTexts` (the owner's texts) and `useTranslator` (core's catalogue: the server's messages)
 * both answer in that language, and the page's `<html lang>` says it. docs/i18n.md.
 */
import {
  defaultLanguage,
  english,
  intlLocaleOf,
  loadLanguage,
  translatorFor,
  wallLanguageOf,
  type ShippedLanguage,
  type Translator,
} from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { setRequestLanguage } from '../api-client.ts';
import { sessionSnapshot, subscribeToSession } from '../session.ts';

/** The browser's first language that Chorus ships (`navigator.languages`), else null. */
export function browserLanguage(): ShippedLanguage | null {
  if (typeof navigator === 'undefined') return null;
  for (const asked of navigator.languages ?? [navigator.language]) {
    const language = wallLanguageOf(asked);
    if (language) return intlLocaleOf(language);
  }
  return null;
}

/** The owner app's language for an account's setting (null: not set) and the browser's. */
export function ownerLanguageOf(
  accountLanguage: string | null | undefined,
  browser: ShippedLanguage | null,
): ShippedLanguage {
  const chosen = wallLanguageOf(accountLanguage);
  return chosen ? intlLocaleOf(chosen) : (browser ?? defaultLanguage);
}

function useOwnerLanguage(): ShippedLanguage {
  const session = useSyncExternalStore(subscribeToSession, sessionSnapshot, sessionSnapshot);
  const accountLanguage = session.status === 'signed-in' ? session.user.account.language : null;
  return ownerLanguageOf(accountLanguage, browserLanguage());
}

/** Draws `children` in the owner's language (loading its catalogue first, once). */
export function OwnerLanguage({ children }: { children: ReactNode }) {
  const language = useOwnerLanguage();
  const [translator, setTranslator] = useState<Translator | null>(() => translatorFor(language));
  useEffect(() => {
    let current = true;
    const ready = translatorFor(language);
    if (ready) setTranslator(ready);
    else void loadLanguage(language).then((loaded) => current && setTranslator(loaded));
    return () => {
      current = false;
    };
  }, [language]);
  const shown = translator ?? english;
  // In render, not an effect: the screens' first calls (their effects run first) carry it too.
  setRequestLanguage(shown);
  useEffect(() => {
    document.documentElement.lang = shown.htmlLang;
  }, [shown]);
  if (translator === null) {
    return <div className="chorus-loading" role="status" aria-busy="true" />;
  }
  return <LanguageProvider translator={shown}>{children}</LanguageProvider>;
}
