/**
 * True around a wall that belongs to the website builder whatever page shows it (a builder
 * account's wall, by its `wix` flag): known from the wall's data, so on the server too. Its own
 * module, so the wall's entry can provide it without the page checks of builder-host.ts, which
 * only the events theme's chunk needs.
 */
import { createContext } from 'react';

export const BuilderWallContext = createContext(false);
