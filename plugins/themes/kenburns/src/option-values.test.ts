import { describeOptionsReader } from '@chorus/theme-kit/testing';
import { readKenburnsOptions } from './option-values.ts';
import { kenburnsOptionsSchema } from './options.ts';

describeOptionsReader(readKenburnsOptions, kenburnsOptionsSchema, [
  { imagesOnly: true },
  { imagesOnly: 'yes' },
  { imagesOnly: 1 },
]);
