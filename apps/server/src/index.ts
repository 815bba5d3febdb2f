export { createApp } from './app.ts';
export { type AppConfig, APP_VERSION, loadConfig } from './config.ts';
export { createLogger } from './logger.ts';
export { type RunningServer, startServer } from './server.ts';
// The catalogue's names and colours: the share previews (e2e/share-previews.ts) are drawn in them.
export { GAME_SEEDS } from './db/seed-data.ts';
export type * from '@jdj/api';
