/**
 * The seven card styles of the masonry family. Their names, legacy names and post sizes are in
 * variant-facts.ts; what is here is only how each one draws its cards.
 */

/** Typographic metrics of a variant's card, in px (kept in step with masonry.css). */
export interface CardMetrics {
  /** Inner padding of the card on each side. */
  readonly padding: number;
  /** Gap between the blocks of a card (author, media, title, text...). */
  readonly gap: number;
  /** Height of the author block. */
  readonly author: number;
  /** Line height and average character width of the title. */
  readonly titleLine: number;
  readonly titleChar: number;
  /** Line height and average character width of the text. */
  readonly textLine: number;
  readonly textChar: number;
  /** Most text lines shown (the rest is clamped unless `expand`). */
  readonly maxTextLines: number;
  /** The media box spans the card's full width (no side padding). */
  readonly mediaBleed: boolean;
  /** A fixed media box ratio (height / width) the variant crops to, else the media's own. */
  readonly mediaRatio: number | null;
}

/** Every masonry variant: the theme ids this package registers. */
export const masonryVariants = [
  'standard',
  'photo',
  'photo_tall',
  'news',
  'pin',
  'inverse',
  'tano',
] as const;

/** One masonry variant. */
export type MasonryVariant = (typeof masonryVariants)[number];

/** How one variant draws its cards. */
export interface VariantStyle {
  /** Default post text colour (`fontcolor_post`). */
  readonly textColor: string;
  /** Default card background colour. */
  readonly cardColor: string;
  /** Card metrics for height estimates (masonry.css is the truth; these follow it). */
  readonly metrics: CardMetrics;
}

const base: CardMetrics = {
  padding: 12,
  gap: 8,
  author: 36,
  titleLine: 21,
  titleChar: 8.5,
  textLine: 21,
  textChar: 7.2,
  maxTextLines: 12,
  mediaBleed: false,
  mediaRatio: null,
};

const photo: CardMetrics = { ...base, mediaBleed: true, maxTextLines: 3 };

/** The style of each variant. */
export const variantStyles: Readonly<Record<MasonryVariant, VariantStyle>> = {
  standard: { textColor: '#1c1e21', cardColor: '#ffffff', metrics: base },
  photo: { textColor: '#1c1e21', cardColor: '#ffffff', metrics: photo },
  // Portrait crop: every image box is 4:5, whatever the photo's own shape.
  photo_tall: {
    textColor: '#1c1e21',
    cardColor: '#ffffff',
    metrics: { ...photo, mediaRatio: 5 / 4 },
  },
  news: {
    textColor: '#1c1e21',
    cardColor: '#ffffff',
    metrics: { ...base, titleLine: 26, titleChar: 10.5, maxTextLines: 6 },
  },
  pin: {
    textColor: '#1c1e21',
    cardColor: '#ffffff',
    metrics: { ...base, padding: 10, gap: 6, textLine: 19, textChar: 6.6, maxTextLines: 5 },
  },
  inverse: { textColor: '#f0f3f6', cardColor: '#1c1e21', metrics: base },
  tano: {
    textColor: '#22313f',
    cardColor: '#fdfaf4',
    metrics: { ...base, padding: 16, titleLine: 24, titleChar: 9.5 },
  },
};

/** The class names a variant's wall carries (all prefixed `chorus-masonry-`). */
export function variantClassName(variant: MasonryVariant): string {
  return `chorus-masonry chorus-masonry--${variant.replace('_', '-')}`;
}
