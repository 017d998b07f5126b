/**
 * The CI check of issue 15: no shipped language lacks a key or adds one, no translation
 * changes a message's arguments, and the wall's sources (apps/web/src/wall, the themes and
 * their kit) write no user-facing text outside the catalogue. The planted cases prove that the
 * check fails when it should.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { translatedCatalogues } from './catalogues/index.ts';
import { catalogueProblems, hardCodedStrings } from './check.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** The sources a wall visitor's texts come from. */
const scannedFolders = [
  'apps/web/src/wall',
  'apps/web/src/ssr',
  ...readdirSync(join(repo, 'plugins/themes')).map((theme) => `plugins/themes/${theme}/src`),
];

function tsxFiles(folder: string): string[] {
  return readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    .filter((file) => !file.split('/').includes('testing'))
    .map((file) => join(repo, folder, file));
}

describe('the shipped catalogues', () => {
  it('have every English key, no other, with the same arguments', () => {
    expect(catalogueProblems(messages, translatedCatalogues)).toEqual([]);
  });

  it('fail the check on a missing key, an extra key, or a changed argument (planted)', () => {
    const { feedMorePosts: _dropped, ...missing } = translatedCatalogues.de;
    const planted = {
      de: missing,
      fr: { ...translatedCatalogues.fr, feedLoadMore: 'Charger plus' },
      es: { ...translatedCatalogues.es, slideshowPosition: 'Publicación {actual} de {total}' },
    };
    expect(catalogueProblems(messages, planted)).toEqual([
      { language: 'de', key: 'feedMorePosts', problem: 'missing' },
      { language: 'fr', key: 'feedLoadMore', problem: 'extra' },
      {
        language: 'es',
        key: 'slideshowPosition',
        problem: 'arguments',
        detail: 'actual, total ≠ current, total',
      },
    ]);
  });

  it('fail the check on a plural that names another count (planted)', () => {
    const planted = {
      de: { ...translatedCatalogues.de, bulkApproveDone: '{n, plural, other {# Beiträge}}.' },
    };
    expect(catalogueProblems(messages, planted).map((problem) => problem.problem)).toEqual([
      'arguments',
    ]);
  });
});

describe('the wall sources', () => {
  it('write no user-facing text outside the catalogue', () => {
    const files = scannedFolders.flatMap(tsxFiles);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      hardCodedStrings(relative(repo, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('fail the check on planted texts: JSX text, labels, alternatives and titles', () => {
    const planted = [
      "import { useTranslator } from '@chorus/theme-kit';",
      'export function Planted({ busy, name }: { busy: boolean; name: string }) {',
      '  const { t } = useTranslator();',
      '  return (',
      "    <nav aria-label={t('wallCollections')}>",
      '      <button type="button" aria-label="Close">×</button>',
      '      <img alt={name || \'Picture\'} src="/a.png" />',
      "      <span title={`Posted by ${name}`}>{busy ? 'Loading' : t('feedMorePosts')}</span>",
      '      <p>Load more</p>',
      '      <input placeholder="Search" />',
      '      <b className="chorus-bar">{t(\'wallSearch\')} · 42 ✓</b>',
      '    </nav>',
      '  );',
      '}',
    ].join('\n');
    expect(hardCodedStrings('Planted.tsx', planted)).toEqual([
      { file: 'Planted.tsx', line: 6, text: 'Close' },
      { file: 'Planted.tsx', line: 7, text: "'Picture'" },
      { file: 'Planted.tsx', line: 8, text: '`Posted by ${name}`' },
      { file: 'Planted.tsx', line: 8, text: "'Loading'" },
      { file: 'Planted.tsx', line: 9, text: 'Load more' },
      { file: 'Planted.tsx', line: 10, text: 'Search' },
    ]);
  });

  it('let brand names through (the documented allowlist)', () => {
    const source = 'export const A = () => <a href="/f">Facebook</a>;';
    expect(hardCodedStrings('A.tsx', source)).toEqual([]);
  });
});
