/** Chorus's languages: the shipped catalogues over Lingui, and the wall's language choice. */
export * from './languages.ts';
export {
  english,
  loadLanguage,
  translatorFor,
  type CompiledCatalogue,
  type Translator,
} from './translator.ts';
export { catalogueMessageOf, translateEnglishText } from './reverse.ts';
export * from './schema-texts/index.ts';
