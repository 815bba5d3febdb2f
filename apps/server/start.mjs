// @ts-check
/**
 * `npm start` and `npm run serve`: the compiled server, apps/server/dist/main.js, in this process.
 * With --build-if-needed (`npm start`, the quick start) the server is compiled first, as tsx used to do
 * at every start (half a second; the file is rewritten only when its bytes change); the web app, much
 * longer to build, is the server's own decision (main.ts), taken once the settings are checked.
 * Production runs `node apps/server/dist/main.js` directly, after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist/main.js');
if (process.argv.includes('--build-if-needed')) {
  const { bundleServer } = await import('./build/bundle.mjs');
  await bundleServer();
} else if (!fs.existsSync(entry)) {
  process.stderr.write(`Aucun serveur construit dans ${path.dirname(entry)} : lancez « npm run build », puis redémarrez.\n`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
