// @ts-check
/**
 * Builds the server to one JavaScript file, apps/server/dist/main.js (and beside it the score worker a
 * thread of it loads, score-worker.js: services/score-checker.ts), which production runs with plain
 * Node (no TypeScript compiler at run time): our TypeScript, the workspace packages it imports
 * (@jdj/puzzles, @jdj/content, TypeScript sources too) and the npm packages, but for the native
 * better-sqlite3 (and pg's optional pg-native), which stay in node_modules. One file starts in half the
 * CPU time of the same code loaded from hundreds of files of node_modules (issue 24, docs/decisions.md).
 * Plain JavaScript, so `npm start` can run it without tsx.
 *
 * Reproducible: the output depends only on the sources and the locked versions (no date, no absolute
 * path: the paths in its comments are relative to the checkout), so two builds of one commit are
 * byte-identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
export const SERVER_DIST = path.join(serverDir, 'dist');

const SERVER_ENTRY = 'apps/server/src/main.ts';
const SCORE_WORKER_ENTRY = 'apps/server/src/score-worker.ts';

/** Packages left to Node at run time: native addons (SQLite, the image library), and an optional addon pg loads only on demand. */
export const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg-native', 'sharp'];

/**
 * Bundles into `outDir` and returns the path of the entry file. A file is rewritten only when its bytes
 * change, and through a rename, so a process starting meanwhile never reads half a file. `source` is the
 * server by default; tests compile the command-line tools (src/cli/*.ts) the same way.
 * @param {string} [outDir]
 * @param {string} [source] relative to the checkout
 */
export async function bundleServer(outDir = SERVER_DIST, source = SERVER_ENTRY) {
  const outName = path.basename(source).replace(/\.ts$/, '.js');
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    // The server comes with its score worker (src/score-worker.ts), a file of its own that a thread loads.
    entryPoints: source === SERVER_ENTRY ? [source, SCORE_WORKER_ENTRY] : [source],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL_PACKAGES,
    // CommonJS packages in an ES module call require() for Node's built-ins: give them one.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);" },
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    if (fs.existsSync(file.path) && fs.readFileSync(file.path).equals(file.contents)) continue;
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  return path.join(outDir, outName);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_DIST;
  console.log(`serveur construit : ${path.relative(process.cwd(), await bundleServer(outDir))}`);
}
