import { readSlideOptions } from '@chorus/theme-kit';
import { describeOptionsReader } from '@chorus/theme-kit/testing';
import { slideshowOptionsSchema } from './options.ts';

describeOptionsReader(readSlideOptions, slideshowOptionsSchema, [{ imagesOnly: true }]);
