/**
 * The heading level of a card's title: one below the wall's own heading (h1 on the wall's
 * page, so cards are h2; an embedding page may put the wall at h3, its cards then at h4). The
 * page around a theme provides it; a theme never chooses a level itself.
 */
import { createContext, useContext } from 'react';

/** A heading level a card's title may take. */
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The card heading level in force; h2 unless the page says otherwise. */
export const CardHeadingLevelContext = createContext<CardHeadingLevel>(2);

/** The card level under a wall heading of `wallLevel` (1–6); h6 at the deepest. */
export function cardHeadingLevelUnder(wallLevel: number): CardHeadingLevel {
  return Math.min(6, Math.max(2, Math.floor(wallLevel) + 1)) as CardHeadingLevel;
}

/** The tag of a card title here: `h2`…`h6`. */
export function useCardHeadingTag(): `h${CardHeadingLevel}` {
  return `h${useContext(CardHeadingLevelContext)}`;
}
