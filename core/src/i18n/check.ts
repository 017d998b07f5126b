/**
 * The i18n check run by `npm test` (check.test.ts): every shipped catalogue has exactly the
 * English keys with the same arguments, and the wall's sources draw no user-facing text that
 * is not from the catalogue. Test-only: it needs the TypeScript compiler and the message parser.
 */
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

/** One thing wrong with a translation. */
export interface CatalogueProblem {
  readonly language: string;
  readonly key: string;
  readonly problem: 'missing' | 'extra' | 'arguments' | 'unparsable';
  readonly detail?: string;
}

function argumentsOf(tokens: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , options] = token as [string, string?, Record<string, CompiledMessage>?];
    found.add(name);
    for (const branch of Object.values(options ?? {})) {
      if (Array.isArray(branch)) argumentsOf(branch, found);
    }
  }
  return found;
}

function argumentList(text: string): string {
  return [...argumentsOf(compileMessage(text))].sort().join(', ');
}

/**
 * What is wrong with the translations against the English catalogue: a key missing or extra,
 * an argument ({name}, a plural's count) added or dropped, or a text that is not valid ICU.
 */
export function catalogueProblems(
  english: Readonly<Record<string, string>>,
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [language, catalogue] of Object.entries(translations)) {
    for (const key of Object.keys(english)) {
      if (!(key in catalogue)) problems.push({ language, key, problem: 'missing' });
    }
    for (const [key, text] of Object.entries(catalogue)) {
      if (!(key in english)) {
        problems.push({ language, key, problem: 'extra' });
        continue;
      }
      let translated: string;
      try {
        translated = argumentList(text);
      } catch (error) {
        problems.push({ language, key, problem: 'unparsable', detail: String(error) });
        continue;
      }
      const expected = argumentList(english[key] as string);
      if (translated !== expected) {
        problems.push({
          language,
          key,
          problem: 'arguments',
          detail: `${translated} ≠ ${expected}`,
        });
      }
    }
  }
  return problems;
}

/** A user-facing text written into a source file instead of taken from the catalogue. */
export interface HardCodedString {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The attributes whose value a visitor reads or hears. */
export const userFacingAttributes = [
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
] as const;

/**
 * Texts that may stay as written, each with why: brand names are the same in every language.
 */
export const allowedTexts: ReadonlySet<string> = new Set([
  'Facebook', // share link: a brand name
  'Twitter', // share link: a brand name
]);

// A text with a letter in it is words; punctuation, symbols and numbers alone are not.
const hasWords = (text: string) => /\p{L}/u.test(text) && !allowedTexts.has(text.trim());

function literalTexts(node: ts.Node, found: ts.Node[] = []): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (hasWords(node.text)) found.push(node);
    return found;
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    if (parts.some(hasWords)) found.push(node);
  }
  // Nested JSX is visited on its own (its text and attributes).
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
    return found;
  }
  // A call's arguments are not drawn (`classNames('a')`, `t('feedMorePosts')`); its result is.
  if (ts.isCallExpression(node)) return found;
  // `a === 'x'` and `key in {...}` compare or look up; they draw nothing.
  const fallback = [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken];
  if (ts.isBinaryExpression(node) && !fallback.includes(node.operatorToken.kind)) return found;
  if (ts.isConditionalExpression(node)) {
    literalTexts(node.whenTrue, found);
    literalTexts(node.whenFalse, found);
    return found;
  }
  ts.forEachChild(node, (child) => {
    literalTexts(child, found);
  });
  return found;
}

/**
 * The user-facing texts a TSX source writes itself: JSX text with words, and string literals
 * drawn as a JSX child or given to a user-facing attribute ({@link userFacingAttributes}).
 */
export function hardCodedStrings(file: string, source: string): HardCodedString[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: HardCodedString[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of literalTexts(node.expression))
        report(literal, literal.getText(sourceFile));
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sourceFile);
      if ((userFacingAttributes as readonly string[]).includes(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value) && hasWords(value.text)) report(value, value.text);
        if (ts.isJsxExpression(value) && value.expression) {
          for (const literal of literalTexts(value.expression)) {
            report(literal, literal.getText(sourceFile));
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
