import { describe, expect, it } from 'vitest';
import { masonryOptionsSchema } from './options.ts';
import { readMasonryOptions } from './option-values.ts';
import { masonryVariants } from './variants.ts';

describe('readMasonryOptions', () => {
  it('reads what the schema reads, without zod (the wall component stays light)', () => {
    const samples: unknown[] = [
      {},
      null,
      { postwidth: '300', postpadding: 4, fontcolor_post: '#333', postbackground: 'rgb(1, 2, 3)' },
      { postwidth: 'wide', postpadding: -3, mincolumnwidth: 99_999, fontcolor_post: 'red;}x{' },
      { postwidth: 2.5, fontcolor_post: 7, postbackground: ' navy ' },
      { postwidth: '', postpadding: null, mincolumnwidth: ' 300 ', fontcolor_post: '' },
    ];
    for (const variant of masonryVariants) {
      const schema = masonryOptionsSchema(variant);
      for (const sample of samples) {
        const expected = schema.parse(sample ?? {});
        expect(readMasonryOptions(variant, sample)).toEqual(expected);
      }
    }
  });
});
