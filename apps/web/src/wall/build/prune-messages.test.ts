import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogueKeysOf, namedIn, pruneCatalogue } from './prune-messages.ts';

type Parse = Parameters<typeof pruneCatalogue>[1];
const parse = ((code: string) => parseAst(code)) as unknown as Parse;

const catalogue =
  'var messages = { feedEmpty: "None yet.", ownerOnly: "Owner", poweredBy: `By ${x}` };';

describe('the wall build’s message catalogue', () => {
  it('reads the catalogue’s keys', () => {
    expect([...catalogueKeysOf(catalogue, parse)]).toEqual(['feedEmpty', 'ownerOnly', 'poweredBy']);
  });

  it('keeps the messages the code names, by property or as a key string, and drops the rest', () => {
    const chunk = `${catalogue}\nfunction a(){ return messages.poweredBy; }`;
    const used = namedIn(['messages.poweredBy', "const keys = ['feedEmpty'];"]);
    const pruned = pruneCatalogue(chunk, parse, catalogueKeysOf(catalogue, parse), used);
    expect(pruned).toMatchObject({ kept: 2, dropped: 1 });
    expect(pruned.code).toContain('feedEmpty: "None yet."');
    expect(pruned.code).toContain('poweredBy: `By ${x}`');
    expect(pruned.code).not.toContain('ownerOnly');
    expect(pruned.code).toContain('function a(){ return messages.poweredBy; }');
  });

  it('reads a compiled table as the bundler renamed it, and keeps every offset', () => {
    const compiled =
      'var compiled$1 = { poweredBy: ["By ", ["x"]], ownerOnly: [["n"], " owners"] };';
    const keys = catalogueKeysOf(compiled, parse, 'compiled');
    expect([...keys]).toEqual(['poweredBy', 'ownerOnly']);
    const pruned = pruneCatalogue(compiled, parse, keys, (key) => key === 'poweredBy');
    expect(pruned).toMatchObject({ kept: 1, dropped: 1 });
    expect(pruned.code).not.toContain('owners');
    // Blanked, not removed: the sourcemap of the chunk still holds.
    expect(pruned.code).toHaveLength(compiled.length);
    expect(pruned.code.indexOf('poweredBy')).toBe(compiled.indexOf('poweredBy'));
  });

  it('does not take a longer name for a key', () => {
    expect(namedIn(['messages.feedEmptyPrivate'])('feedEmpty')).toBe(false);
    expect(namedIn(['x.feedEmpty)'])('feedEmpty')).toBe(true);
  });

  it('leaves code without the catalogue as it is', () => {
    const other = 'var messages = { a: "b" };';
    expect(pruneCatalogue(other, parse, new Set(['feedEmpty']), () => false)).toEqual({
      code: other,
      kept: 0,
      dropped: 0,
    });
  });
});
