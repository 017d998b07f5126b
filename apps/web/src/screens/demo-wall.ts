/** The demo wall that `npm start` seeds on a fresh install (apps/server/src/demo). */
export const demoWallName = 'demo';

/** Its address. */
export const demoWallPath = `/${demoWallName}`;
