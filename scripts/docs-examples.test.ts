import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkedGuides, checkExamples, checkGuide, extractExamples } from './docs-examples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the TypeScript examples of the plugin guides compile', () => {
  it.each(checkedGuides)('%s', (guide) => {
    expect(checkGuide(root, guide)).toEqual([]);
  });
});

describe('the example checker', () => {
  const markdown = [
    '# A guide',
    '```ts',
    "import { pluginIdPattern } from '@chorus/core';",
    "const ok: boolean = pluginIdPattern.test('pigeon');",
    'const wrong: number = ok;',
    '```',
    '```ts fragment',
    'feedTypes: { nothing: here },',
    '```',
  ].join('\n');

  it('compiles `ts` blocks against the repository and skips `ts fragment` ones', () => {
    const examples = extractExamples('docs/guide.md', markdown);
    expect(examples).toHaveLength(1);
    expect(examples[0]).toMatchObject({ line: 3, language: 'ts' });
    expect(checkExamples(root, examples)).toEqual([
      "docs/guide.md:5: Type 'boolean' is not assignable to type 'number'.",
    ]);
  });
});
