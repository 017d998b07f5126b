import { describe, expect, it } from 'vitest';
import { readQaOptions } from './option-values.ts';
import { qaOptionsSchema } from './options.ts';

// What owners store, good and bad: the component's zod-free reader must agree with the schema.
const stored: unknown[] = [
  {},
  null,
  'not an object',
  { transitionDelay: '5000', animationIndex: '3' },
  { transitionDelay: -1, animationIndex: 9 },
  { transitionDelay: 'soon', animationIndex: 1.5 },
  { transitionDelay: null, animationIndex: '' },
  { upNextCount: '0' },
  { upNextCount: 40 },
  { upNextCount: 2.5 },
  { upNextCount: 6 },
];

describe('the component’s options', () => {
  it.each(stored)('read %j as the options schema does', (value) => {
    expect(readQaOptions(value)).toEqual(
      qaOptionsSchema.parse(typeof value === 'object' && value ? value : {}),
    );
  });
});
