import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import type { BuildIdentity } from './identity.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Written last: its presence says the build in this folder is complete, and which commit it is. */
export const BUILD_MANIFEST = 'build.json';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 512;

/** Folders of the build that are not URLs of the site: the server's entry and Vite's manifest. */
const UNSERVED = ['ssr', '.vite'];

/**
 * Compresses the built files once, here, instead of at every server start: each text file gets a
 * `.br` (quality 11) and a `.gz` (level 9) beside it, which the server (or nginx's gzip_static) sends
 * as they are. Then writes the build manifest. Runs after every other plugin, the service worker's
 * generation included, so sw.js is compressed too.
 */
export function finishBuild(identity: BuildIdentity, siteDir?: string): Plugin {
  let outDir = '';
  return {
    name: 'jdj-finish-build',
    apply: 'build',
    configResolved(config) {
      // The server's build (the last one) finishes the site's folder, not its own.
      outDir = path.resolve(config.root, siteDir ?? config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()))
          .filter((entry) => !UNSERVED.includes(path.relative(outDir, entry.parentPath).split(path.sep)[0]!))
          .map((entry) => path.join(entry.parentPath, entry.name));
        await Promise.all(files.map(compressBeside));
        await fs.writeFile(path.join(outDir, BUILD_MANIFEST), `${JSON.stringify(identity, null, 2)}\n`);
      },
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  // A file that does not shrink is sent as it is.
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
}
