import { describe, expect, it } from 'vitest';
import { isBuilderHost } from './builder-host.ts';

describe('isBuilderHost', () => {
  const wall = { pathname: '/demo', framed: false, parentOrigin: null };

  it('is the builder’s own addresses', () => {
    expect(isBuilderHost({ ...wall, pathname: '/wix/endpoint' })).toBe(true);
    expect(isBuilderHost({ ...wall, pathname: '/wixy' })).toBe(false);
  });

  it('is a frame whose parent page is on a builder domain', () => {
    expect(isBuilderHost({ ...wall, framed: true, parentOrigin: 'https://editor.wix.com' })).toBe(
      true,
    );
    expect(
      isBuilderHost({ ...wall, framed: true, parentOrigin: 'https://shop.wixsite.com/page' }),
    ).toBe(true);
  });

  it('is not a wall on its own, nor framed by another site', () => {
    expect(isBuilderHost(wall)).toBe(false);
    expect(isBuilderHost({ ...wall, framed: true, parentOrigin: 'https://notwix.com' })).toBe(
      false,
    );
    expect(isBuilderHost({ ...wall, framed: true, parentOrigin: 'not a url' })).toBe(false);
    // Not framed: a referrer from the builder's domain is only a link followed.
    expect(isBuilderHost({ ...wall, parentOrigin: 'https://editor.wix.com' })).toBe(false);
  });
});
