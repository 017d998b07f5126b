/**
 * The options-reader check every theme with a zod-free options reader runs (part of
 * `@chorus/theme-kit/testing`; never part of a wall).
 */
import { describe, expect, it } from 'vitest';

/** Stored slide options, good and bad, that every slide theme's reader meets. */
export const storedSlideOptions: readonly unknown[] = [
  {},
  null,
  'not an object',
  { transitionDelay: '5000', animationIndex: '3' },
  { transitionDelay: -1, animationIndex: 9 },
  { transitionDelay: 'soon', animationIndex: 1.5 },
  { transitionDelay: null, animationIndex: '' },
];

/**
 * Checks that a theme's zod-free options reader (what its wall component uses) reads each stored
 * value as the theme's options schema does: the shared values above and the theme's own.
 */
export function describeOptionsReader(
  read: (stored: unknown) => unknown,
  schema: { parse(value: unknown): unknown },
  themeValues: readonly unknown[] = [],
): void {
  describe('the component’s options', () => {
    it.each([...storedSlideOptions, ...themeValues])(
      'read %j as the options schema does',
      (value) => {
        expect(read(value)).toEqual(schema.parse(typeof value === 'object' && value ? value : {}));
      },
    );
  });
}
