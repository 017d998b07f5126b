import { describeOptionsReader } from '@chorus/theme-kit/testing';
import { readQaOptions } from './option-values.ts';
import { qaOptionsSchema } from './options.ts';

describeOptionsReader(readQaOptions, qaOptionsSchema, [
  { upNextCount: '0' },
  { upNextCount: 40 },
  { upNextCount: 2.5 },
  { upNextCount: 6 },
]);
