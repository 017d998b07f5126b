import { describe, expect, it } from 'vitest';
import { readKenburnsOptions } from './option-values.ts';
import { kenburnsOptionsSchema } from './options.ts';

// What owners store, good and bad: the component's zod-free reader must agree with the schema.
const stored: unknown[] = [
  {},
  null,
  'not an object',
  { transitionDelay: '5000', animationIndex: '3' },
  { transitionDelay: -1, animationIndex: 9 },
  { transitionDelay: 'soon', animationIndex: 1.5 },
  { transitionDelay: null, animationIndex: '' },
  { imagesOnly: true },
  { imagesOnly: 'yes' },
  { imagesOnly: 1 },
];

describe('the component’s options', () => {
  it.each(stored)('read %j as the options schema does', (value) => {
    expect(readKenburnsOptions(value)).toEqual(
      kenburnsOptionsSchema.parse(typeof value === 'object' && value ? value : {}),
    );
  });
});
