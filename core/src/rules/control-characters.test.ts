import { describe, expect, it } from 'vitest';
import {
  controlCharacterPath,
  hasControlCharacters,
  stripControlCharacters,
  stripControlCharactersDeep,
} from './control-characters.ts';

describe('control characters', () => {
  it('finds NUL and other C0 controls, not tab, line feed or carriage return', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('bell\u0007')).toBe(true);
    expect(hasControlCharacters('del\u007F')).toBe(true);
    expect(hasControlCharacters('line\none\ttab\r')).toBe(false);
    expect(hasControlCharacters('café ✓')).toBe(false);
  });

  it('strips them and keeps the rest of the text', () => {
    expect(stripControlCharacters('Hel\u0000lo\u0001 wor\u001Fld\n')).toBe('Hello world\n');
  });

  it('strips every string of a value, keeping dates and numbers', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    const value = { title: 'T\u0000', n: 3, at: date, tags: ['a\u0000', 'b'], 'k\u0000': 'v' };
    expect(stripControlCharactersDeep(value)).toEqual({
      title: 'T',
      n: 3,
      at: date,
      tags: ['a', 'b'],
      k: 'v',
    });
  });

  it('returns a clean value itself, and copies only what it strips', () => {
    const clean = { title: 'T', media: [{ url: 'https://e.example/a.png' }], n: 1 };
    expect(stripControlCharactersDeep(clean)).toBe(clean);
    const dirty = { title: 'T', media: [{ url: 'a' }, { url: 'b\u0000' }], author: { name: 'A' } };
    const stripped = stripControlCharactersDeep(dirty);
    expect(stripped).toEqual({
      title: 'T',
      media: [{ url: 'a' }, { url: 'b' }],
      author: { name: 'A' },
    });
    // The input is left as it was; what held nothing to strip is shared.
    expect(dirty.media[1]?.url).toBe('b\u0000');
    expect(stripped.media[0]).toBe(dirty.media[0]);
    expect(stripped.author).toBe(dirty.author);
  });

  it('names the path of the first bad string', () => {
    expect(controlCharacterPath({ name: 'ok', options: { url: 'x\u0000' } })).toBe('options.url');
    expect(controlCharacterPath({ list: ['a', 'b\u0000'] })).toBe('list.1');
    expect(controlCharacterPath('bad\u0000')).toBe('');
    expect(controlCharacterPath({ fine: 'yes', n: 1, nested: [{ a: null }] })).toBeNull();
  });
});
