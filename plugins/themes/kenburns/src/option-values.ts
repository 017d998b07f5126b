/** The Ken Burns options read without zod, for the component (same rules as options.ts). */
import {
  booleanOption,
  readSlideOptions,
  storedOption,
  type SlideOptionValues,
} from '@chorus/theme-kit';

/** The Ken Burns options, every default filled in. */
export interface KenburnsOptionValues extends SlideOptionValues {
  /** Skips posts without an image. */
  readonly imagesOnly: boolean;
}

/** The Ken Burns options from the wall's stored display settings. */
export function readKenburnsOptions(stored: unknown): KenburnsOptionValues {
  return {
    ...readSlideOptions(stored),
    imagesOnly: booleanOption(storedOption(stored, 'imagesOnly'), false),
  };
}
