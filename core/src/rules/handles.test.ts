import { describe, expect, it } from 'vitest';
import { accountLabel, shortenLabel, stripHandlePrefix } from './handles.ts';

describe('stripHandlePrefix: leading @ or # is stripped from handles and hashtags', () => {
  it('strips @ and #', () => {
    expect(stripHandlePrefix('@chorus')).toBe('chorus');
    expect(stripHandlePrefix(' #party ')).toBe('party');
    expect(stripHandlePrefix('a#b')).toBe('a#b');
  });
});

describe('accountLabel: labels are shortened to 16 characters after their feed type prefix', () => {
  it('shortens long labels', () => {
    expect(shortenLabel('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnop');
    expect(accountLabel('abcdefghijklmnopqrstu')).toHaveLength(16);
  });
  it('puts the prefix a tag feed type declares before the shortened label, once', () => {
    expect(accountLabel('sunset', '#')).toBe('#sunset');
    expect(accountLabel('#loop', '#')).toBe('#loop');
    expect(accountLabel('sunset')).toBe('sunset');
  });
});
