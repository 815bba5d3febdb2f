import { spawnSync } from 'node:child_process';
import { type AppConfig, ConfigError, DEFAULT_WEB_DIST, loadConfig, repoRoot } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';
import { webBuildState } from './web-build.ts';

/**
 * The server process. Serves the web app `npm run build` made; with --build-if-needed (`npm start`, the
 * quick start) it first builds it when no build of the checked-out commit exists.
 * Problems an operator fixes (a bad setting, no build, a taken port) end it with one French line on
 * stderr and exit code 1; the JSON log is for what happens once it runs.
 */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const logger = createLogger(config.logLevel);

const build = webBuildState(config.webDist, repoRoot);
const mayBuild = process.argv.includes('--build-if-needed') && config.webDist === DEFAULT_WEB_DIST;
if (build.kind !== 'current' && mayBuild) {
  process.stderr.write(build.kind === 'missing' ? "Construction de l'application web…\n" : "Construction de l'application web (les sources ont changé)…\n");
  // The build's own output goes to stderr: stdout stays one JSON log line per event.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] })
    : spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) fail("La construction de l'application web a échoué (voir ci-dessus).");
} else if (build.kind === 'missing') {
  fail(`Aucune application web construite dans ${config.webDist} : lancez « npm run build », puis redémarrez.`);
} else if (build.kind === 'other') {
  logger.warn('serving a web build of another commit', { build: build.manifest.commit, dirty: build.manifest.dirty, checkout: build.checkout });
}

try {
  const server = await startServer(config, { logger });
  const stop = (signal: string) => {
    logger.info('stopping', { signal });
    server.close({ drain: signal === 'SIGTERM' }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`Le port ${(error as { port?: number }).port ?? config.port} est déjà utilisé : arrêtez l'autre processus ou choisissez PORT (ou METRICS_PORT).`);
  logger.error('start-up failed', { error });
  process.exit(1);
}
