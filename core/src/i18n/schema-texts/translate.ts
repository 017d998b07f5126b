/**
 * Translated schema texts: the titles, descriptions and option labels of the JSON Schemas the
 * owner reads in forms (core's display settings, a theme's options, a connector's feed types).
 * A table maps each English text to its translation, per shipped language; a text missing from
 * the table stays English. Keyed by the English text itself, like `translateEnglishText`: a
 * plugin's schemas carry no ids, a third-party plugin can translate without changing its
 * schemas, and the check (schema-texts.test.ts) finds a changed English text as one missing
 * and one stale entry. docs/i18n.md "Schema texts".
 */
import type { ShippedLanguage } from '../languages.ts';

/** A language schema texts are translated into (English is the source). */
export type TranslatedLanguage = Exclude<ShippedLanguage, 'en'>;

/** The languages a schema text table must cover. */
export const translatedLanguages: readonly TranslatedLanguage[] = ['de', 'fr', 'es'];

/** One language's translations, keyed by the English text. */
export type SchemaTextTable = Readonly<Record<string, string>>;

/**
 * The translations a plugin (or core) ships for its own owner-facing texts: per language, the
 * English title, description or label → its translation. A language or text left out stays
 * English.
 */
export type SchemaTexts = Readonly<Partial<Record<TranslatedLanguage, SchemaTextTable>>>;

/** The keys of a JSON Schema node whose string values the owner reads. */
const textKeys = new Set(['title', 'description']);

/** Keys whose values are data, not schema nodes: never walked. */
const dataKeys = new Set(['default', 'const', 'enum', 'examples', 'pattern', 'format']);

/** Keys whose values map names to schema nodes (a property named `default` is a node). */
const nodeMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** Each schema node held in `value`, the value of `key` of a node. */
function childNodes(key: string, value: unknown): unknown[] {
  if (dataKeys.has(key) || typeof value !== 'object' || value === null) return [];
  if (nodeMaps.has(key) && !Array.isArray(value)) return Object.values(value);
  return [value];
}

/** The table of `language` in `texts`, or undefined for English or a language not shipped. */
export function schemaTextTable(
  texts: SchemaTexts | undefined,
  language: ShippedLanguage | null | undefined,
): SchemaTextTable | undefined {
  if (!texts || !language || language === 'en') return undefined;
  return texts[language];
}

/** One English text in the table's language; itself when the table has none. */
export function translateSchemaText(text: string, table: SchemaTextTable | undefined): string {
  if (!table) return text;
  return Object.hasOwn(table, text) ? (table[text] as string) : text;
}

/**
 * A copy of a JSON Schema (or any JSON holding schemas) with every `title` and `description`
 * translated by `table` (a `oneOf` constant's title is an option label); defaults, constants
 * and enums are data and stay as they are. Without a table the schema itself comes back.
 */
export function translateSchemaTexts<T>(schema: T, table: SchemaTextTable | undefined): T {
  if (!table) return schema;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (textKeys.has(key) && typeof value === 'string') {
          return [key, translateSchemaText(value, table)];
        }
        if (nodeMaps.has(key) && typeof value === 'object' && value !== null) {
          return [
            key,
            Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner)])),
          ];
        }
        return [key, dataKeys.has(key) ? value : walk(value)];
      }),
    );
  };
  return walk(schema) as T;
}

/** Every `title` and `description` text in a JSON Schema, each once, in the order found. */
export function schemaTextsOf(schema: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (textKeys.has(key) && typeof value === 'string') found.add(value);
      else childNodes(key, value).forEach(walk);
    }
  };
  walk(schema);
  return [...found];
}

/** A text a table lacks (`missing`) or keeps for an English text nobody shows (`stale`). */
export interface SchemaTextProblem {
  readonly language: TranslatedLanguage;
  readonly kind: 'missing' | 'stale' | 'empty';
  readonly text: string;
}

/**
 * What is wrong with `texts` for the English texts `english`: a text without a translation in
 * a shipped language, an empty translation, or an entry for a text that no longer exists.
 */
export function schemaTextProblems(
  english: Iterable<string>,
  texts: SchemaTexts | undefined,
): SchemaTextProblem[] {
  const wanted = new Set(english);
  const problems: SchemaTextProblem[] = [];
  for (const language of translatedLanguages) {
    const table = texts?.[language] ?? {};
    for (const text of wanted) {
      if (!Object.hasOwn(table, text)) problems.push({ language, kind: 'missing', text });
      else if ((table[text] ?? '').trim() === '') problems.push({ language, kind: 'empty', text });
    }
    for (const text of Object.keys(table)) {
      if (!wanted.has(text)) problems.push({ language, kind: 'stale', text });
    }
  }
  return problems;
}

/** Several tables in one (a theme's own texts and a kit's shared ones); later ones win. */
export function mergeSchemaTexts(...all: readonly SchemaTexts[]): SchemaTexts {
  const merged: Partial<Record<TranslatedLanguage, SchemaTextTable>> = {};
  for (const texts of all) {
    for (const language of translatedLanguages) {
      const table = texts[language];
      if (table) merged[language] = { ...merged[language], ...table };
    }
  }
  return merged;
}
