/**
 * The runtime of Chorus's languages: one translator per wall language over catalogues compiled
 * ahead by Lingui's compiler and drawn by `renderCompiled` (no message parser, and no Lingui
 * runtime, reaches the browser). English is always there; the other
 * catalogues load on demand (`loadLanguage`), so a visitor's bundle carries one language.
 */
import { messages, type MessageKey } from '../messages/catalogue.ts';
import type { MessageParamName, MessageParams } from '../messages/format.ts';
import { compiled as englishIcu } from './compiled/en.ts';
import { renderCompiled, type CompiledMessage } from './render-compiled.ts';
import {
  defaultLanguage,
  directionOf,
  intlLocaleOf,
  type ShippedLanguage,
  type WallLanguage,
} from './languages.ts';

/** A generated catalogue: every key's compiled text. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** The texts of one language, and what a page needs to draw it. */
export interface Translator {
  /** The language, as set (`ar-XB` for the pseudo-locale). */
  readonly language: WallLanguage;
  /** The locale `Intl` formats with (also the page's `lang`, but for the pseudo-locale). */
  readonly locale: ShippedLanguage;
  /** The page's `lang` attribute. */
  readonly htmlLang: string;
  /** The writing direction, for `dir`. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * The text of a catalogue message in this language, with its placeholders filled (ICU
   * plurals included): `t('feedMorePosts')`, `t('bulkApproveDone', { count: 3 })`.
   */
  t<Key extends MessageKey>(
    key: Key,
    ...args: MessageParamName<Key> extends never ? [] : [params: MessageParams<Key>]
  ): string;
  /** The text of a message by key with untyped parameters (for a `MessageRef`). */
  text(key: MessageKey, params?: Readonly<Record<string, string | number>>): string;
}

const englishCatalogue: CompiledCatalogue = { ...messages, ...englishIcu };

const loaders: Readonly<Record<Exclude<ShippedLanguage, 'en'>, () => Promise<CompiledCatalogue>>> =
  {
    de: () => import('./compiled/de.ts').then((module) => module.compiled),
    fr: () => import('./compiled/fr.ts').then((module) => module.compiled),
    es: () => import('./compiled/es.ts').then((module) => module.compiled),
  };

const catalogues = new Map<ShippedLanguage, CompiledCatalogue>([['en', englishCatalogue]]);
const translators = new Map<WallLanguage, Translator>();

function createTranslator(language: WallLanguage, catalogue: CompiledCatalogue): Translator {
  const locale = intlLocaleOf(language);
  const text = (key: MessageKey, params?: Readonly<Record<string, string | number>>) =>
    renderCompiled(catalogue[key] ?? key, locale, params ?? {});
  return {
    language,
    locale,
    htmlLang: language,
    dir: directionOf(language),
    text,
    t: (key, ...args) => text(key, args[0]),
  };
}

/**
 * The translator of a language whose catalogue is loaded (English always is); null for one
 * that still has to load (`loadLanguage`).
 */
export function translatorFor(language: WallLanguage): Translator | null {
  const existing = translators.get(language);
  if (existing) return existing;
  const catalogue = catalogues.get(intlLocaleOf(language));
  if (!catalogue) return null;
  const translator = createTranslator(language, catalogue);
  translators.set(language, translator);
  return translator;
}

/** The English translator (the default everywhere a language is not chosen). */
export const english: Translator = translatorFor(defaultLanguage) as Translator;

/** Loads a language's catalogue (once) and gives its translator. */
export async function loadLanguage(language: WallLanguage): Promise<Translator> {
  const locale = intlLocaleOf(language);
  if (!catalogues.has(locale) && locale !== 'en') {
    catalogues.set(locale, await loaders[locale]());
  }
  return translatorFor(language) as Translator;
}
