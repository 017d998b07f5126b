/**
 * @chorus/server: build the app, start and stop a server, read the configuration, and the post
 * shapes the API and the live channel send.
 */
export { buildApp, type AppDependencies } from './app.ts';
export { loadConfig, type ServerConfig, ConfigError } from './config.ts';
export { startServer, stopOnSignals, type RunningServer } from './server.ts';
export { livePostOf } from './realtime/live-post.ts';
export type { PublicPost } from './posts/public-post.ts';
// Tells the server a wall changed outside its routes (a direct database write): its cached
// feed and kept pages go.
export { invalidateWall, invalidateWallsOf } from './posts/feed-cache-wiring.ts';
