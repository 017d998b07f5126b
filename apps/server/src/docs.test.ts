/**
 * The operations and database guides against the code: every variable the configuration
 * reads, every table the migrations make and every repository function is documented.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { baseUrlVariablePrefix, configVariableNames, repositoryRoot } from './config.ts';
import { testDatabases } from './db/testing.ts';
import { openMigrated } from './db/testing-fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const readDoc = (name: string) => readFileSync(path.join(repositoryRoot, 'docs', name), 'utf8');
const operations = readDoc('operations.md');
const database = readDoc('database.md');

/** Names `config.ts` reads from the environment, by its schema and by any direct read. */
function variablesReadByConfig(): string[] {
  const source = readFileSync(path.join(here, 'config.ts'), 'utf8');
  const direct = [
    ...source.matchAll(/(?:environment|process\.env)(?:\['|\.)([A-Z][A-Z0-9_]*)/g),
  ].map((match) => match[1] as string);
  return [...new Set([...configVariableNames, ...direct])].sort();
}

describe('docs/operations.md', () => {
  it('lists every environment variable the configuration reads', () => {
    const names = variablesReadByConfig();
    expect(names).toEqual(expect.arrayContaining(['CHORUS_WORKERS', 'CHORUS_SECRET_KEY']));
    const missing = names.filter((name) => !operations.includes(`\`${name}\``));
    expect(missing).toEqual([]);
    expect(operations).toContain(`\`${baseUrlVariablePrefix}<NETWORK>_<NAME>\``);
  });
});

describe('docs/database.md', () => {
  it('names the variables that choose the database', () => {
    for (const name of ['DATABASE_URL', 'CHORUS_DATA_DIR', 'TEST_DATABASE_URL']) {
      expect(database, name).toContain(`\`${name}\``);
    }
  });

  it('describes every table the migrations make', async () => {
    const [pglite] = testDatabases();
    const opened = await openMigrated(pglite!);
    try {
      const result = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_name not like 'kysely_%'`.execute(opened.db);
      const headings = database.split('\n').filter((line) => line.startsWith('### '));
      const undocumented = result.rows
        .map((row) => row.table_name)
        .filter((table) => !headings.some((heading) => heading.split(/[ ,]+/).includes(table)));
      expect(result.rows.length).toBeGreaterThan(10);
      expect(undocumented).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('lists every repository function', async () => {
    const folder = path.join(here, 'db', 'repositories');
    const files = readdirSync(folder).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const missing: string[] = [];
    for (const file of files) {
      const module = (await import(path.join(folder, file))) as Record<string, unknown>;
      if (!database.includes(`\`${file}\``)) missing.push(file);
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'function' && !database.includes(`\`${name}\``)) {
          missing.push(`${file}: ${name}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
