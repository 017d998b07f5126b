/**
 * The owner app's texts: each area of the owner app (dashboard, edit panel, moderation…) keeps
 * its words in a `texts.ts` beside its components, in English, German, French and Spanish, as
 * ICU MessageFormat over the same library the wall uses (@lingui/core). Components read them in
 * the owner's language with {@link useTexts}; `core/src/i18n/owner-check.test.ts` fails while a
 * language lacks a key, has an extra one or changes a text's arguments. docs/i18n.md.
 *
 * The owner app's texts are compiled in the browser when first used (the owner chunk carries the
 * message parser, about 5 kB gzip); the wall's texts stay precompiled (core/src/i18n).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { useMemo } from 'react';
import type { ShippedLanguage } from '@chorus/core/i18n';
import { useTranslator } from '@chorus/theme-kit';

/** The languages other than English, each of which must translate every English key. */
export type TranslatedLanguage = Exclude<ShippedLanguage, 'en'>;

/** One area's texts: English, the source, and its translations (same keys, same arguments). */
export interface OwnerTexts<Key extends string> {
  readonly en: Readonly<Record<Key, string>>;
  readonly translations: Readonly<Record<TranslatedLanguage, Readonly<Record<Key, string>>>>;
}

/** A text's values: `{name}` parameters and plural counts. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Formats one area's text in one language: `t('wallsHeading')`, `t('postCount', { count })`. */
export type TextFormatter<Key extends string> = (key: Key, values?: TextValues) => string;

/**
 * Declares an area's texts. TypeScript refuses a translation that lacks an English key or has
 * one English does not; the owner check (npm test) compares their ICU arguments.
 */
export function defineTexts<const En extends Record<string, string>>(
  en: En,
  translations: Readonly<Record<TranslatedLanguage, Readonly<Record<keyof En & string, string>>>>,
): OwnerTexts<keyof En & string> {
  return { en, translations };
}

const instances = new WeakMap<OwnerTexts<string>, Map<ShippedLanguage, I18n>>();

function i18nOf(texts: OwnerTexts<string>, language: ShippedLanguage): I18n {
  let byLanguage = instances.get(texts);
  if (!byLanguage) {
    byLanguage = new Map();
    instances.set(texts, byLanguage);
  }
  const existing = byLanguage.get(language);
  if (existing) return existing;
  const source = language === 'en' ? texts.en : texts.translations[language];
  const compiled = Object.fromEntries(
    Object.entries(source).map(([key, text]) => [key, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
  byLanguage.set(language, i18n);
  return i18n;
}

/** A formatter of `texts` in `language`, for code outside components (validation, alerts). */
export function textsIn<Key extends string>(
  texts: OwnerTexts<Key>,
  language: ShippedLanguage,
): TextFormatter<Key> {
  const i18n = i18nOf(texts as OwnerTexts<string>, language);
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}

/**
 * The formatter of an area's texts in the language the owner app is drawn in (the account's,
 * else the browser's; see OwnerLanguage.tsx). Outside an owner screen it formats English.
 */
export function useTexts<Key extends string>(texts: OwnerTexts<Key>): TextFormatter<Key> {
  const { locale } = useTranslator();
  return useMemo(() => textsIn(texts, locale), [texts, locale]);
}
