/**
 * The languages Chorus ships, and the right-to-left pseudo-locale used to test mirroring.
 * A wall's visitors read the wall's language (its display profile's `language`, or `?lang=`);
 * the owner app reads the account's (the browser's by default). docs/i18n.md.
 */

/** The shipped languages, each with a complete catalogue (English is the source). */
export const shippedLanguages = ['en', 'de', 'fr', 'es'] as const;

/** A shipped language. */
export type ShippedLanguage = (typeof shippedLanguages)[number];

/**
 * The right-to-left pseudo-locale: English texts, `dir="rtl"`, for testing that a wall mirrors
 * (the name follows Android's bidi pseudo-locale `ar-XB`). Reachable with `?lang=ar-XB` only.
 */
export const rtlPseudoLocale = 'ar-XB';

/** A language a wall can be drawn in: a shipped one or the right-to-left pseudo-locale. */
export type WallLanguage = ShippedLanguage | typeof rtlPseudoLocale;

/** The language used when none is set or the one asked for is not shipped. */
export const defaultLanguage: ShippedLanguage = 'en';

/** Each shipped language's name in itself, for the language select. */
export const languageNames: Readonly<Record<ShippedLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** Whether `value` names a shipped language. */
export function isShippedLanguage(value: unknown): value is ShippedLanguage {
  return typeof value === 'string' && (shippedLanguages as readonly string[]).includes(value);
}

/**
 * The wall language for an asked value (`?lang=`, a stored setting, a browser's language such
 * as `de-AT`): a shipped language by its primary subtag, the pseudo-locale by its exact name,
 * else null.
 */
export function wallLanguageOf(value: string | null | undefined): WallLanguage | null {
  if (!value) return null;
  if (value.toLowerCase() === rtlPseudoLocale.toLowerCase()) return rtlPseudoLocale;
  const primary = value.toLowerCase().split(/[-_]/)[0];
  return isShippedLanguage(primary) ? primary : null;
}

/** The writing direction of a wall language. */
export function directionOf(language: WallLanguage): 'ltr' | 'rtl' {
  return language === rtlPseudoLocale ? 'rtl' : 'ltr';
}

/** The locale `Intl` formats with (dates, relative times, numbers, plural rules). */
export function intlLocaleOf(language: WallLanguage): ShippedLanguage {
  return language === rtlPseudoLocale ? defaultLanguage : language;
}
