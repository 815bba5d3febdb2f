// @ts-check
/**
 * Builds the server to one JavaScript file, apps/server/dist/main.js, which production runs with plain
 * Node (no TypeScript compiler at run time). The workspace packages it imports (@jdj/puzzles,
 * @jdj/content) are TypeScript sources, so they go into the bundle; npm dependencies stay in node_modules
 * (native better-sqlite3, pg, better-auth…). Plain JavaScript, so `npm start` can run it without tsx.
 *
 * Reproducible: the output depends only on the sources and esbuild's version (no date, no absolute path:
 * the paths in its comments are relative to the checkout), so two builds of one commit are byte-identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
export const SERVER_DIST = path.join(serverDir, 'dist');
export const SERVER_ENTRY = 'main.js';

/** @type {esbuild.Plugin} */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    // Bare imports are npm packages, left to Node, except our own workspaces, which are bundled.
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@jdj/') ? undefined : { external: true }));
  },
};

/**
 * Bundles into `outDir` and returns the path of the entry file. A file is rewritten only when its bytes
 * change, and through a rename, so a process starting meanwhile never reads half a file.
 * @param {string} [outDir]
 */
export async function bundleServer(outDir = SERVER_DIST) {
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: ['apps/server/src/main.ts'],
    outfile: path.join(outDir, SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    plugins: [npmPackagesExternal],
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
  return path.join(outDir, SERVER_ENTRY);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_DIST;
  console.log(`serveur construit : ${path.relative(process.cwd(), await bundleServer(outDir))}`);
}
