/**
 * What this package declares about each masonry variant (the spec's facts, owned here, not by
 * core): its name, the legacy template names it answers to, its default post size, whether it
 * shows image posts only, the plan feature it needs, and its navigation bar padding.
 */
import type { ThemePostSize } from '@chorus/core/themes';
import type { MasonryVariant } from './variants.ts';

/** The facts of one variant. */
export interface VariantFacts {
  readonly displayName: string;
  readonly legacyNames: readonly string[];
  readonly defaultPostSize: ThemePostSize;
  /** Shows image posts only when text updates are off. */
  readonly imageOnly: boolean;
  /** The free theme needs no plan feature. */
  readonly free: boolean;
  /** Padding of the collection bar, in px. */
  readonly navBarPaddingPx: number;
  /** The export of `@chorus/theme-masonry/wall` holding the variant's loader. */
  readonly wallExport: string;
}

const plain = { imageOnly: false, free: false, navBarPaddingPx: 30 } as const;

/** The facts of every variant. */
export const variantFacts: Readonly<Record<MasonryVariant, VariantFacts>> = {
  standard: {
    ...plain,
    free: true,
    displayName: 'Standard',
    legacyNames: ['hypeTemplate', 'basic'],
    defaultPostSize: { width: 280, padding: 20 },
    wallExport: 'masonryStandardTheme',
  },
  photo: {
    ...plain,
    imageOnly: true,
    displayName: 'Photo',
    legacyNames: ['hypeTemplate_photo', 'hypeTemplate_photo_large'],
    defaultPostSize: { width: 340, padding: 20 },
    wallExport: 'masonryPhotoTheme',
  },
  photo_tall: {
    ...plain,
    imageOnly: true,
    displayName: 'Photo (tall)',
    legacyNames: ['hypeTemplate_photo_tall'],
    defaultPostSize: { width: 280, padding: 20 },
    wallExport: 'masonryPhotoTallTheme',
  },
  news: {
    ...plain,
    navBarPaddingPx: 40,
    displayName: 'News',
    legacyNames: ['hypeTemplate_news'],
    defaultPostSize: { width: 280, padding: 2 },
    wallExport: 'masonryNewsTheme',
  },
  pin: {
    ...plain,
    displayName: 'Pin',
    legacyNames: ['hypeTemplate_pin'],
    defaultPostSize: { width: 222, padding: 16 },
    wallExport: 'masonryPinTheme',
  },
  inverse: {
    ...plain,
    displayName: 'Inverse',
    legacyNames: ['hypeTemplate_inverse'],
    defaultPostSize: { width: 250, padding: 10 },
    wallExport: 'masonryInverseTheme',
  },
  tano: {
    ...plain,
    displayName: 'Tano',
    legacyNames: ['hypeTemplate_tano'],
    defaultPostSize: { width: 280, padding: 20 },
    wallExport: 'masonryTanoTheme',
  },
};
