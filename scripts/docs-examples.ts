/**
 * Type-checks the TypeScript examples of the plugin-author guides, so the docs never send an
 * author wrong. Every fenced block whose info string is exactly `ts` or `tsx` is compiled as its
 * own module, as if it were a file in `docs/` (imports resolve like the repository's own);
 * a fragment that cannot stand alone is fenced `ts fragment` and left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The guides whose examples must compile. */
export const checkedGuides = [
  'docs/plugins.md',
  'docs/connectors.md',
  'docs/connector-kit.md',
  'docs/themes.md',
] as const;

/** One example: where it is in its guide, and its code. */
export interface DocExample {
  readonly guide: string;
  /** The 1-based line of the example's first code line in the guide. */
  readonly line: number;
  readonly language: 'ts' | 'tsx';
  readonly code: string;
}

/** The checked examples of one guide's Markdown. */
export function extractExamples(guide: string, markdown: string): DocExample[] {
  const examples: DocExample[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(ts|tsx)\s*$/.exec(lines[index] ?? '');
    if (!open) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) end += 1;
    const indent = open[1]?.length ?? 0;
    const code = lines
      .slice(start, end)
      .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join('\n');
    examples.push({ guide, line: start + 1, language: open[2] as 'ts' | 'tsx', code });
    index = end;
  }
  return examples;
}

/** The compiler options of the repository's packages, with JSX and the DOM for theme examples. */
function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return {
    ...parsed.options,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    // An example may declare what it does not use (a type it shows, an unused parameter).
    noUnusedLocals: false,
    noUnusedParameters: false,
  };
}

/**
 * Type-checks examples and returns each problem as `guide:line: message`, pointing at the
 * Markdown line of the offending code; an empty list when every example compiles.
 */
export function checkExamples(root: string, examples: readonly DocExample[]): string[] {
  const files = new Map<string, DocExample>();
  examples.forEach((example, index) => {
    const name = `${path.basename(example.guide, '.md')}.example-${index + 1}.${example.language}`;
    files.set(path.join(root, path.dirname(example.guide), name), example);
  });
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files.get(file)?.code ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, language, onError, create) => {
    const example = files.get(file);
    return example
      ? ts.createSourceFile(file, example.code, language, true)
      : getSourceFile(file, language, onError, create);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
    const example = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (!example || !diagnostic.file) return [];
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return [`${example.guide}:${example.line + line}: ${message}`];
  });
}

/** Reads a guide and type-checks its examples. */
export function checkGuide(root: string, guide: string): string[] {
  const markdown = readFileSync(path.join(root, guide), 'utf8');
  return checkExamples(root, extractExamples(guide, markdown));
}
