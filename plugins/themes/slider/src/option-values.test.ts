import { describeOptionsReader } from '@chorus/theme-kit/testing';
import { readSliderOptions } from './layout.ts';
import { sliderDisplayOptionsSchema } from './options.ts';

describeOptionsReader(readSliderOptions, sliderDisplayOptionsSchema, [
  { sliderwidth: '320', sliderpadding: 'wide', slidertextconfig: 3, autoscroll: true },
  { sliderwidth: -5, sliderpadding: 2.5, slidertextconfig: '41', autoscroll: 1 },
  { autoscroll: 2 },
  { sliderwidth: 0, sliderpadding: '', slidertextconfig: null, autoscroll: 0 },
  { sliderwidth: null, slidertextconfig: 'lines', autoscroll: 'yes' },
]);
