/**
 * Splits a script of several SQL statements at its top-level semicolons, leaving alone those
 * inside quoted strings, quoted identifiers, dollar-quoted bodies and comments. pg-boss sends
 * its schema and maintenance scripts as one text; PGlite's extended protocol takes one
 * statement per call.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  while (index < script.length) {
    const char = script[index];
    const next = script[index + 1];
    if (char === "'" || char === '"') {
      index = skipQuoted(script, index, char);
    } else if (char === '-' && next === '-') {
      const end = script.indexOf('\n', index);
      index = end === -1 ? script.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = script.indexOf('*/', index + 2);
      index = end === -1 ? script.length : end + 2;
    } else if (char === '$') {
      index = skipDollarQuoted(script, index);
    } else if (char === ';') {
      pushStatement(statements, script.slice(start, index));
      index += 1;
      start = index;
    } else {
      index += 1;
    }
  }
  pushStatement(statements, script.slice(start));
  return statements;
}

function pushStatement(statements: string[], text: string): void {
  const trimmed = text.trim();
  if (trimmed !== '') statements.push(trimmed);
}

/** Index just after a '...' or "..." token; a doubled quote inside is an escaped quote. */
function skipQuoted(script: string, open: number, quote: string): number {
  let index = open + 1;
  while (index < script.length) {
    if (script[index] === quote) {
      if (script[index + 1] === quote) index += 2;
      else return index + 1;
    } else {
      index += 1;
    }
  }
  return script.length;
}

/** Index just after a $tag$...$tag$ body, or after the `$` when it opens none (e.g. `$1`). */
function skipDollarQuoted(script: string, open: number): number {
  const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(open, open + 64));
  if (!tag) return open + 1;
  const close = script.indexOf(tag[0], open + tag[0].length);
  return close === -1 ? script.length : close + tag[0].length;
}
