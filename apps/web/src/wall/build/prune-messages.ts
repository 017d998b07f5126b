/**
 * The public wall's build keeps only the catalogue messages its code names. core's catalogue
 * (`core/src/messages/catalogue.ts`) is one object of every user-facing text, owner screens'
 * included; the bundler cannot drop unused properties of an object, so the wall would carry all
 * of them (about 5 kB gzip). Every message key is written out where it is used — as
 * `messages.key`, or as a typed `MessageKey` string the kit looks up (`messages[key]`) — so a
 * key no module of the wall's graph names is never read there. Only the wall's own build
 * (vite.wall.config.ts) uses this; the app and the server keep the whole catalogue.
 */
import type { Plugin } from 'vite';

/** The catalogue module, as its id ends. */
export const catalogueSuffix = '/core/src/messages/catalogue.ts';

/** The folder of compiled translations (core/src/i18n), as module ids hold it. */
const compiledTranslations = '/core/src/i18n/compiled/';

/** A parsed node: the ESTree fields used here. */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [field: string]: unknown;
}

type Property = Node & { key?: Node & { name?: string; value?: unknown }; computed?: boolean };

const keyOf = (property: Property): string | null => {
  if (property.type !== 'Property' || property.computed || !property.key) return null;
  if (property.key.type === 'Identifier') return property.key.name ?? null;
  return typeof property.key.value === 'string' ? property.key.value : null;
};

/** `text` with every character but line breaks turned into a space. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * `code` (a chunk) without the properties of a keyed object that `isUsed` rejects. The object
 * is the literal whose keys are exactly `objectKeys` (the bundler may have renamed its
 * variable). `parse` is the bundler's parser (ESTree with offsets). A dropped property (and its
 * comma) is blanked out, not removed, so every other character keeps its offset and the
 * chunk's sourcemap stays right; the minifier takes the spaces out. Returns the code unchanged,
 * with `kept` 0, when no such literal is found.
 */
export function pruneCatalogue(
  code: string,
  parse: (code: string) => Node,
  objectKeys: ReadonlySet<string>,
  isUsed: (key: string) => boolean,
): { code: string; kept: number; dropped: number } {
  let literal: Node | null = null;
  const isCatalogue = (node: Node): boolean => {
    const properties = node.properties as Property[];
    return (
      properties.length === objectKeys.size &&
      properties.every((property) => objectKeys.has(keyOf(property) ?? ''))
    );
  };
  const visit = (node: unknown): void => {
    if (literal || typeof node !== 'object' || node === null) return;
    const candidate = node as Node;
    if (candidate.type === 'ObjectExpression' && isCatalogue(candidate)) {
      literal = candidate;
      return;
    }
    for (const value of Object.values(candidate)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (typeof value === 'object') visit(value);
    }
  };
  visit(parse(code));
  const found = literal as Node | null;
  if (found === null) return { code, kept: 0, dropped: 0 };
  const properties = found.properties as Property[];
  let pruned = '';
  let at = 0;
  let kept = 0;
  for (const property of properties) {
    if (isUsed(keyOf(property) ?? '')) {
      kept += 1;
      continue;
    }
    const comma = /^\s*,/.exec(code.slice(property.end));
    const end = property.end + (comma ? comma[0].length : 0);
    pruned += code.slice(at, property.start) + blank(code.slice(property.start, end));
    at = end;
  }
  return { code: pruned + code.slice(at), kept, dropped: properties.length - kept };
}

/**
 * The keys of the object literal a module's code declares as `variable` (or as the bundler
 * renamed it, `variable$1`): the catalogue's `messages`, a compiled catalogue's `compiled`.
 */
export function catalogueKeysOf(
  moduleCode: string,
  parse: (code: string) => Node,
  variable = 'messages',
): Set<string> {
  const keys = new Set<string>();
  const named = new RegExp(`^${variable}(\\$\\d+)?$`);
  const visit = (node: unknown): void => {
    if (keys.size > 0 || typeof node !== 'object' || node === null) return;
    const candidate = node as Node;
    if (
      candidate.type === 'VariableDeclarator' &&
      named.test((candidate.id as Node & { name?: string }).name ?? '') &&
      (candidate.init as Node | null)?.type === 'ObjectExpression'
    ) {
      for (const property of (candidate.init as Node).properties as Property[]) {
        const key = keyOf(property);
        if (key !== null) keys.add(key);
      }
      return;
    }
    for (const value of Object.values(candidate)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (typeof value === 'object') visit(value);
    }
  };
  visit(parse(moduleCode));
  return keys;
}

/** Whether `key` is written as a word anywhere in `texts`. */
export function namedIn(texts: readonly string[]): (key: string) => boolean {
  const all = texts.join('\n');
  return (key) => new RegExp(`(?<![\\w$])${key}(?![\\w$])`).test(all);
}

/** The variable a keyed module declares its table as, or null for other modules. */
function tableOf(moduleId: string): string | null {
  if (moduleId.endsWith(catalogueSuffix)) return 'messages';
  return moduleId.includes(compiledTranslations) ? 'compiled' : null;
}

/**
 * The wall build's plugin: in every chunk that holds the catalogue or a compiled catalogue
 * (English rides with the translator; the others load with their language), keeps only the
 * messages the build's code names.
 */
export function chorusWallMessages(): Plugin {
  return {
    name: 'chorus:wall-messages',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      const tables = Object.entries(chunk.modules).filter(
        ([moduleId, module]) => tableOf(moduleId) !== null && module.code,
      );
      if (tables.length === 0) return null;
      const parse = (text: string) => this.parse(text) as unknown as Node;
      // The code every chunk of the build holds (types gone, unused code dropped), but the
      // catalogue and the compiled translations: tables keyed by every message, not readers.
      const texts = Object.values(meta.chunks).flatMap((rendered) =>
        Object.entries(rendered.modules)
          .filter(([moduleId]) => tableOf(moduleId) === null)
          .map(([, module]) => module.code ?? ''),
      );
      const isUsed = namedIn(texts);
      let pruned = code;
      for (const [moduleId, module] of tables) {
        const keys = catalogueKeysOf(module.code ?? '', parse, tableOf(moduleId) ?? '');
        const result = pruneCatalogue(pruned, parse, keys, isUsed);
        if (result.kept === 0) {
          this.error(`${chunk.fileName}: the table of ${moduleId} was not found.`);
        }
        pruned = result.code;
      }
      // Every kept character is where it was, so the chunk's sourcemap still holds.
      return { code: pruned, map: null };
    },
  };
}
