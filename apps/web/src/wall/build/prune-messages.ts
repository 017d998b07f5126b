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

/**
 * `code` (a chunk) without the properties of the catalogue object that `isUsed` rejects. The
 * catalogue is the object literal whose keys are exactly `catalogueKeys` (the bundler may have
 * renamed its variable). `parse` is the bundler's parser (ESTree with offsets). Returns the code
 * unchanged, with `kept` 0, when no such literal is found.
 */
export function pruneCatalogue(
  code: string,
  parse: (code: string) => Node,
  catalogueKeys: ReadonlySet<string>,
  isUsed: (key: string) => boolean,
): { code: string; kept: number; dropped: number } {
  let literal: Node | null = null;
  const isCatalogue = (node: Node): boolean => {
    const properties = node.properties as Property[];
    return (
      properties.length === catalogueKeys.size &&
      properties.every((property) => catalogueKeys.has(keyOf(property) ?? ''))
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
  const kept = properties.filter((property) => isUsed(keyOf(property) ?? ''));
  const body = kept.map((property) => code.slice(property.start, property.end)).join(',\n');
  return {
    code: `${code.slice(0, found.start)}{\n${body}\n}${code.slice(found.end)}`,
    kept: kept.length,
    dropped: properties.length - kept.length,
  };
}

/** The keys of the `messages` object literal in the catalogue module's code. */
export function catalogueKeysOf(moduleCode: string, parse: (code: string) => Node): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown): void => {
    if (keys.size > 0 || typeof node !== 'object' || node === null) return;
    const candidate = node as Node;
    if (
      candidate.type === 'VariableDeclarator' &&
      (candidate.id as Node & { name?: string }).name === 'messages' &&
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

/** The wall build's plugin: prunes the catalogue in the chunk that holds it. */
export function chorusWallMessages(): Plugin {
  return {
    name: 'chorus:wall-messages',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      const id = Object.keys(chunk.modules).find((moduleId) => moduleId.endsWith(catalogueSuffix));
      const rendered = id ? chunk.modules[id]?.code : null;
      if (!id || !rendered) return null;
      const parse = (text: string) => this.parse(text) as unknown as Node;
      // The code every chunk of the build holds (types gone, unused code dropped), but the
      // catalogue and the compiled translations: tables keyed by every message, not readers.
      const texts = Object.values(meta.chunks).flatMap((rendered) =>
        Object.entries(rendered.modules)
          .filter(([moduleId]) => moduleId !== id && !moduleId.includes(compiledTranslations))
          .map(([, module]) => module.code ?? ''),
      );
      const pruned = pruneCatalogue(code, parse, catalogueKeysOf(rendered, parse), namedIn(texts));
      if (pruned.kept === 0) this.error(`${chunk.fileName}: the message catalogue was not found.`);
      return { code: pruned.code, map: null };
    },
  };
}
