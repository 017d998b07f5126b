/** The Q&A options read without zod, for the component (same rules as options.ts). */
import {
  readSlideOptions,
  storedOption,
  wholeNumberOption,
  type SlideOptionValues,
} from '@chorus/theme-kit';

/** The Q&A options, every default filled in. */
export interface QaOptionValues extends SlideOptionValues {
  /** How many of the next questions are listed (0 hides the list). */
  readonly upNextCount: number;
}

/** The Q&A options from the wall's stored display settings. */
export function readQaOptions(stored: unknown): QaOptionValues {
  return {
    ...readSlideOptions(stored),
    upNextCount: wholeNumberOption(storedOption(stored, 'upNextCount'), 0, 6, 3),
  };
}
