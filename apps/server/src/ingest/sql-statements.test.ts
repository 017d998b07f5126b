import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-statements.ts';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons only', () => {
    const script = `
      BEGIN;
      SELECT 'a;b', "odd;name" FROM t; -- a comment; with a semicolon
      CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; END; $$ LANGUAGE plpgsql;
      CREATE FUNCTION g() RETURNS void AS $body$ SELECT ';'; $body$ LANGUAGE sql;
      /* block; comment */ SELECT $1, 'it''s; fine';
      COMMIT;
    `;
    expect(splitSqlStatements(script)).toEqual([
      'BEGIN',
      `SELECT 'a;b', "odd;name" FROM t`,
      `-- a comment; with a semicolon
      CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; END; $$ LANGUAGE plpgsql`,
      `CREATE FUNCTION g() RETURNS void AS $body$ SELECT ';'; $body$ LANGUAGE sql`,
      `/* block; comment */ SELECT $1, 'it''s; fine'`,
      'COMMIT',
    ]);
  });

  it('returns one statement for a script without separators, none for blank text', () => {
    expect(splitSqlStatements('SELECT 1')).toEqual(['SELECT 1']);
    expect(splitSqlStatements(' ;\n ; ')).toEqual([]);
  });
});
