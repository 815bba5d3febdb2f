import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const bootLogger = createLogger('info');

try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { logger });
  const stop = (signal: string) => {
    logger.info('stopping', { signal });
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  bootLogger.error('start-up failed', { error });
  process.exit(1);
}
