import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The package's committed data/ folder, found by resolving the package's own name rather than a path
 * relative to this file: the server's production bundle (apps/server/dist/main.js) carries this code far
 * from packages/content, and Node's resolution finds the package from either place.
 */
export const DATA_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@jdj/content/package.json')), 'data');
