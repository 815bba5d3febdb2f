import os from 'node:os';
import path from 'node:path';

/** Settings shared by e2e/serve.ts and the tests (e2e only). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3901);
export const OIDC_CLIENT = { id: 'portail-jeux-e2e', secret: 'secret-du-client-e2e' };
export const OIDC_NAME = 'Compte Démo';
/** The e2e server's secret: tests that seed a day's scores sign their plays' starts with it. */
export const E2E_AUTH_SECRET = 'secret-du-serveur-e2e-pour-les-departs-signes';

/**
 * How long serve.ts's servers keep an idle connection. Playwright's API client keeps its sockets for as long
 * as they stay open (Node 20's agent ignores the server's Keep-Alive hint when it has no timeout of its own):
 * a request written on one just as the server closes it at 5 s is reset (ECONNRESET). The client must close
 * first, as nginx's upstream does in production; no test's context stays idle this long.
 */
export const E2E_KEEP_ALIVE_SECONDS = 600;

/** The side server of serve.ts (captured mails, OIDC identity) listens next to the site. */
export function mailsPort(sitePort: number): number {
  return sitePort + 1;
}

/** The e2e server's DATA_DIR: the console's visit runs `npm run admin` on the same database. */
export function e2eDataDir(sitePort: number): string {
  return path.join(os.tmpdir(), `jdj-e2e-${sitePort}`);
}

/**
 * The push service the e2e browser's subscriptions name (serve.ts adds it to PUSH_HOSTS). Chromium's own
 * needs Google's servers, out of reach here: the tests stand in for it and deliver through DevTools.
 */
export const E2E_PUSH_HOST = '127.0.0.1:9';
