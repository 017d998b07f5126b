/** Casting a wall to a TV: the pairing routes (see routes.ts and docs/owner-guide.md). */
export { castRoutes, castCodesPerWindow, castWallPath } from './routes.ts';
