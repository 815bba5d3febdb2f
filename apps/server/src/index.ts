export { createApp } from './app.ts';
export { type AppConfig, APP_VERSION, loadConfig } from './config.ts';
export { createLogger } from './logger.ts';
export { type RunningServer, startServer } from './server.ts';
export type * from './api/types.ts';
