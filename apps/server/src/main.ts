import { spawnSync } from 'node:child_process';
import { type AppConfig, ConfigError, DEFAULT_WEB_DIST, loadConfig, repoRoot } from './config.ts';
import { isDatabaseUnavailable } from './db/availability.ts';
import { DatabaseUnreachableError, frenchReason } from './db/wait.ts';
import { EXIT } from './exit-codes.ts';
import { createLogger, type Logger } from './logger.ts';
import { warmFrenchWords } from './services/answers.ts';
import { startServer } from './server.ts';
import { webBuildState } from './web-build.ts';

/**
 * The server process. Serves the web app `npm run build` made; with --build-if-needed (`npm start`, the
 * quick start) it first builds it when no build of the checked-out commit exists.
 * How it ends says what to do next: see exit-codes.ts.
 */

function fail(message: string, code: number = EXIT.configuration): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const logger = createLogger(config.logLevel);
exitOnUnexpectedFailure(logger);

const build = webBuildState(config.webDist, repoRoot);
const mayBuild = process.argv.includes('--build-if-needed') && config.webDist === DEFAULT_WEB_DIST;
if (build.kind !== 'current' && mayBuild) {
  process.stderr.write(build.kind === 'missing' ? 'Construction de l’application web…\n' : 'Construction de l’application web (les sources ont changé)…\n');
  // The build's own output goes to stderr: stdout stays one JSON log line per event.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] })
    : spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) fail('La construction de l’application web a échoué (voir ci-dessus).');
} else if (build.kind === 'missing') {
  fail(`Aucune application web construite dans ${config.webDist} : lancez « npm run build », puis redémarrez.`);
} else if (build.kind === 'other') {
  logger.warn('serving a web build of another commit', { build: build.manifest.commit, dirty: build.manifest.dirty, checkout: build.checkout });
}

try {
  const server = await startServer(config, { logger });
  // Proximo's words once the server listens, not before (a start stays quick) nor on the morning's first guess.
  setTimeout(warmFrenchWords, 2_000).unref();
  const stop = (signal: string) => {
    logger.info('stopping', { signal });
    server.close({ drain: signal === 'SIGTERM' }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('stop failed', { error });
        process.exit(EXIT.software);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof ConfigError) fail(error.message);
  if (code === 'EADDRINUSE')
    fail(`Le port ${(error as { port?: number }).port ?? config.port} est déjà utilisé : arrêtez l’autre processus ou choisissez PORT (ou METRICS_PORT).`);
  if (error instanceof DatabaseUnreachableError) fail(error.message, EXIT.tryAgain);
  // Lost while migrating or seeding, after the wait: the same "try again".
  if (isDatabaseUnavailable(error))
    fail(`Base de données perdue pendant le démarrage (${frenchReason(error)}) : le processus s’arrête (code 75) pour être relancé`, EXIT.tryAgain);
  logger.error('start-up failed', { error });
  process.exit(EXIT.software);
}

/**
 * A throw nobody catches is a bug: logged with its stack, then exit 70, which systemd restarts (Node's own
 * exit code for it, 1, is the configuration's, which it would not).
 */
function exitOnUnexpectedFailure(log: Logger): void {
  const die = (kind: string) => (error: unknown) => {
    log.error('unexpected failure, stopping', { kind, error });
    process.exit(EXIT.software);
  };
  process.on('uncaughtException', die('uncaught exception'));
  process.on('unhandledRejection', die('unhandled rejection'));
}
