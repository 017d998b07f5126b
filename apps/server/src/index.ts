/** @chorus/server: build the app, start and stop a server, read the configuration. */
export { buildApp, type AppDependencies } from './app.ts';
export { loadConfig, type ServerConfig, ConfigError } from './config.ts';
export { startServer, stopOnSignals, type RunningServer } from './server.ts';
