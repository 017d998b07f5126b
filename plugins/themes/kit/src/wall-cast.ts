/**
 * The wall host's "cast this wall to a TV" action, for the slideshow control bar's Cast button.
 * Null (no button) where casting is not offered: to visitors who are not the wall's owner, in
 * previews, and in hosts that give none.
 */
import { createContext } from 'react';

export const WallCastContext = createContext<(() => void) | null>(null);
