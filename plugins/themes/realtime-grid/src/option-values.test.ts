import { describeOptionsReader } from '@chorus/theme-kit/testing';
import { readGridOptions } from './layout.ts';
import { realtimeGridDisplayOptionsSchema } from './options.ts';

describeOptionsReader(readGridOptions, realtimeGridDisplayOptionsSchema, [
  { gridwidth: '320', gridheight: 'tall', gridpadding: 4 },
  { gridwidth: -5, gridheight: 2.5, gridpadding: null },
  { gridwidth: 0, gridheight: '250', gridpadding: '' },
]);
