/**
 * Writes compiled/<language>.ts from the catalogues: `npx tsx core/src/i18n/generate.ts`.
 * i18n.test.ts fails while a compiled module is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '../messages/catalogue.ts';
import { translatedCatalogues } from './catalogues/index.ts';
import { compileCatalogue, compiledModuleSource } from './compile.ts';

/** The path of a language's generated module. */
export function compiledModulePath(language: string): string {
  return fileURLToPath(new URL(`./compiled/${language}.ts`, import.meta.url));
}

/** Each generated module's source, by language. */
export async function generatedModules(): Promise<Record<string, string>> {
  const sources = { en: compileCatalogue(messages, 'icu') } as Record<
    string,
    ReturnType<typeof compileCatalogue>
  >;
  for (const [language, catalogue] of Object.entries(translatedCatalogues)) {
    sources[language] = compileCatalogue(catalogue);
  }
  const modules: Record<string, string> = {};
  for (const [language, compiled] of Object.entries(sources)) {
    modules[language] = await compiledModuleSource(
      language,
      compiled,
      compiledModulePath(language),
    );
  }
  return modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [language, source] of Object.entries(await generatedModules())) {
    writeFileSync(compiledModulePath(language), source);
  }
}
