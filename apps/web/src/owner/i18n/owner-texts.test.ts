/**
 * The owner app's half of the i18n check (issue 15): every area's `texts.ts` translates each
 * English key into German, French and Spanish with the same ICU arguments, and every translated
 * area's components write no user-facing text outside its texts. The wall's half is
 * core/src/i18n/check.test.ts; both use core's check (core/src/i18n/check.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, hardCodedStrings } from '../../../../../core/src/i18n/check.ts';
import { defineTexts, textsIn, type OwnerTexts } from './texts.ts';
import { ownerLanguageOf } from './OwnerLanguage.tsx';

const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const web = join(repo, 'apps/web/src');

/**
 * The folders (under apps/web/src) whose components draw every text through `useTexts` or
 * core's catalogue. A folder is added here when its texts are translated; from then on a
 * hard-coded text in it fails `npm test`.
 */
export const translatedFolders: readonly string[] = [
  'owner/i18n',
  'owner/dashboard',
  'owner/auth',
  'owner/ui/modal',
  'owner/admin',
  'owner/publish',
  'owner/remote',
  'owner/cast',
  'owner/forms',
  'owner/ui',
  'owner/moderate',
  'owner/edit',
  'owner/accounts',
  'owner/billing',
  'owner/analytics',
  'owner/passes',
  'layout',
  'screens',
];

function sourceFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(web, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split('/').includes('testing'))
    .map((file) => join(web, folder, file));
}

async function allTexts(): Promise<Array<[string, OwnerTexts<string>]>> {
  const found: Array<[string, OwnerTexts<string>]> = [];
  for (const file of sourceFiles('.', /(^|\/)texts\.ts$/)) {
    if (file.endsWith('owner/i18n/texts.ts')) continue;
    const module = (await import(file)) as { texts?: OwnerTexts<string> };
    expect(module.texts, `${relative(repo, file)} exports its texts as \`texts\``).toBeDefined();
    found.push([relative(repo, file), module.texts as OwnerTexts<string>]);
  }
  return found;
}

describe("the owner app's texts", () => {
  it('translate every English key into every shipped language, with the same arguments', async () => {
    for (const [file, texts] of await allTexts()) {
      expect(catalogueProblems(texts.en, texts.translations), file).toEqual([]);
    }
  });

  it('fail the check on a missing key or a changed plural (planted)', () => {
    const planted = {
      en: { walls: '{count, plural, one {# wall} other {# walls}}', title: 'Walls' },
      translations: {
        de: { walls: '{count, plural, one {# Wand} other {# Wände}}' },
        fr: { walls: '{n, plural, one {# mur} other {# murs}}', title: 'Murs' },
        es: { walls: '{count, plural, one {# muro} other {# muros}}', title: 'Muros' },
      },
    };
    expect(catalogueProblems(planted.en, planted.translations)).toEqual([
      { language: 'de', key: 'title', problem: 'missing' },
      { language: 'fr', key: 'walls', problem: 'arguments', detail: 'n ≠ count' },
    ]);
  });

  it('draw no hard-coded text in a translated folder', () => {
    const found = translatedFolders.flatMap((folder) =>
      sourceFiles(folder, /\.tsx$/).flatMap((file) =>
        hardCodedStrings(relative(repo, file), readFileSync(file, 'utf8')),
      ),
    );
    expect(found).toEqual([]);
  });

  it('format ICU plurals in the chosen language', () => {
    const texts = defineTexts(
      { walls: '{count, plural, one {# wall} other {# walls}}' },
      {
        de: { walls: '{count, plural, one {# Wand} other {# Wände}}' },
        fr: { walls: '{count, plural, one {# mur} other {# murs}}' },
        es: { walls: '{count, plural, one {# muro} other {# muros}}' },
      },
    );
    expect(textsIn(texts, 'en')('walls', { count: 1 })).toBe('1 wall');
    expect(textsIn(texts, 'de')('walls', { count: 3 })).toBe('3 Wände');
    expect(textsIn(texts, 'fr')('walls', { count: 0 })).toBe('0 mur');
  });
});

describe("the owner's language", () => {
  it("is the account's when set, else the browser's, else English", () => {
    expect(ownerLanguageOf('fr', 'de')).toBe('fr');
    expect(ownerLanguageOf(null, 'de')).toBe('de');
    expect(ownerLanguageOf('klingon', null)).toBe('en');
    expect(ownerLanguageOf(undefined, null)).toBe('en');
  });
});
